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
  }),
});
