import { routes, type EndpointBody, type EndpointResponse, type Role, type Subject, type User } from '@school/contract';
import { api } from '../../../lib/api';

/**
 * Calls of the users page: the account list, roles and subjects for the dialogs, the e-mail check
 * of the create dialog, invite, staff edit, ban and unban. Refusals reach the common error handler
 * (a toast with the server's message) unless said otherwise.
 */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<User[], void>({
      query: () => routes.getUsers.path,
      providesTags: (list) => [
        { type: 'User', id: 'LIST' },
        ...(list ?? []).map((user) => ({ type: 'User' as const, id: user.username })),
      ],
      // The table shows its own error state with a retry.
      extraOptions: { silent: true },
    }),
    adminRoles: build.query<Role[], void>({
      query: () => routes.getRoles.path,
      providesTags: [{ type: 'Role', id: 'LIST' }],
    }),
    adminSubjects: build.query<Subject[], void>({
      query: () => routes.getSubjects.path,
      providesTags: [{ type: 'Subject', id: 'LIST' }],
    }),
    adminCheckEmail: build.query<EndpointResponse<'getUserByEmail'>, string>({
      query: (email) => ({ url: routes.getUserByEmail.path, params: { email } }),
      // The answer is shown on the field itself.
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    inviteStaff: build.mutation<EndpointResponse<'newUser'>, EndpointBody<'newUser'>>({
      query: (body) => ({ url: routes.newUser.path, method: 'POST', body }),
      invalidatesTags: [{ type: 'TempUser', id: 'LIST' }],
    }),
    editUser: build.mutation<User, EndpointBody<'updateProfile'>>({
      query: (body) => ({ url: routes.updateProfile.path, method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        error
          ? []
          : [
              { type: 'User', id: 'LIST' },
              ...('username' in body ? [{ type: 'User' as const, id: body.username }] : []),
            ],
    }),
    setBanned: build.mutation<EndpointResponse<'banUser'>, { username: string; banned: boolean }>({
      query: ({ username, banned }) => ({
        url: banned ? routes.banUser.path : routes.unbanUser.path,
        method: 'POST',
        body: { username },
      }),
      invalidatesTags: (_result, error, { username }) =>
        error
          ? []
          : [
              { type: 'User', id: 'LIST' },
              { type: 'User', id: username },
              { type: 'Audit', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminRolesQuery,
  useAdminSubjectsQuery,
  useInviteStaffMutation,
  useEditUserMutation,
  useSetBannedMutation,
} = adminUsersApi;
