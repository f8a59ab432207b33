import { routes, type EndpointResponse, type User } from '@school/contract';
import { api } from '../../lib/api';

/** The calls every screen depends on: health, the signed-in user and sign-out (sign-in is in sign-in-api.ts, loaded with its dialog). */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    check: build.query<EndpointResponse<'check'>, void>({
      query: () => routes.check.path,
      // A failed health check opens its own blocking dialog instead of a toast.
      extraOptions: { silent: true },
    }),
    getUser: build.query<User, void>({
      query: () => routes.getUser.path,
      providesTags: (user) => (user ? [{ type: 'User', id: user.username }] : []),
      // 401 ends in a refresh or in being signed out, 403 in the 'Доступ запрещен' dialog.
      extraOptions: { silent: [401, 403] },
    }),
    logout: build.mutation<unknown, string>({
      query: (refreshToken) => ({ url: routes.logout.path, method: 'POST', body: { authorization: refreshToken } }),
      // Signing out goes on even when the server cannot be told.
      extraOptions: { silent: true },
    }),

    /* 'Где Вы вошли' on the settings page. No tag: the list changes only through the two calls
       below, and they edit the cached list themselves once the server has agreed. */
    listSessions: build.query<EndpointResponse<'listSessions'>, void>({
      query: () => routes.listSessions.path,
      // The section shows its own error state instead of a toast.
      extraOptions: { silent: true },
    }),
    revokeSession: build.mutation<EndpointResponse<'revokeSession'>, string>({
      query: (id) => ({ url: routes.revokeSession.path, method: 'POST', body: { id } }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          sessionApi.util.updateQueryData('listSessions', undefined, (list) => list.filter((item) => item.id !== id)),
        );
      },
    }),
    revokeOtherSessions: build.mutation<EndpointResponse<'revokeOtherSessions'>, void>({
      query: () => ({ url: routes.revokeOtherSessions.path, method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          sessionApi.util.updateQueryData('listSessions', undefined, (list) => list.filter((item) => item.current)),
        );
      },
    }),
  }),
});

export const { useListSessionsQuery, useRevokeSessionMutation, useRevokeOtherSessionsMutation } = sessionApi;
