import { routes, type EndpointQuery, type EndpointResponse, type User } from '@school/contract';
import { api } from '../../../lib/api';

/** 'Журнал действий': a page of the log, and the people it can be narrowed to (SENIOR). */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<EndpointResponse<'audit'>, EndpointQuery<'audit'>>({
      query: (params) => ({ url: routes.audit.path, params }),
      providesTags: [{ type: 'Audit', id: 'LIST' }],
      // The page shows its own error state with a retry instead of a toast.
      extraOptions: { silent: true },
    }),
    getAuditPeople: build.query<User[], void>({
      query: () => routes.getUsers.path,
      providesTags: [{ type: 'User', id: 'LIST' }],
      // Without the list the person filter only offers 'Все сотрудники'; the log itself still shows.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetAuditQuery, useGetAuditPeopleQuery } = auditApi;
