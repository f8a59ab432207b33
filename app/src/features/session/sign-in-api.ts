import { routes, type EndpointBody, type EndpointResponse } from '@school/contract';
import { api } from '../../lib/api';

/** Sign-in and the parent's mail of an account that waits for it, injected when a chunk that uses them loads. */
export const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<EndpointResponse<'login'>, EndpointBody<'login'>>({
      query: (body) => ({ url: routes.login.path, method: 'POST', body }),
      // A 403 other than a ban (a student under 14 waiting for the parent) is told in the dialog itself.
      extraOptions: { silent: [403], signsIn: 'password' },
    }),
    // Its outcome (sent, or 429) is shown where it was asked for.
    parentConsentResend: build.mutation<EndpointResponse<'parentConsentResend'>, EndpointBody<'parentConsentResend'>>({
      query: (body) => ({ url: routes.parentConsentResend.path, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useLoginMutation, useParentConsentResendMutation } = signInApi;
