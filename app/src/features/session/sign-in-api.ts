import { routes, type EndpointBody, type EndpointResponse } from '@school/contract';
import { api } from '../../lib/api';

/** Sign-in, injected when the sign-in dialog's chunk loads. */
export const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<EndpointResponse<'login'>, EndpointBody<'login'>>({
      query: (body) => ({ url: routes.login.path, method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = signInApi;
