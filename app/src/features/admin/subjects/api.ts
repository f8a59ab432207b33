import { routes, type EndpointBody, type EndpointResponse, type Subject } from '@school/contract';
import { api } from '../../../lib/api';

/** 'Управление предметами': the list, the short name's availability, creating and editing (SENIOR). */
export const subjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSubjects: build.query<Subject[], void>({
      query: () => routes.getSubjects.path,
      providesTags: (list) => [
        ...(list ?? []).map((subject) => ({ type: 'Subject' as const, id: subject.shortname })),
        { type: 'Subject', id: 'LIST' },
      ],
      // The page shows its own error state with a retry instead of a toast.
      extraOptions: { silent: true },
    }),
    checkSubjectName: build.query<EndpointResponse<'checkSubjectName'>, string>({
      query: (shortname) => ({ url: routes.checkSubjectName.path, params: { shortname } }),
      // The answer is shown on the field itself (platform.md section 8).
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    createSubject: build.mutation<EndpointResponse<'createSubject'>, EndpointBody<'createSubject'>>({
      query: (body) => ({ url: routes.createSubject.path, method: 'POST', body }),
      invalidatesTags: [{ type: 'Subject', id: 'LIST' }],
    }),
    updateSubject: build.mutation<EndpointResponse<'updateSubject'>, EndpointBody<'updateSubject'>>({
      query: (body) => ({ url: routes.updateSubject.path, method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'Subject', id: body.shortname }],
    }),
  }),
});

export const { useGetAdminSubjectsQuery, useCreateSubjectMutation, useUpdateSubjectMutation } = subjectsApi;
