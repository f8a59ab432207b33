import { routes, type EndpointResponse, type PendingRegistration } from '@school/contract';
import { api } from '../../../lib/api';

const LIST = { type: 'TempUser', id: 'LIST' } as const;

/** 'Новые пользователи': the pending registrations and what staff do with them (SENIOR). */
export const invitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingRegistrations: build.query<PendingRegistration[], void>({
      query: () => routes.getTempUsers.path,
      providesTags: (list) => [...(list ?? []).map((temp) => ({ type: 'TempUser' as const, id: temp._id })), LIST],
      // The page shows its own error state with a retry instead of a toast.
      extraOptions: { silent: true },
    }),
    deleteTemp: build.mutation<EndpointResponse<'deleteTemp'>, string>({
      query: (id) => ({ url: routes.deleteTemp.path, method: 'POST', body: { id } }),
      invalidatesTags: [LIST],
    }),
    deleteExpiredTemp: build.mutation<EndpointResponse<'deleteExpiredTemp'>, void>({
      query: () => ({ url: routes.deleteExpiredTemp.path, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
    resendInvite: build.mutation<EndpointResponse<'resendInvite'>, string>({
      query: (id) => ({ url: routes.resendInvite.path, method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'TempUser', id }],
    }),
  }),
});

export const {
  useGetPendingRegistrationsQuery,
  useDeleteTempMutation,
  useDeleteExpiredTempMutation,
  useResendInviteMutation,
} = invitationsApi;
