import {
  routes,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  type Lesson,
  type Subject,
} from '@school/contract';
import { api } from '../../lib/api';

const withLessonTags = api.enhanceEndpoints({ addTagTypes: ['Lesson', 'IcsLink'] });

/** Lessons: those of a period, planning them, and the calendar feed's secret link. */
export const lessonsApi = withLessonTags.injectEndpoints({
  endpoints: (build) => ({
    getLessons: build.query<Lesson[], EndpointQuery<'lessons'>>({
      query: (range) => ({ url: routes.lessons.path, params: range }),
      providesTags: [{ type: 'Lesson', id: 'LIST' }],
      // The calendar says it could not load the week in its own place, with no toast on top.
      extraOptions: { silent: true },
    }),
    getPlanningSubjects: build.query<Subject[], void>({
      query: () => routes.getSubjects.path,
      providesTags: [{ type: 'Subject', id: 'LIST' }],
    }),
    createLesson: build.mutation<EndpointResponse<'createLesson'>, EndpointBody<'createLesson'>>({
      query: (body) => ({ url: routes.createLesson.path, method: 'POST', body }),
      invalidatesTags: [{ type: 'Lesson', id: 'LIST' }],
      // The dialog shows the server's message under its form.
      extraOptions: { silent: [400, 403] },
    }),
    updateLesson: build.mutation<EndpointResponse<'updateLesson'>, EndpointBody<'updateLesson'>>({
      query: (body) => ({ url: routes.updateLesson.path, method: 'POST', body }),
      invalidatesTags: [{ type: 'Lesson', id: 'LIST' }],
      extraOptions: { silent: [400, 403] },
    }),
    deleteLesson: build.mutation<EndpointResponse<'deleteLesson'>, EndpointBody<'deleteLesson'>>({
      query: (body) => ({ url: routes.deleteLesson.path, method: 'POST', body }),
      invalidatesTags: [{ type: 'Lesson', id: 'LIST' }],
    }),
    /* Asked right before a save, never cached: a mutation by RTK's terms, though it changes nothing. */
    checkLessonClashes: build.mutation<EndpointResponse<'lessonClashes'>, EndpointBody<'lessonClashes'>>({
      query: (body) => ({ url: routes.lessonClashes.path, method: 'POST', body }),
      // A failed check is no reason to stop the save, nor to say so: the dialog saves as it would without it.
      extraOptions: { silent: true },
    }),
    getIcsLink: build.query<EndpointResponse<'icsLink'>, void>({
      query: () => routes.icsLink.path,
      providesTags: ['IcsLink'],
      extraOptions: { silent: true },
    }),
    resetIcsLink: build.mutation<EndpointResponse<'icsReset'>, void>({
      query: () => ({ url: routes.icsReset.path, method: 'POST' }),
      // the new link is the answer itself: no second call to read it
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(lessonsApi.util.upsertQueryData('getIcsLink', undefined, data));
      },
    }),
  }),
});

export const {
  useGetLessonsQuery,
  useGetPlanningSubjectsQuery,
  useCreateLessonMutation,
  useUpdateLessonMutation,
  useDeleteLessonMutation,
  useCheckLessonClashesMutation,
  useGetIcsLinkQuery,
  useResetIcsLinkMutation,
} = lessonsApi;
