import { routes, type EndpointResponse } from '@school/contract';
import { api } from '../../../lib/api';

/** The Telegram bot: the deep link that ties a chat to the account, the link's status, and unlinking. */
export const telegramApi = api.injectEndpoints({
  endpoints: (build) => ({
    tgLink: build.mutation<EndpointResponse<'tgLink'>, void>({
      query: () => ({ url: routes.tgLink.path, method: 'POST' }),
      // 409: linked already (in another tab, say); the row reloads the user instead of complaining.
      extraOptions: { silent: [409] },
    }),
    getTgUser: build.query<EndpointResponse<'getTgUser'>, string>({
      query: (username) => ({ url: routes.getTgUser.path, params: { username } }),
      // Polled every 5 s while waiting: a failed check is simply asked again by the next one.
      extraOptions: { silent: true },
    }),
    unlinkTg: build.mutation<EndpointResponse<'unlinkTg'>, string>({
      query: (username) => ({ url: routes.unlinkTg.path, method: 'POST', body: { username } }),
      invalidatesTags: (_result, error, username) => (error ? [] : [{ type: 'User', id: username }]),
    }),
  }),
});

export const { useTgLinkMutation, useUnlinkTgMutation } = telegramApi;
