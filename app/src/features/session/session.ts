import { createAsyncThunk, isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { ERROR_CODES, LOADING_DELAY_MS } from '@school/contract';
import { errorStatus } from '../../lib/api';
import { browser, delay } from '../../lib/browser';
import { clearSessionCookies, clearTokens, COOKIE, getTokens, removeCookie, setTokens } from '../../lib/cookies';
import { TEXTS } from '../../config/texts';
import { takeNextLoadNotice } from '../../lib/next-load-notice';
import { blocked, sessionExpired, signedIn, tokensRefreshed } from '../../lib/session-events';
import { lookForUnfinishedRegistration } from '../registration';
import { sessionApi } from './api';
import { loggingOutStarted, loginInvited, sessionAnonymous, sessionLoaded } from './session-slice';

/** True for the answer to a banned account (403 with ERR_FORBIDDEN_403, or any 403 of getuser). */
function isBannedError(error: unknown): boolean {
  if (errorStatus(error) !== 403) return false;
  const code = (error as { data?: { code?: unknown } }).data?.code;
  return code === undefined || code === ERROR_CODES.banned;
}

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
    // Back from a password reset: the sign-in dialog says so, and no other prompt competes with it.
    if (takeNextLoadNotice() === 'password-changed') {
      dispatch(loginInvited(TEXTS.passwordChanged));
      return;
    }
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

/**
 * The session's reactions to what the API layer tells (lib/session-events). The token cookies have this one writer
 * (docs/decisions/009-token-cookies.md): every sign-in and refresh keeps its tokens, a refused refresh forgets
 * them. It runs while the event is dispatched, before the caller of the call sees the answer, so a page that
 * reloads on a sign-in reloads with the tokens in place.
 */
export function registerSessionListeners(startListening: ListenerMiddlewareInstance['startListening']) {
  startListening({
    matcher: isAnyOf(signedIn, tokensRefreshed, sessionExpired),
    effect: (action) => {
      if (signedIn.match(action)) {
        const { tokens, way } = action.payload;
        setTokens(tokens.accessToken, tokens.refreshToken);
        // A password session: an older VK ID mark must not make a later unlink of VK ID sign it out.
        if (way === 'password') removeCookie(COOKIE.accessTokenVK);
      } else if (tokensRefreshed.match(action)) {
        setTokens(action.payload.accessToken, action.payload.refreshToken);
      } else {
        clearTokens();
      }
    },
  });

  // When a refresh is refused mid-session, the visitor is anonymous and may have a registration to finish.
  startListening({
    actionCreator: sessionExpired,
    effect: async (_action, listenerApi) => {
      // Several refused calls at once: look once.
      listenerApi.unsubscribe();
      await listenerApi.dispatch(lookForUnfinishedRegistration());
      listenerApi.subscribe();
    },
  });
}
