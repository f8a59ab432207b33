import { routes, type EndpointBody, type EndpointQuery, type EndpointResponse } from '@school/contract';
import { api } from '../../../lib/api';

/**
 * VK ID: the PKCE start, the code exchange, sign-in / registration by a VK token, linking and unlinking.
 * Only this feature's lazy chunks import it (see index.ts): it stays out of the anonymous entry chunk.
 */
export const vkApi = api.injectEndpoints({
  endpoints: (build) => ({
    vkStart: build.mutation<EndpointResponse<'vkStart'>, EndpointBody<'vkStart'>>({
      query: (body) => ({ url: routes.vkStart.path, method: 'POST', body }),
    }),
    // The same call made when a VK control appears, before anyone clicked: a failure only swaps the
    // widget for our button, whose click asks again and then says what went wrong.
    vkStartForWidget: build.mutation<EndpointResponse<'vkStart'>, EndpointBody<'vkStart'>>({
      query: (body) => ({ url: routes.vkStart.path, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    // Both return pages show their own outcome; VK ID's `{error}` comes with status 200.
    exchangeVkCode: build.mutation<EndpointResponse<'exchangeVkCode'>, EndpointBody<'exchangeVkCode'>>({
      query: (body) => ({ url: routes.exchangeVkCode.path, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    // A mutation, not a query: its answer is the platform's tokens, which have no place in the cache.
    // 404 'User is not found' means "register"; the return page decides what to show for the rest.
    getVkUser: build.mutation<EndpointResponse<'getVkUser'>, EndpointQuery<'getVkUser'>>({
      query: (params) => ({ url: routes.getVkUser.path, params }),
      extraOptions: { silent: true, signsIn: 'vk-id' },
    }),
    createVkUser: build.mutation<EndpointResponse<'createVkUser'>, EndpointBody<'createVkUser'>>({
      query: (body) => ({ url: routes.createVkUser.path, method: 'POST', body }),
      invalidatesTags: [{ type: 'TempUser', id: 'LIST' }],
      extraOptions: { silent: true },
    }),
    // /link-vk shows its own outcome (409: linked to another account) with errorMessage(error).
    linkVkId: build.mutation<EndpointResponse<'linkVkId'>, EndpointBody<'linkVkId'>>({
      query: (body) => ({ url: routes.linkVkId.path, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
      extraOptions: { silent: true },
    }),
    unlinkVk: build.mutation<EndpointResponse<'unlinkVk'>, EndpointBody<'unlinkVk'>>({
      query: (body) => ({ url: routes.unlinkVk.path, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
  }),
});

export const {
  useVkStartMutation,
  useVkStartForWidgetMutation,
  useExchangeVkCodeMutation,
  useGetVkUserMutation,
  useCreateVkUserMutation,
  useLinkVkIdMutation,
  useUnlinkVkMutation,
} = vkApi;
