import { routes, type TempUser } from '@school/contract';
import { api } from '../../lib/api';

/**
 * The pending registration of the tempuserId cookie or an invitation: read at start-up (the
 * unfinished-registration prompt) and by the wizard, cancelled from the prompt.
 */
export const pendingRegistrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTempUser: build.query<TempUser, string>({
      query: (id) => ({ url: routes.getTempUser.path, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'TempUser', id }],
      // A registration that is gone is forgotten silently (platform.md section 8).
      extraOptions: { silent: [404] },
    }),
    cancelRegistration: build.mutation<unknown, string>({
      query: (id) => ({ url: routes.cancelReg.path, params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'TempUser', id }],
      extraOptions: { silent: [404] },
    }),
  }),
});

export const { useCancelRegistrationMutation } = pendingRegistrationApi;
