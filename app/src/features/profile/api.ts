import { MESSAGES, routes, type EndpointBody, type EndpointResponse } from '@school/contract';
import { api, errorMessage, errorStatus } from '../../lib/api';
import { sessionApi } from '../session';

/** The server's 'Неверный текущий пароль': the form says it at the 'Текущий пароль' field, not in a toast. */
export const isWrongCurrentPassword = (error: unknown) =>
  errorStatus(error) === 400 && errorMessage(error, '') === MESSAGES.wrongCurrentPassword;

/** The settings page's own call: names, avatar and password in one POST /api/update-profile. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<EndpointResponse<'updateProfile'>, EndpointBody<'updateProfile'>>({
      query: (body) => ({ url: routes.updateProfile.path, method: 'POST', body }),
      // Other refusals go to the common error toast with the server's message.
      extraOptions: { silent: isWrongCurrentPassword },
      /*
       * The answer is the updated User (api.md), so it replaces the cached getuser at once and the
       * app bar shows the new name and avatar. Refetching instead (invalidating 'User') would cost a
       * second call for the same data.
       */
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionApi.util.updateQueryData('getUser', undefined, () => data));
          // A new password has ended every other sign-in on the server: 'Где Вы вошли' keeps only this one.
          if (body.password) {
            dispatch(
              sessionApi.util.updateQueryData('listSessions', undefined, (list) => list.filter((item) => item.current)),
            );
          }
        } catch {
          // Already told by the common error handler, or by the form at its field.
        }
      },
    }),
    /* A download, not a view: asked for at the click, never kept in the cache. */
    myData: build.query<EndpointResponse<'myData'>, void>({
      query: () => routes.myData.path,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUpdateProfileMutation, useLazyMyDataQuery } = profileApi;
