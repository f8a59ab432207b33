import { apiRoutes, type EndpointBody, type EndpointResponse } from '@school/contract';
import { api } from '../../lib/api';

/** Sign-in, self-registration and recovery requests of the shell's dialogs. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<EndpointResponse<'login'>, EndpointBody<'login'>>({
      query: (body) => ({ url: apiRoutes.login.path, method: 'POST', body }),
    }),
    checkLogin: build.query<EndpointResponse<'checkLogin'>, string>({
      query: (login) => ({ url: apiRoutes.checkLogin.path, params: { login } }),
      // The answer is shown on the field itself.
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    checkEmail: build.query<EndpointResponse<'getUserByEmail'>, string>({
      query: (email) => ({ url: apiRoutes.getUserByEmail.path, params: { email } }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    createUser: build.mutation<EndpointResponse<'createUser'>, EndpointBody<'createUser'>>({
      query: (body) => ({ url: apiRoutes.createUser.path, method: 'POST', body }),
      invalidatesTags: [{ type: 'TempUser', id: 'LIST' }],
      // Only logged (platform.md section 8).
      extraOptions: { silent: true },
    }),
    requestPasswordReset: build.mutation<EndpointResponse<'resetPass'>, EndpointBody<'resetPass'>>({
      query: (body) => ({ url: apiRoutes.resetPass.path, method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useCreateUserMutation, useRequestPasswordResetMutation } = authApi;
