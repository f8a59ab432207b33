import { API_PREFIX, ERROR_CODES, MESSAGES, endpoints } from '@school/contract';
import { tempUsers } from '@school/mocks';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../app/store';
import { clearAllCookies } from '../testing/cookies';
import { server } from '../testing/server';
import { api } from './api';
import { COOKIE, getTokens, readCookie, setTokens, writeCookie } from './cookies';

const url = (path: string) => `${API_PREFIX}${path}`;

/* A bearer call that takes an argument, so ten of them are ten requests and not one cached query. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeRoleList: build.query<{ name: string }, string>({
      query: (rolename) => ({ url: endpoints.roleList.path, params: { rolename } }),
    }),
  }),
});

/** A store whose session has loaded the signed-in user, as startSession leaves it. */
function signedInStore() {
  const { session } = createAppStore().getState();
  return createAppStore({ session: { ...session, loading: false, userLoaded: true } });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => clearAllCookies());

/** Answers role lists only for `valid`, 401 otherwise; counts refreshes. */
function tokenServer(valid: string, refresh: (body: { authorization: string }) => Response | Promise<Response>) {
  const seen = { refreshes: 0, authorizations: [] as (string | null)[] };
  server.use(
    http.get(url(endpoints.roleList.path), ({ request }) => {
      const authorization = request.headers.get('Authorization');
      seen.authorizations.push(authorization);
      if (authorization !== `Bearer ${valid}`)
        return HttpResponse.json({ message: 'Сессия истекла или недействительна. Войдите снова.' }, { status: 401 });
      return HttpResponse.json({ name: new URL(request.url).searchParams.get('rolename') ?? '', menu: [] });
    }),
    http.post(url(endpoints.refreshToken.path), async ({ request }) => {
      seen.refreshes += 1;
      // A slow refresh, so the other nine 401s arrive while it runs.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return refresh((await request.json()) as { authorization: string });
    }),
  );
  return seen;
}

describe('baseQuery', () => {
  it('given an access token cookie / when a call is made / sends it as a Bearer token', async () => {
    setTokens('access-1', 'refresh-1');
    const seen = tokenServer('access-1', () => HttpResponse.json({}, { status: 500 }));
    const store = createAppStore();

    const result = await store.dispatch(probeApi.endpoints.probeRoleList.initiate('USER'));

    expect(result.data).toEqual({ name: 'USER', menu: [] });
    expect(seen.authorizations).toEqual(['Bearer access-1']);
  });

  it('given an expired access token / when ten calls get 401 at once / refreshes once, stores the rotated pair and retries each', async () => {
    setTokens('expired', 'refresh-1');
    const seen = tokenServer('access-2', ({ authorization }) =>
      authorization === 'refresh-1'
        ? HttpResponse.json({ newToken: 'access-2', refreshToken: 'refresh-2' })
        : HttpResponse.json({ message: 'Сессия истекла или недействительна. Войдите снова.' }, { status: 401 }),
    );
    const store = createAppStore();

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.dispatch(probeApi.endpoints.probeRoleList.initiate(`role-${i}`))),
    );

    expect(seen.refreshes).toBe(1);
    expect(results.map((r) => r.data?.name)).toEqual(Array.from({ length: 10 }, (_, i) => `role-${i}`));
    expect(getTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('given a refused refresh / when a call gets 401 / clears the tokens and the user becomes anonymous without a toast', async () => {
    setTokens('expired', 'revoked');
    const seen = tokenServer('never', () =>
      HttpResponse.json({ message: 'Сессия истекла или недействительна. Войдите снова.' }, { status: 401 }),
    );
    const store = signedInStore();

    const results = await Promise.all(
      ['a', 'b', 'c'].map((role) => store.dispatch(probeApi.endpoints.probeRoleList.initiate(role))),
    );

    expect(results.every((r) => r.error && 'status' in r.error && r.error.status === 401)).toBe(true);
    expect(seen.refreshes).toBe(1);
    expect(getTokens()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(store.getState().session).toMatchObject({ userLoaded: false, loading: false });
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('given a refused refresh and a tempuserId cookie / looks for the unfinished registration', async () => {
    setTokens('expired', 'revoked');
    writeCookie(COOKIE.tempuserId, 'temp-1');
    tokenServer('never', () => HttpResponse.json({ message: 'no' }, { status: 401 }));
    server.use(
      http.get(url(endpoints.getTempUser.path), ({ request }) =>
        new URL(request.url).searchParams.get('id') === 'temp-1'
          ? HttpResponse.json({ ...tempUsers.fresh, _id: 'temp-1' })
          : HttpResponse.json({ message: 'Temp user not found' }, { status: 404 }),
      ),
    );
    const store = createAppStore();

    await store.dispatch(probeApi.endpoints.probeRoleList.initiate('USER'));

    await expect.poll(() => store.getState().registration.unfinished).toBe(true);
  });

  it('given a call that fails with a message / raises one error toast with the server message', async () => {
    server.use(
      http.get(url(endpoints.roleList.path), () => HttpResponse.json({ message: 'Роль не найдена' }, { status: 404 })),
    );
    const store = createAppStore();

    await store.dispatch(probeApi.endpoints.probeRoleList.initiate('NOPE'));

    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ message: 'Роль не найдена', tone: 'error' }),
    ]);
  });

  it('given an account banned while signed in / when any call answers 403 ERR_FORBIDDEN_403 / blocks the app with the ban dialog instead of a toast', async () => {
    server.use(
      http.get(url(endpoints.roleList.path), () =>
        HttpResponse.json({ message: MESSAGES.banned, code: ERROR_CODES.banned }, { status: 403 }),
      ),
    );
    const store = signedInStore();

    await store.dispatch(probeApi.endpoints.probeRoleList.initiate('USER'));

    expect(store.getState().session).toMatchObject({ blocker: 'banned', userLoaded: false });
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('given a call refused by a role rule (403 ERR_NO_PERMISSION_403) / shows the server message and does not block', async () => {
    server.use(
      http.get(url(endpoints.roleList.path), () =>
        HttpResponse.json({ message: MESSAGES.forbidden, code: ERROR_CODES.forbidden }, { status: 403 }),
      ),
    );
    const store = createAppStore();

    await store.dispatch(probeApi.endpoints.probeRoleList.initiate('USER'));

    expect(store.getState().session.blocker).toBeNull();
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ message: MESSAGES.forbidden, tone: 'error' }),
    ]);
  });

  it('given a 401 from the login call / does not try to refresh and shows the server message', async () => {
    setTokens('whatever', 'refresh-1');
    let refreshes = 0;
    server.use(
      http.post(url(endpoints.login.path), () =>
        HttpResponse.json({ message: 'Неверный логин или пароль' }, { status: 401 }),
      ),
      http.post(url(endpoints.refreshToken.path), () => {
        refreshes += 1;
        return HttpResponse.json({ newToken: 'x', refreshToken: 'y' });
      }),
    );
    const loginApi = api.injectEndpoints({
      endpoints: (build) => ({
        probeLogin: build.mutation<unknown, { username: string; password: string }>({
          query: (body) => ({ url: endpoints.login.path, method: 'POST', body }),
        }),
      }),
    });
    const store = createAppStore();

    await store.dispatch(loginApi.endpoints.probeLogin.initiate({ username: 'anna', password: 'wrong-pass' }));

    expect(refreshes).toBe(0);
    expect(readCookie(COOKIE.refreshToken)).toBe('refresh-1');
    expect(store.getState().notifications.items.map((n) => n.message)).toEqual(['Неверный логин или пароль']);
  });
});
