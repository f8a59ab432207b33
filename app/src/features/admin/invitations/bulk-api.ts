import { routes, type EndpointBody, type EndpointResponse } from '@school/contract';
import { api } from '../../../lib/api';

/** 'Пригласить списком': the one call that turns the checked rows into invitations and reports per row. */
export const bulkInviteApi = api.injectEndpoints({
  endpoints: (build) => ({
    inviteStaffList: build.mutation<EndpointResponse<'newUserBulk'>, EndpointBody<'newUserBulk'>>({
      query: (body) => ({ url: routes.newUserBulk.path, method: 'POST', body }),
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'TempUser', id: 'LIST' },
              { type: 'Audit', id: 'LIST' },
            ],
    }),
  }),
});

export const { useInviteStaffListMutation } = bulkInviteApi;
