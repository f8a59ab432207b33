import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_PREFIX, ERROR_CODES, routes, type EndpointResponse, type Tokens } from '@school/contract';
import { getTokens } from './cookies';
import { notify } from './notifications-slice';
import { blocked, sessionExpired, signedIn, tokensRefreshed, type SignInWay } from './session-events';

/**
 * Per-endpoint options: `silent` keeps the common error handler quiet (all statuses, the listed ones,
 * or the errors a test picks: one the caller shows at a field, while the rest are still toasted).
 * `signsIn` marks a call whose answer, when it holds tokens, is a sign-in: it is announced as `signedIn`.
 */
export interface ApiExtraOptions {
  silent?: boolean | readonly (number | string)[] | ((error: FetchBaseQueryError) => boolean);
  signsIn?: SignInWay;
}

/** Shown when the server could not be reached or answered without a message. */
export const FALLBACK_ERROR_MESSAGE = 'Не удалось выполнить запрос. Попробуйте позже.';

const authFreePaths = new Set<string>(
  Object.values(routes)
    .filter((endpoint) => endpoint.auth === 'none')
    .map((endpoint) => endpoint.path),
);

const pathOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).split('?')[0] ?? '';

/** Calls of anyone (login, registration, ...) answer 401 for a wrong password, not for a stale token. */
const needsAuth = (args: string | FetchArgs) => !authFreePaths.has(pathOf(args));

const rawBaseQuery = fetchBaseQuery({
  // Absolute: Node's Request (under jsdom in unit tests) refuses relative URLs.
  baseUrl: typeof window === 'undefined' ? API_PREFIX : `${window.location.origin}${API_PREFIX}`,
  prepareHeaders(headers, { arg }) {
    const { accessToken } = getTokens();
    if (accessToken && needsAuth(arg as string | FetchArgs)) headers.set('Authorization', `Bearer ${accessToken}`);
    return headers;
  },
});

/** The server's `message` of a failed call, or a fallback. */
export function errorMessage(error: unknown, fallback: string = FALLBACK_ERROR_MESSAGE): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message)
      return data.message;
  }
  return fallback;
}

export function errorStatus(error: unknown): number | string | undefined {
  return error && typeof error === 'object' && 'status' in error ? (error.status as number | string) : undefined;
}

export function errorCode(error: unknown): unknown {
  return error && typeof error === 'object' && 'data' in error
    ? (error.data as { code?: unknown } | undefined)?.code
    : undefined;
}

/** The session's tokens in an answer, if it holds them (a registration under 14 answers without). */
function tokensIn(data: unknown): Tokens | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { accessToken, refreshToken } = data as Partial<Record<keyof Tokens, unknown>>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string'
    ? { accessToken, refreshToken }
    : undefined;
}

function isSilent(error: FetchBaseQueryError, options: ApiExtraOptions | undefined) {
  const silent = options?.silent;
  if (silent === true) return true;
  if (typeof silent === 'function') return silent(error);
  return Array.isArray(silent) && silent.includes(error.status);
}

/*
 * One refresh at a time: the first 401 starts it, the calls that meet it (starting, or failing with the old
 * token) wait for it and retry with the new token. A shared promise does what a mutex would, in a few lines
 * instead of a library in every visitor's first download (issue 16).
 */
let refreshing: Promise<boolean> | undefined;

/**
 * Resolves once no refresh is under way; how it went shows in the token cookies. The session writes them while
 * `tokensRefreshed` or `sessionExpired` is dispatched, so they are in place before the waiting calls are sent again.
 */
const refreshSettled = async () => {
  await refreshing?.catch(() => false);
};

type RefreshResponse = EndpointResponse<'refreshToken'>;

async function refreshSession(api: Parameters<BaseQueryFn>[1], extraOptions: object): Promise<boolean> {
  const { refreshToken } = getTokens();
  if (refreshToken) {
    const result = await rawBaseQuery(
      { url: routes.refreshToken.path, method: 'POST', body: { authorization: refreshToken } },
      api,
      extraOptions,
    );
    const data = result.data as RefreshResponse | undefined;
    if (data?.newToken && data.refreshToken) {
      api.dispatch(tokensRefreshed({ accessToken: data.newToken, refreshToken: data.refreshToken }));
      return true;
    }
  }
  api.dispatch(sessionExpired());
  return false;
}

/**
 * After a 401 to a call sent with `sentWith`: the one refresh (started here, or the one under way, or none when
 * another call has refreshed since), then whether to send the call again (a token is in the cookies).
 */
async function retryAfterUnauthorized(
  sentWith: string | undefined,
  api: Parameters<BaseQueryFn>[1],
  extraOptions: object = {},
): Promise<boolean> {
  if (getTokens().accessToken === sentWith && !refreshing) {
    const refresh = refreshSession(api, extraOptions).finally(() => {
      refreshing = undefined;
    });
    refreshing = refresh;
    return refresh;
  }
  // Another call refreshed while this one was in flight, or is refreshing now.
  await refreshSettled();
  return Boolean(getTokens().accessToken);
}

/**
 * The session rules for a call sent outside RTK Query (an upload by XMLHttpRequest, for its progress): `send` is
 * called with the current access token once any refresh under way is over, and once more after a 401 if the
 * shared refresh gave a new token, exactly as the base query does. A thunk, for the refresh's dispatch.
 */
export const withSession =
  <T extends { status: number }>(send: (accessToken: string | undefined) => Promise<T>) =>
  async (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, getState: () => unknown): Promise<T> => {
    await refreshSettled();
    const sentWith = getTokens().accessToken;
    const first = await send(sentWith);
    if (first.status !== 401) return first;
    const api = {
      dispatch,
      getState,
      signal: new AbortController().signal,
      abort: () => {},
      extra: undefined,
      endpoint: 'refreshToken',
      type: 'mutation',
    } satisfies Parameters<BaseQueryFn>[1];
    return (await retryAfterUnauthorized(sentWith, api)) ? send(getTokens().accessToken) : first;
  };

/**
 * fetchBaseQuery plus the session rules: Bearer from the `accessToken` cookie; on a 401 one refresh
 * (shared by every call that meets it) and a retry; a sign-in's tokens announced before its caller sees the
 * answer; and the one common error handler (a toast with the server's message).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  await refreshSettled();
  const sentWith = getTokens().accessToken;
  let result = await rawBaseQuery(args, api, extraOptions ?? {});

  if (result.error?.status === 401 && needsAuth(args) && (await retryAfterUnauthorized(sentWith, api, extraOptions))) {
    result = await rawBaseQuery(args, api, extraOptions ?? {});
  }

  const way = extraOptions?.signsIn;
  const tokens = way && tokensIn(result.data);
  if (way && tokens) api.dispatch(signedIn({ tokens, way }));

  // A ban takes effect on the very next call, whatever it was: block the app as on start.
  if (result.error?.status === 403 && errorCode(result.error) === ERROR_CODES.banned) {
    api.dispatch(blocked('banned'));
    return result;
  }

  if (result.error && !isSilent(result.error, extraOptions)) {
    // A refused refresh is not news to the visitor: they simply are signed out.
    const signedOut = result.error.status === 401 && needsAuth(args);
    if (!signedOut) api.dispatch(notify(errorMessage(result.error)));
  }
  return result;
};

/** The one API of the app; features add their calls with `api.injectEndpoints` in `features/<f>/api.ts`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'TempUser', 'Role', 'Subject', 'Audit'],
  endpoints: () => ({}),
});
