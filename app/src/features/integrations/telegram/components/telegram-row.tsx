import { TELEGRAM_LINKED_MESSAGE, TELEGRAM_POLL_MS, type User } from '@school/contract';
import { Button, focusRing, Spinner } from '@school/ui';
import { useEffect, useId, useReducer } from 'react';
import styled from 'styled-components';
import { IntegrationRow } from '../../../../components/integration-row';
import { errorStatus } from '../../../../lib/api';
import { useAppDispatch } from '../../../../lib/hooks';
import { notify } from '../../../../lib/notifications-slice';
import { useServerConfig } from '../../../config';
import { telegramApi, useTgLinkMutation, useUnlinkTgMutation } from '../api';
import { initialLinkState, linkReducer } from '../link-state';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const ExternalLink = styled.a`
  color: ${({ theme }) => theme.color.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
`;

/**
 * Opens a blank tab while still inside the click: browsers let a click open a tab, but not code
 * that runs after an awaited call, so the link is put into this tab once the server has sent it.
 * Without 'noopener' here (it would make window.open return null); the opener is cut before the
 * tab leaves for Telegram instead.
 */
function openBlankTab(): Window | null {
  try {
    return window.open('about:blank', '_blank');
  } catch {
    return null;
  }
}

function sendTab(tab: Window | null, url: string): boolean {
  if (!tab || tab.closed) return false;
  try {
    tab.opener = null;
    tab.location.href = url;
    return true;
  } catch {
    tab.close();
    return false;
  }
}

export interface TelegramRowProps {
  /** The signed-in user; `telegramID` tells whether the bot knows their chat. */
  user: User;
}

/**
 * The settings page's Telegram row: 'Привязать Telegram' opens the bot with a one-time link and
 * checks every 5 s until the chat is tied to the account; linked, it shows the Telegram id and
 * 'Отвязать'. Hidden while the server has no bot.
 */
export function TelegramRow({ user }: TelegramRowProps) {
  const bot = useServerConfig()?.telegramBot;
  const dispatch = useAppDispatch();
  const [state, send] = useReducer(linkReducer, initialLinkState);
  const [requestLink] = useTgLinkMutation();
  const [unlink, { isLoading: unlinking }] = useUnlinkTgMutation();
  const titleId = useId();
  const { username } = user;
  const linked = user.telegramID !== null;

  // Whoever refetches getuser (this row or another tab's link) shows the linked account.
  useEffect(() => {
    if (!linked || state.phase === 'idle') return;
    if (state.phase === 'confirmed') dispatch(notify('Telegram привязан', 'success'));
    send({ type: 'linkedShown' });
  }, [linked, state.phase, dispatch]);

  const waiting = !linked && state.phase === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      const result = await dispatch(
        telegramApi.endpoints.getTgUser.initiate(username, { subscribe: false, forceRefetch: true }),
      );
      if (stopped) return;
      const message = result.data?.message;
      if (message === TELEGRAM_LINKED_MESSAGE) {
        send({ type: 'checked', message });
        dispatch(telegramApi.util.invalidateTags([{ type: 'User', id: username }]));
      } else timer = setTimeout(() => void check(), TELEGRAM_POLL_MS);
    };
    timer = setTimeout(() => void check(), TELEGRAM_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, username, dispatch]);

  if (!bot) return null;

  async function startLinking() {
    const tab = openBlankTab();
    send({ type: 'requested' });
    const result = await requestLink();
    if (result.error) {
      tab?.close();
      send({ type: 'linkRefused' });
      // Linked already (in another tab, say): the reloaded user shows it.
      if (errorStatus(result.error) === 409)
        dispatch(telegramApi.util.invalidateTags([{ type: 'User', id: username }]));
      return;
    }
    send({ type: 'linkReceived', url: result.data.url, tabOpened: sendTab(tab, result.data.url) });
  }

  async function unlinkChat() {
    const result = await unlink(username);
    if (!result.error) dispatch(notify('Telegram отвязан', 'success'));
  }

  let description;
  let actions;
  if (linked) {
    description = <p data-part="description">Telegram ID: {user.telegramID}</p>;
    actions = (
      /* Keyed: a different button from 'Привязать Telegram', so a second press of Enter on the same
         spot never unlinks what was just linked. */
      <Button key="unlink" variant="outlined" color="error" loading={unlinking} onClick={() => void unlinkChat()}>
        Отвязать
      </Button>
    );
  } else if (state.phase === 'waiting' || state.phase === 'confirmed') {
    description = (
      <>
        <p data-part="status" role="status">
          <Spinner size="sm" tone="primary" label="" />
          Проверяем привязку
        </p>
        {state.phase === 'waiting' && (
          <p data-part="description">
            {state.tabOpened
              ? 'Нажмите «Запустить» в чате с ботом, который открылся в новой вкладке.'
              : 'Откройте чат с ботом по ссылке и нажмите «Запустить».'}
          </p>
        )}
      </>
    );
    actions = (
      <>
        {state.phase === 'waiting' && (
          <ExternalLink href={state.url} target="_blank" rel="noopener noreferrer">
            Открыть Telegram
          </ExternalLink>
        )}
        <Button variant="text" onClick={() => send({ type: 'cancelled' })}>
          Отменить
        </Button>
      </>
    );
  } else {
    description = (
      <p data-part="description">Бот @{bot.username} сообщит о смене пароля и о входе с нового устройства.</p>
    );
    actions = (
      <Button key="link" loading={state.phase === 'requesting'} onClick={() => void startLinking()}>
        Привязать Telegram
      </Button>
    );
  }

  return (
    <IntegrationRow role="group" aria-labelledby={titleId} data-state={linked ? 'linked' : state.phase}>
      <div data-part="text">
        <p data-part="title" id={titleId}>
          Telegram
        </p>
        {description}
      </div>
      <Actions>{actions}</Actions>
    </IntegrationRow>
  );
}
