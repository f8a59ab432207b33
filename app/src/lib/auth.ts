import { createAsyncThunk, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  apiRoutes,
  ERROR_CODES,
  LOADING_DELAY_MS,
  type EndpointResponse,
  type TempUser,
  type User,
} from '@school/contract';
import { useSelector } from 'react-redux';
import { api, errorStatus } from './api';
import { browser, delay } from './browser';
import { clearSessionCookies, COOKIE, getTokens, readCookie, removeCookie } from './cookies';
import {
  blocked,
  loggingOutStarted,
  selectUserLoaded,
  sessionAnonymous,
  sessionExpired,
  sessionLoaded,
  unfinishedRegistrationChanged,
  type GlobalState,
} from './global-slice';

/** The calls every screen depends on: health, the signed-in user, a pending registration, sign-out. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    check: build.query<EndpointResponse<'check'>, void>({
      query: () => apiRoutes.check.path,
      // A failed health check opens its own blocking dialog instead of a toast.
      extraOptions: { silent: true },
    }),
    getUser: build.query<User, void>({
      query: () => apiRoutes.getUser.path,
      providesTags: (user) => (user ? [{ type: 'User', id: user.username }] : []),
      // 401 ends in a refresh or in being signed out, 403 in the 'Доступ запрещен' dialog.
      extraOptions: { silent: [401, 403] },
    }),
    getTempUser: build.query<TempUser, string>({
      query: (id) => ({ url: apiRoutes.getTempUser.path, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'TempUser', id }],
      // A registration that is gone is forgotten silently (platform.md section 8).
      extraOptions: { silent: [404] },
    }),
    cancelRegistration: build.mutation<unknown, string>({
      query: (id) => ({ url: apiRoutes.cancelReg.path, params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'TempUser', id }],
      extraOptions: { silent: [404] },
    }),
    logout: build.mutation<unknown, string>({
      query: (refreshToken) => ({ url: apiRoutes.logout.path, method: 'POST', body: { authorization: refreshToken } }),
      // Signing out goes on even when the server cannot be told.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useCancelRegistrationMutation } = sessionApi;

/** True for the answer to a banned account (403 with ERR_FORBIDDEN_403, or any 403 of getuser). */
function isBannedError(error: unknown): boolean {
  if (errorStatus(error) !== 403) return false;
  const code = (error as { data?: { code?: unknown } }).data?.code;
  return code === undefined || code === ERROR_CODES.banned;
}

/** With a `tempuserId` cookie, asks whether that pending registration still exists. */
export const lookForUnfinishedRegistration = createAsyncThunk(
  'session/lookForUnfinishedRegistration',
  async (_, { dispatch }) => {
    const id = readCookie(COOKIE.tempuserId);
    if (!id) return;
    const result = await dispatch(
      sessionApi.endpoints.getTempUser.initiate(id, { subscribe: false, forceRefetch: true }),
    );
    if (result.data) dispatch(unfinishedRegistrationChanged(true));
    else if (errorStatus(result.error) === 404) removeCookie(COOKIE.tempuserId);
  },
);

/**
 * The session lifecycle of platform.md section 4: health check, then the user (kept subscribed for
 * the life of the page) with a short skeleton, or anonymous and a look for an unfinished registration.
 */
export const startSession = createAsyncThunk('session/start', async (_, { dispatch }) => {
  const health = await dispatch(sessionApi.endpoints.check.initiate(undefined, { subscribe: false }));
  if (health.error) {
    dispatch(blocked('server'));
    return;
  }

  const { accessToken, refreshToken } = getTokens();
  if (!accessToken && !refreshToken) {
    dispatch(sessionAnonymous());
    await dispatch(lookForUnfinishedRegistration());
    return;
  }

  const user = await dispatch(sessionApi.endpoints.getUser.initiate());
  if (user.data) {
    await delay(LOADING_DELAY_MS);
    dispatch(user.data.isBanned ? blocked('banned') : sessionLoaded());
    return;
  }
  if (isBannedError(user.error)) {
    dispatch(blocked('banned'));
    return;
  }
  // A refused refresh has already signed the visitor out (see the sessionExpired listener).
  if (errorStatus(user.error) !== 401) {
    dispatch(sessionAnonymous());
    await dispatch(lookForUnfinishedRegistration());
  }
});

/** Sign-out: tell the server, forget the tokens, show the spinner for 0.6 s, then load / afresh. */
export const logout = createAsyncThunk('session/logout', async (_, { dispatch }) => {
  dispatch(loggingOutStarted());
  const { refreshToken } = getTokens();
  if (refreshToken) await dispatch(sessionApi.endpoints.logout.initiate(refreshToken));
  clearSessionCookies();
  await delay(LOADING_DELAY_MS);
  browser.assign('/');
});

/** When a refresh is refused mid-session, the visitor is anonymous and may have a registration to finish. */
export function registerSessionListeners(startListening: ListenerMiddlewareInstance['startListening']) {
  return startListening({
    actionCreator: sessionExpired,
    effect: async (_action, listenerApi) => {
      // Several refused calls at once: look once.
      listenerApi.unsubscribe();
      await listenerApi.dispatch(lookForUnfinishedRegistration());
      listenerApi.subscribe();
    },
  });
}

/** The signed-in user, or undefined while loading, when anonymous and after a refused refresh. */
export function useCurrentUser(): User | undefined {
  const userLoaded = useSelector((state: { global: GlobalState }) => selectUserLoaded(state));
  const { data } = sessionApi.endpoints.getUser.useQueryState();
  return userLoaded ? data : undefined;
}
