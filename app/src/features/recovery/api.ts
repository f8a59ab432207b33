import { routes, type EndpointBody, type EndpointResponse } from '@school/contract';
import { api } from '../../lib/api';

/** Calls of password recovery: the forgot-password dialog and the page of the e-mailed link (/reset). */
export const recoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<EndpointResponse<'resetPass'>, EndpointBody<'resetPass'>>({
      query: (body) => ({ url: routes.resetPass.path, method: 'POST', body }),
    }),
    searchTicket: build.query<EndpointResponse<'searchTicket'>, string>({
      query: (ticket) => ({ url: routes.searchTicket.path, params: { ticket } }),
      // Any failure means an expired or invalid link, which the page says itself.
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<EndpointResponse<'resetPassword'>, EndpointBody<'resetPassword'>>({
      query: (body) => ({ url: routes.resetPassword.path, method: 'POST', body }),
      // Failures go to the common error toast (platform.md section 7).
    }),
  }),
});

export const { useRequestPasswordResetMutation, useSearchTicketQuery, useResetPasswordMutation } = recoveryApi;
