import {
  routes,
  type Assignment,
  type EndpointBody,
  type EndpointQuery,
  type ReviewQueue,
  type Submission,
} from '@school/contract';
import { api } from '../../lib/api';

const withHomeworkTags = api.enhanceEndpoints({ addTagTypes: ['Assignment', 'Submission', 'Dashboard'] });

/** Homework: the viewer's assignments, a work's versions, drafts and hand-ins, the teacher's queue and checks. */
export const homeworkApi = withHomeworkTags.injectEndpoints({
  endpoints: (build) => ({
    getAssignments: build.query<Assignment[], EndpointQuery<'assignments'>>({
      query: (filters) => ({ url: routes.assignments.path, params: filters }),
      providesTags: [{ type: 'Assignment', id: 'LIST' }],
      // The page says the list did not load in its own place, with 'Повторить'.
      extraOptions: { silent: true },
    }),
    getSubmissions: build.query<Submission[], EndpointQuery<'submissions'>>({
      query: (params) => ({ url: routes.submissions.path, params }),
      providesTags: (_result, _error, { assignmentId }) => [{ type: 'Submission', id: assignmentId }],
      extraOptions: { silent: true },
    }),
    /* Saved as the student types: a failure is shown beside the field, not as a toast at every keystroke. */
    saveDraft: build.mutation<{ savedAt: string }, EndpointBody<'saveDraft'>>({
      query: (body) => ({ url: routes.saveDraft.path, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    submitWork: build.mutation<Submission, EndpointBody<'submitWork'>>({
      query: (body) => ({ url: routes.submitWork.path, method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, _error, { assignmentId }) => [
        { type: 'Assignment', id: 'LIST' },
        { type: 'Submission', id: assignmentId },
        'Dashboard',
      ],
    }),
    getReviewQueue: build.query<ReviewQueue, EndpointQuery<'reviewQueue'>>({
      query: (params) => ({ url: routes.reviewQueue.path, params }),
      providesTags: [{ type: 'Submission', id: 'QUEUE' }],
      extraOptions: { silent: true },
    }),
    checkWork: build.mutation<void, EndpointBody<'checkWork'> & { assignmentId: string }>({
      query: ({ assignmentId: _assignmentId, ...body }) => ({ url: routes.checkWork.path, method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, _error, { assignmentId }) => [
        { type: 'Assignment', id: 'LIST' },
        { type: 'Submission', id: assignmentId },
        { type: 'Submission', id: 'QUEUE' },
        'Dashboard',
      ],
    }),
  }),
});

export const {
  useGetAssignmentsQuery,
  useGetSubmissionsQuery,
  useSaveDraftMutation,
  useSubmitWorkMutation,
  useGetReviewQueueQuery,
  useCheckWorkMutation,
} = homeworkApi;
