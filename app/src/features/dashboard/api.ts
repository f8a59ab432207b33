import { routes, mayTeach, type EndpointResponse, type User } from '@school/contract';
import { api } from '../../lib/api';

/** The home page's teacher-management view: the school's teaching staff from the users list. */
/* 'Dashboard': what changes the counts (a hand-in, a check) marks them stale. */
export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeachingStaff: build.query<User[], void>({
      query: () => routes.getUsers.path,
      transformResponse: (users: User[]) =>
        users
          .filter((user) => mayTeach(user.roles))
          .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, 'ru')),
      providesTags: (users = []) => [
        ...users.map((user) => ({ type: 'User' as const, id: user.username })),
        { type: 'User' as const, id: 'LIST' },
      ],
      // An OWNER without SENIOR may not read the list: the view says so itself.
      extraOptions: { silent: [403] },
    }),
    getDashboard: build.query<EndpointResponse<'dashboard'>, void>({
      query: () => routes.dashboard.path,
      providesTags: ['Dashboard'],
      // A count that did not load reads as a dash on its card; the page needs no toast for it.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetTeachingStaffQuery, useGetDashboardQuery } = dashboardApi;
