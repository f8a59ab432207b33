import { MESSAGES, TELEGRAM_LINKED_MESSAGE } from '@school/contract';
import { describe, expect, it } from 'vitest';
import { initialLinkState, linkReducer, type LinkEvent, type LinkState } from './link-state';

const run = (events: LinkEvent[], from: LinkState = initialLinkState) => events.reduce(linkReducer, from);
const url = 'https://t.me/school_mock_bot?start=abc';

describe('linkReducer', () => {
  it('given a link issued and opened / waits, and stays waiting while the bot has not got the chat', () => {
    const state = run([
      { type: 'requested' },
      { type: 'linkReceived', url, tabOpened: true },
      { type: 'checked', message: MESSAGES.telegramNotLinked },
      { type: 'checked', message: MESSAGES.telegramNotLinked },
    ]);
    expect(state).toEqual({ phase: 'waiting', url, tabOpened: true });
  });

  it('given the check answers Complete / waits for the reloaded user, then is idle once it is shown', () => {
    const waiting = run([{ type: 'requested' }, { type: 'linkReceived', url, tabOpened: false }]);
    const confirmed = linkReducer(waiting, { type: 'checked', message: TELEGRAM_LINKED_MESSAGE });
    expect(confirmed).toEqual({ phase: 'confirmed' });
    expect(linkReducer(confirmed, { type: 'linkedShown' })).toEqual(initialLinkState);
  });

  it('given the link is refused (409 or an error) / is idle again', () => {
    expect(run([{ type: 'requested' }, { type: 'linkRefused' }])).toEqual(initialLinkState);
  });

  it('given a second click while the link is asked for / asks once', () => {
    expect(run([{ type: 'requested' }, { type: 'requested' }])).toEqual({ phase: 'requesting' });
  });

  it('given the visitor cancels the wait / a late check or link changes nothing', () => {
    const cancelled = run([{ type: 'requested' }, { type: 'cancelled' }]);
    expect(run([{ type: 'linkReceived', url, tabOpened: true }], cancelled)).toEqual(initialLinkState);
    expect(run([{ type: 'checked', message: TELEGRAM_LINKED_MESSAGE }], cancelled)).toEqual(initialLinkState);
  });
});
