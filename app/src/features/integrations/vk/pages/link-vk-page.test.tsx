import { endpointUrl, MESSAGES, REDIRECT_AFTER_FAILED_LINK_MS } from '@school/contract';
import { accessTokenFor, MOCK_VK_STATE, users, vkCodeFor, vkTokenFor } from '@school/mocks';
import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../../../../lib/cookies';
import { clearAllCookies } from '../../../../testing/cookies';
import { renderRoutes } from '../../../../testing/render-routes';
import { server } from '../../../../testing/server';
import { LINK_VK_TEXTS, LinkVkPage } from './link-vk-page';

/** The bodies the page sent, by call. */
const sent: { exchange: unknown[]; link: unknown[] } = { exchange: [], link: [] };
const record = async ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (path === endpointUrl('exchangeVkCode')) sent.exchange.push(await request.clone().json());
  if (path === endpointUrl('linkVkId')) sent.link.push(await request.clone().json());
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', record);
});
beforeEach(() => {
  sent.exchange = [];
  sent.link = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  clearAllCookies();
});
afterAll(() => {
  server.events.removeListener('request:start', record);
  server.close();
});

/* Under StrictMode, as main.tsx mounts the app: its second effect must not send the single-use code again. */
function renderAt(path: string) {
  const routes = [
    { path: '/link-vk', element: <LinkVkPage /> },
    { path: '/', element: <p>Главная страница</p> },
    { path: '/settings', element: <p>Личный кабинет</p> },
  ];
  const { store } = renderRoutes(routes, path, { strictMode: true });
  return { toasts: () => store.getState().notifications.items.map(({ message, tone }) => ({ message, tone })) };
}

const returnPath = (code: string, state = MOCK_VK_STATE) =>
  `/link-vk?${new URLSearchParams({ code, device_id: 'device-1', state })}`;

const signIn = () => setTokens(accessTokenFor(users.student), 'refresh-student');

describe('/link-vk', () => {
  it('given a session and VK ID vouching for a free VK id / links it once and goes back to the settings with a toast', async () => {
    signIn();
    const { toasts } = renderAt(returnPath(vkCodeFor('555000111')));
    expect(await screen.findByText('Личный кабинет')).toBeInTheDocument();
    expect(sent.exchange).toEqual([{ code: vkCodeFor('555000111'), device_id: 'device-1', state: MOCK_VK_STATE }]);
    expect(sent.link).toEqual([{ token: vkTokenFor('555000111'), id: '555000111' }]);
    expect(toasts()).toEqual([{ message: LINK_VK_TEXTS.linked, tone: 'success' }]);
  });

  it.each([
    [
      'the VK id belongs to another account (409)',
      returnPath(vkCodeFor(users.vkStudent.VKId!)),
      MESSAGES.vkAlreadyLinked,
    ],
    ['the state is unknown or used (400)', returnPath(vkCodeFor('555000111'), 'replayed'), MESSAGES.vkStateInvalid],
    ['VK ID answers {error}', returnPath('expired-code'), LINK_VK_TEXTS.failed],
    [
      'VK ID came back without a code',
      `/link-vk?${new URLSearchParams({ error: 'access_denied', state: MOCK_VK_STATE })}`,
      LINK_VK_TEXTS.failed,
    ],
  ])('given %s / shows the reason and goes back to the settings after 1.5 s', async (_case, path, message) => {
    signIn();
    const { toasts } = renderAt(path);
    /* Each check of waitFor moves the fake clock by its interval: 1 ms keeps the 1.5 s count exact. */
    await vi.waitFor(() => expect(toasts()).toEqual([{ message, tone: 'error' }]), { interval: 1 });
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_FAILED_LINK_MS - 100));
    expect(screen.queryByText('Личный кабинет')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByText('Личный кабинет')).toBeInTheDocument();
  });

  it('without a session / goes home and sends nothing', async () => {
    renderAt(returnPath(vkCodeFor('555000111')));
    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
    expect(sent.exchange).toEqual([]);
  });

  it('opened without VK ID answer / goes back to the settings silently', async () => {
    signIn();
    const { toasts } = renderAt('/link-vk');
    expect(await screen.findByText('Личный кабинет')).toBeInTheDocument();
    expect(sent.exchange).toEqual([]);
    expect(toasts()).toEqual([]);
  });
});
