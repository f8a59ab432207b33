import { API_PREFIX, endpoints, ERROR_CODES, LOADING_DELAY_MS } from '@school/contract';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { clearAllCookies } from '../../testing/cookies';
import { MOCK_PASSWORD, tempUsers, tokensFor, users } from '@school/mocks';
import { server } from '../../testing/server';
import { logout, sessionApi, startSession, useCurrentUser } from '.';
import { browser } from '../../lib/browser';
import { leaveNextLoadNotice } from '../../lib/next-load-notice';
import { COOKIE, getTokens, readCookie, setTokens, writeCookie } from '../../lib/cookies';
import { renderHook } from '@testing-library/react';
import { withFreshStore } from '../../testing/store-wrapper';
import { signInApi } from './sign-in-api';

const url = (path: string) => `${API_PREFIX}${path}`;
const healthy = http.get(url(endpoints.check.path), () => HttpResponse.json({ status: 'ok' }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => clearAllCookies());

describe('startSession', () => {
  it('given the health check fails / blocks the app with the server-error dialog', async () => {
    server.use(http.get(url(endpoints.check.path), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const store = createAppStore();

    await store.dispatch(startSession());

    expect(store.getState().session).toMatchObject({ blocker: 'server', loading: false, userLoaded: false });
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('given no tokens / finishes loading as anonymous without asking for the user', async () => {
    server.use(healthy);
    const store = createAppStore();

    await store.dispatch(startSession());

    expect(store.getState().session).toMatchObject({ loading: false, userLoaded: false });
    expect(store.getState().registration.unfinished).toBe(false);
  });

  it('given a valid token / loads the user, keeps the skeleton about 0.6 s, then shows them', async () => {
    setTokens('access-1', 'refresh-1');
    server.use(
      healthy,
      http.get(url(endpoints.getUser.path), () => HttpResponse.json(users.student)),
    );
    const store = createAppStore();
    const started = Date.now();

    await store.dispatch(startSession());

    expect(Date.now() - started).toBeGreaterThanOrEqual(LOADING_DELAY_MS - 20);
    expect(store.getState().session).toMatchObject({ loading: false, userLoaded: true });
    const { result } = renderHook(() => useCurrentUser(), withFreshStore(store));
    expect(result.current?.firstName).toBe('Иван');
  });

  it.each([
    ['before', 0],
    ['after', 50],
  ])(
    'given a valid token and a server that is down, the user call failing %s the check / only the server-error dialog speaks',
    async (_order, userDelayMs) => {
      setTokens('access-1', 'refresh-1');
      server.use(
        http.get(url(endpoints.check.path), async () => {
          await new Promise((resolve) => setTimeout(resolve, 25));
          return HttpResponse.json({ message: 'down' }, { status: 503 });
        }),
        http.get(url(endpoints.getUser.path), async () => {
          await new Promise((resolve) => setTimeout(resolve, userDelayMs));
          return HttpResponse.json({ message: 'Сервер недоступен' }, { status: 503 });
        }),
      );
      const store = createAppStore();

      // As main.tsx starts a page: the user call leaves beside the health check.
      store.dispatch(sessionApi.endpoints.getUser.initiate());
      await store.dispatch(startSession());
      await new Promise((resolve) => setTimeout(resolve, userDelayMs + 25));

      expect(store.getState().session).toMatchObject({ blocker: 'server', loading: false, userLoaded: false });
      expect(store.getState().notifications.items).toEqual([]);
      expect(getTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    },
  );

  it('given a banned account / opens the access-denied dialog instead of loading', async () => {
    setTokens('access-1', 'refresh-1');
    server.use(
      healthy,
      http.get(url(endpoints.getUser.path), () =>
        HttpResponse.json({ message: 'Доступ запрещен', code: ERROR_CODES.banned }, { status: 403 }),
      ),
    );
    const store = createAppStore();

    await store.dispatch(startSession());

    expect(store.getState().session).toMatchObject({ blocker: 'banned', loading: false, userLoaded: false });
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('given an expired token and a refused refresh / becomes anonymous and forgets the tokens', async () => {
    setTokens('expired', 'revoked');
    server.use(
      healthy,
      http.get(url(endpoints.getUser.path), () => HttpResponse.json({ message: 'no' }, { status: 401 })),
      http.post(url(endpoints.refreshToken.path), () => HttpResponse.json({ message: 'no' }, { status: 401 })),
    );
    const store = createAppStore();

    await store.dispatch(startSession());

    expect(store.getState().session).toMatchObject({ loading: false, userLoaded: false, blocker: null });
    expect(getTokens()).toEqual({ accessToken: undefined, refreshToken: undefined });
  });

  it('given a tempuserId cookie of an existing registration / offers to finish it', async () => {
    writeCookie(COOKIE.tempuserId, tempUsers.fresh._id);
    server.use(
      healthy,
      http.get(url(endpoints.getTempUser.path), () => HttpResponse.json(tempUsers.fresh)),
    );
    const store = createAppStore();

    await store.dispatch(startSession());

    expect(store.getState().registration.unfinished).toBe(true);
  });

  it('given the reload after a password reset / opens the sign-in dialog saying the password changed, once', async () => {
    server.use(healthy);
    leaveNextLoadNotice('password-changed');
    const store = createAppStore();

    await store.dispatch(startSession());

    expect(store.getState().session).toMatchObject({
      loginDialog: true,
      loginNotice: 'Пароль изменен. Войдите с новым паролем.',
    });
    const again = createAppStore();
    await again.dispatch(startSession());
    expect(again.getState().session).toMatchObject({ loginDialog: false, loginNotice: null });
  });

  it('given a tempuserId cookie of a registration that is gone / removes the cookie silently', async () => {
    writeCookie(COOKIE.tempuserId, 'gone');
    server.use(
      healthy,
      http.get(url(endpoints.getTempUser.path), () =>
        HttpResponse.json({ message: 'Temp user not found' }, { status: 404 }),
      ),
    );
    const store = createAppStore();

    await store.dispatch(startSession());

    expect(store.getState().registration.unfinished).toBe(false);
    expect(readCookie(COOKIE.tempuserId)).toBeUndefined();
    expect(store.getState().notifications.items).toEqual([]);
  });
});

describe('logout', () => {
  it('posts the refresh token, clears the cookies, shows the spinner 0.6 s, then loads / afresh', async () => {
    setTokens('access-1', 'refresh-1');
    let posted: unknown;
    server.use(
      http.post(url(endpoints.logout.path), async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const store = createAppStore();
    const started = Date.now();

    const done = store.dispatch(logout());
    expect(store.getState().session.loggingOut).toBe(true);
    await done;

    expect(posted).toEqual({ authorization: 'refresh-1' });
    expect(getTokens()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOADING_DELAY_MS - 20);
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('the token cookies', () => {
  it('given a password sign-in / holds the tokens as the answer arrives and forgets an older VK ID mark', async () => {
    writeCookie(COOKIE.accessTokenVK, 'vk-token-of-an-earlier-session');
    const store = createAppStore();

    const answer = store.dispatch(
      signInApi.endpoints.login.initiate({ username: users.student.username, password: MOCK_PASSWORD }),
    );
    // What the dialog does next (it reloads the page) sees the tokens already written.
    const cookiesAtAnswer = await answer.then(() => ({ ...getTokens(), vk: readCookie(COOKIE.accessTokenVK) }));

    expect(cookiesAtAnswer).toEqual({ ...tokensFor(users.student), vk: undefined });
  });

  it('given a refused sign-in / writes nothing', async () => {
    const store = createAppStore();

    await store.dispatch(
      signInApi.endpoints.login.initiate({ username: users.student.username, password: 'wrong-pass' }),
    );

    expect(getTokens()).toEqual({ accessToken: undefined, refreshToken: undefined });
  });
});
