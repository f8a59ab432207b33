import { TELEGRAM_LINKED_MESSAGE } from '@school/contract';

/**
 * Linking Telegram from the settings row: ask for the bot's link, wait while the visitor presses
 * 'Запустить' in the chat (get-tguser is checked every 5 s), then wait for the reloaded user.
 */
export type LinkState =
  | { phase: 'idle' }
  | { phase: 'requesting' }
  /** `tabOpened`: the link is open in a new tab; otherwise the browser blocked it and the row offers the link. */
  | { phase: 'waiting'; url: string; tabOpened: boolean }
  /** The bot has the chat; the user with its Telegram id is being reloaded. */
  | { phase: 'confirmed' };

export type LinkEvent =
  | { type: 'requested' }
  | { type: 'linkReceived'; url: string; tabOpened: boolean }
  | { type: 'linkRefused' }
  | { type: 'checked'; message: string }
  | { type: 'cancelled' }
  /** The row shows the linked account now (or it was linked meanwhile elsewhere). */
  | { type: 'linkedShown' };

export const initialLinkState: LinkState = { phase: 'idle' };

export function linkReducer(state: LinkState, event: LinkEvent): LinkState {
  switch (event.type) {
    case 'requested':
      return state.phase === 'idle' ? { phase: 'requesting' } : state;
    case 'linkReceived':
      return state.phase === 'requesting' ? { phase: 'waiting', url: event.url, tabOpened: event.tabOpened } : state;
    case 'linkRefused':
      return state.phase === 'requesting' ? initialLinkState : state;
    case 'checked':
      return state.phase === 'waiting' && event.message === TELEGRAM_LINKED_MESSAGE ? { phase: 'confirmed' } : state;
    case 'cancelled':
    case 'linkedShown':
      return initialLinkState;
  }
}
