import { endpoints, type EndpointBody, type EndpointResponse } from '@school/contract';
import { api } from '../../lib/api';

/** Calls of the password recovery page (/reset?ticket=&email=). */
export const recoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchTicket: build.query<EndpointResponse<'searchTicket'>, string>({
      query: (ticket) => ({ url: endpoints.searchTicket.path, params: { ticket } }),
      // Any failure means an expired or invalid link, which the page says itself.
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<EndpointResponse<'resetPassword'>, EndpointBody<'resetPassword'>>({
      query: (body) => ({ url: endpoints.resetPassword.path, method: 'POST', body }),
      // Failures go to the common error toast (platform.md section 7).
    }),
  }),
});

export const { useSearchTicketQuery, useResetPasswordMutation } = recoveryApi;
