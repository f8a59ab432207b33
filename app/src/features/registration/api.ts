import { routes, type EndpointBody, type EndpointResponse, type Subject } from '@school/contract';
import { api } from '../../lib/api';

/**
 * Calls of the self-registration dialog (availability checks, create) and the wizard (code,
 * subjects, register). Only the dialog's and the wizard's chunks load them; the pending
 * registration's calls, needed at start-up, are in pending-api.ts.
 */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkLogin: build.query<EndpointResponse<'checkLogin'>, string>({
      query: (login) => ({ url: routes.checkLogin.path, params: { login } }),
      // The answer is shown on the field itself.
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    checkEmail: build.query<EndpointResponse<'getUserByEmail'>, string>({
      query: (email) => ({ url: routes.getUserByEmail.path, params: { email } }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    createUser: build.mutation<EndpointResponse<'createUser'>, EndpointBody<'createUser'>>({
      query: (body) => ({ url: routes.createUser.path, method: 'POST', body }),
      invalidatesTags: [{ type: 'TempUser', id: 'LIST' }],
      // Only logged (platform.md section 8).
      extraOptions: { silent: true },
    }),
    sendOtp: build.mutation<EndpointResponse<'sendOtp'>, string>({
      query: (id) => ({ url: routes.sendOtp.path, method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'TempUser', id }],
      // A send refused as too early is only logged (platform.md section 8).
      extraOptions: { silent: [429] },
    }),
    checkOtp: build.mutation<EndpointResponse<'checkOtp'>, EndpointBody<'checkOtp'>>({
      query: (body) => ({ url: routes.checkOtp.path, method: 'POST', body }),
      // A wrong, void or expired code and too many tries are told at the input, where they stay; no toast.
      extraOptions: { silent: [400, 429] },
    }),
    getRegistrationSubjects: build.query<Subject[], void>({
      query: () => routes.getSubjects.path,
      providesTags: (list) => [
        ...(list ?? []).map((subject) => ({ type: 'Subject' as const, id: subject.shortname })),
        { type: 'Subject', id: 'LIST' },
      ],
    }),
    register: build.mutation<EndpointResponse<'register'>, EndpointBody<'register'>>({
      query: (body) => ({ url: routes.register.path, method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'TempUser', id: body._id }],
      // A failed registration is only logged (platform.md section 8); the button is usable again.
      extraOptions: { silent: true, signsIn: 'registration' },
    }),
    // The page of the parent's link says what became of it; only a failure of another kind gets the toast.
    parentConsentConfirm: build.mutation<
      EndpointResponse<'parentConsentConfirm'>,
      EndpointBody<'parentConsentConfirm'>
    >({
      query: (body) => ({ url: routes.parentConsentConfirm.path, method: 'POST', body }),
      extraOptions: { silent: [404] },
    }),
  }),
});

export const { useCreateUserMutation, useGetRegistrationSubjectsQuery, useParentConsentConfirmMutation } =
  registrationApi;
