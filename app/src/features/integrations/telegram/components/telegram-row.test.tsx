import { endpointUrl, TELEGRAM_POLL_MS } from '@school/contract';
import { telegramLinking, users } from '@school/mocks';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../../app/store';
import { setTokens } from '../../../../lib/cookies';
import { clearAllCookies } from '../../../../testing/cookies';
import { server } from '../../../../testing/server';
import { TelegramRow } from './telegram-row';
import { AppProvider } from '../../../../app/provider';

const checks: string[] = [];
const countChecks = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === endpointUrl('getTgUser')) checks.push(request.url);
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', countChecks);
});
beforeEach(() => {
  checks.length = 0;
  setTokens(`token-${users.student.username}`, 'refresh');
  // Time moves on its own (so the page's waits resolve) and also jumps when a test advances it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
  clearAllCookies();
});
afterAll(() => {
  server.events.removeListener('request:start', countChecks);
  server.close();
});

async function startWaiting() {
  // Never linked in these tests: every check answers 'not yet'.
  server.use(...telegramLinking(users.student, { completeAfter: Number.POSITIVE_INFINITY }));
  const view = render(
    <AppProvider store={createAppStore()}>
      <TelegramRow user={users.student} />
    </AppProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Привязать Telegram' }));
  expect(await screen.findByText('Проверяем привязку')).toBeInTheDocument();
  return view;
}

/** Lets a check that a timer started reach the network. */
const flush = () => vi.advanceTimersByTimeAsync(50);

describe('TelegramRow while waiting for the bot', () => {
  it('given the link was opened / checks once every 5 s', async () => {
    await startWaiting();
    await vi.advanceTimersByTimeAsync(TELEGRAM_POLL_MS);
    await flush();
    expect(checks).toHaveLength(1);
    expect(new URL(checks[0]!).searchParams.get('username')).toBe(users.student.username);
  });

  it('given the settings page is left / checks no more', async () => {
    const { unmount } = await startWaiting();
    unmount();
    await vi.advanceTimersByTimeAsync(3 * TELEGRAM_POLL_MS);
    await flush();
    expect(checks).toEqual([]);
  });

  it('given the visitor cancels / checks no more and offers linking again', async () => {
    await startWaiting();
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(screen.getByRole('button', { name: 'Привязать Telegram' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3 * TELEGRAM_POLL_MS);
    await flush();
    expect(checks).toEqual([]);
  });
});
