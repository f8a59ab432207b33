import { Button, ButtonLink, ConfirmDialog, Skeleton, TextField } from '@school/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CalendarPlusIcon } from '../../../components/action-icons';
import { LoadFailed } from '../../../components/load-failed';
import { MutedText } from '../../../components/plain-list';
import type { FirstCalls } from '../../../lib/first-calls';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { lessonsApi, useGetIcsLinkQuery, useResetIcsLinkMutation } from '../api';
import { webcalUrl } from '../lessons';

/**
 * The feed's link, asked for when this file arrives (its preload by the settings page's loader) rather than when
 * the feed renders. The call lives here, not in the feature's index, so that the lessons' api has no lazy import
 * of its own: one would give it a file of its own beside `shared`, one more request of every page that shows
 * lessons (build/one-first-chunk.ts).
 */
export const firstCalls: FirstCalls = () => [lessonsApi.util.prefetch('getIcsLink', undefined, {})];

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  > :first-child {
    flex: 1 1 ${({ theme }) => theme.space(60)};
    min-width: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Steps = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The body of the settings page's 'Календарь на телефоне': the account's secret calendar feed, to copy into
 * Google, Apple or Yandex calendars or to subscribe to in one tap ('Добавить в календарь', its webcal:// link),
 * and 'Сбросить ссылку' for when it reached someone else (the old one stops working).
 */
export function CalendarFeed() {
  const dispatch = useAppDispatch();
  const { data, isLoading, error, refetch, isFetching } = useGetIcsLinkQuery();
  const [reset, resetting] = useResetIcsLinkMutation();
  const [confirming, setConfirming] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(notify('Ссылка скопирована', 'success'));
    } catch {
      dispatch(notify('Не удалось скопировать: выделите ссылку и скопируйте ее вручную', 'error'));
    }
  };

  let body;
  if (isLoading) body = <Skeleton aria-label="Загрузка ссылки на календарь" rows={2} />;
  else if (error || !data)
    body = (
      <LoadFailed
        message="Не удалось получить ссылку на календарь."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else
    body = (
      <>
        <Row>
          <TextField
            label="Ссылка на календарь"
            value={data.url}
            readOnly
            fullWidth
            onFocus={(event) => event.currentTarget.select()}
          />
          <Actions>
            <Button variant="outlined" onClick={() => void copy(data.url)}>
              Скопировать
            </Button>
            <ButtonLink variant="outlined" href={webcalUrl(data.url)} startIcon={<CalendarPlusIcon />}>
              Добавить в календарь
            </ButtonLink>
          </Actions>
        </Row>
        <Steps aria-label="Как добавить календарь">
          <li>
            <strong>Google Календарь:</strong> на компьютере откройте calendar.google.com, у «Другие календари» нажмите
            «+», выберите «Добавить по URL» и вставьте ссылку. На телефоне календарь появится сам.
          </li>
          <li>
            <strong>Apple (iPhone, iPad):</strong> «Настройки» → «Календарь» → «Учетные записи» → «Новая учетная запись»
            → «Другое» → «Подписной календарь», вставьте ссылку.
          </li>
          <li>
            <strong>Яндекс Календарь:</strong> на calendar.yandex.ru у «Подписки» нажмите «+», выберите «Подписаться на
            календарь» и вставьте ссылку.
          </li>
        </Steps>
        <MutedText>
          Ссылка личная: по ней видно Ваше расписание. Если она попала к посторонним, сбросьте ее и добавьте новую.
        </MutedText>
        <div>
          <Button variant="text" color="error" onClick={() => setConfirming(true)}>
            Сбросить ссылку
          </Button>
        </div>
      </>
    );

  return (
    <>
      <MutedText>
        Подпишитесь на расписание в календаре телефона: новые и перенесенные занятия появятся там сами.
      </MutedText>
      {body}
      <ConfirmDialog
        open={confirming}
        title="Сбросить ссылку?"
        destructive
        confirmLabel="Сбросить"
        cancelLabel="Отмена"
        loading={resetting.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const result = await reset();
          setConfirming(false);
          if (!result.error) dispatch(notify('Ссылка на календарь обновлена: добавьте новую в календарь', 'success'));
        }}
      >
        Старая ссылка перестанет работать, и календари, подписанные на нее, больше не будут обновляться.
      </ConfirmDialog>
    </>
  );
}
