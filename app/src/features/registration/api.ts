import { endpoints, type EndpointBody, type EndpointResponse, type Subject } from '@school/contract';
import { api } from '../../lib/api';

/** Calls of the registration wizard (/register/:id?). The pending registration itself is read with lib/auth's getTempUser. */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendOtp: build.mutation<EndpointResponse<'sendOtp'>, string>({
      query: (id) => ({ url: endpoints.sendOtp.path, method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'TempUser', id }],
      // A send refused as too early is only logged (platform.md section 8).
      extraOptions: { silent: [429] },
    }),
    checkOtp: build.mutation<EndpointResponse<'checkOtp'>, EndpointBody<'checkOtp'>>({
      query: (body) => ({ url: endpoints.checkOtp.path, method: 'POST', body }),
      // A wrong code is shown on the input itself; too many attempts still gets the toast.
      extraOptions: { silent: [400] },
    }),
    getRegistrationSubjects: build.query<Subject[], void>({
      query: () => endpoints.getSubjects.path,
      providesTags: (list) => [
        ...(list ?? []).map((subject) => ({ type: 'Subject' as const, id: subject.shortname })),
        { type: 'Subject', id: 'LIST' },
      ],
    }),
    checkRegistrationLogin: build.query<EndpointResponse<'checkLogin'>, string>({
      query: (login) => ({ url: endpoints.checkLogin.path, params: { login } }),
      // The answer is shown on the login field.
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    register: build.mutation<EndpointResponse<'register'>, EndpointBody<'register'>>({
      query: (body) => ({ url: endpoints.register.path, method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'TempUser', id: body._id }],
      // A failed registration is only logged (platform.md section 8); the button is usable again.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useSendOtpMutation, useCheckOtpMutation, useGetRegistrationSubjectsQuery, useRegisterMutation } =
  registrationApi;
