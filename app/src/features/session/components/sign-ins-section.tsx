import type { SignIn } from '@school/contract';
import { Badge, Button, Card, ConfirmDialog, Skeleton } from '@school/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/load-failed';
import { MutedText, PlainList } from '../../../components/plain-list';
import { errorStatus } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useListSessionsQuery, useRevokeOtherSessionsMutation, useRevokeSessionMutation } from '../api';
import { deviceName, formatSignInTime, orderSignIns } from '../sign-ins';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};

  [data-part='details'] {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    /* Grows to the row's width so a long device name wraps instead of pushing the button out. */
    flex: 1 1 ${({ theme }) => theme.space(60)};
    min-width: 0;
  }
  [data-part='device'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  [data-part='meta'] {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

function SignInItem({ signIn, ending, onEnd }: { signIn: SignIn; ending: boolean; onEnd: (signIn: SignIn) => void }) {
  const name = deviceName(signIn);
  return (
    <Item data-current={signIn.current || undefined}>
      <div data-part="details">
        <p data-part="device">
          {name}
          {signIn.current && <Badge tone="primary">Это устройство</Badge>}
        </p>
        {signIn.ip && <p data-part="meta">IP-адрес: {signIn.ip}</p>}
        <p data-part="meta">
          Вход: <time dateTime={signIn.createdAt}>{formatSignInTime(signIn.createdAt)}</time>
        </p>
        <p data-part="meta">
          Последняя активность: <time dateTime={signIn.lastUsedAt}>{formatSignInTime(signIn.lastUsedAt)}</time>
        </p>
      </div>
      {!signIn.current && (
        <Button
          variant="outlined"
          color="error"
          size="sm"
          loading={ending}
          aria-label={`Завершить вход: ${name}`}
          onClick={() => onEnd(signIn)}
        >
          Завершить
        </Button>
      )}
    </Item>
  );
}

/**
 * 'Где Вы вошли': the account's active sign-ins, this device first; each other one can be ended,
 * or all of them at once. An ended sign-in's tokens stop working on the server at once.
 */
export function SignInsSection() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, isFetching, refetch } = useListSessionsQuery();
  const [revokeSession] = useRevokeSessionMutation();
  const [revokeOthers, { isLoading: endingOthers }] = useRevokeOtherSessionsMutation();
  const [ending, setEnding] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();

  async function endOne(signIn: SignIn) {
    setEnding((ids) => new Set(ids).add(signIn.id));
    const result = await revokeSession(signIn.id);
    setEnding((ids) => {
      const next = new Set(ids);
      next.delete(signIn.id);
      return next;
    });
    if (!result.error) dispatch(notify('Сеанс завершен', 'success'));
    // Ended meanwhile elsewhere (the toast has said so): the list is out of date.
    else if (errorStatus(result.error) === 404) void refetch();
  }

  async function endOthers() {
    const result = await revokeOthers();
    setConfirming(false);
    if (!result.error) dispatch(notify('Вы вышли на всех других устройствах', 'success'));
  }

  let body;
  if (isLoading) body = <Skeleton variant="text" rows={4} aria-label="Загрузка списка входов" />;
  else if (isError || !data)
    body = (
      <LoadFailed message="Не удалось загрузить список входов." retrying={isFetching} onRetry={() => void refetch()} />
    );
  else if (data.length === 0) body = <MutedText>Активных входов нет.</MutedText>;
  else {
    const signIns = orderSignIns(data);
    const others = signIns.filter((signIn) => !signIn.current).length;
    body = (
      <>
        <PlainList aria-label="Активные входы">
          {signIns.map((signIn) => (
            <SignInItem key={signIn.id} signIn={signIn} ending={ending.has(signIn.id)} onEnd={endOne} />
          ))}
        </PlainList>
        {others > 0 ? (
          <Actions>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              Выйти на всех других устройствах
            </Button>
          </Actions>
        ) : (
          <MutedText>Других активных входов нет.</MutedText>
        )}
        <ConfirmDialog
          open={confirming}
          title="Выйти на всех других устройствах?"
          confirmLabel="Завершить входы"
          cancelLabel="Отмена"
          destructive
          loading={endingOthers}
          onConfirm={() => void endOthers()}
          onCancel={() => setConfirming(false)}
        >
          Все входы в учетную запись, кроме этого устройства, будут завершены.
        </ConfirmDialog>
      </>
    );
  }

  return (
    <Card title={<span id={headingId}>Где Вы вошли</span>} aria-labelledby={headingId}>
      {body}
    </Card>
  );
}
