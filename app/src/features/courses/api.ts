import {
  mayTeach,
  routes,
  type Course,
  type CourseDetail,
  type CourseStudent,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  type Subject,
  type TeacherCard,
  type User,
} from '@school/contract';
import { api } from '../../lib/api';

const withCourseTags = api.enhanceEndpoints({ addTagTypes: ['Course', 'Teacher', 'CourseStudent'] });

/** Courses: the catalogue, one course with its outline, a student's marks on its materials, and the teachers page. */
export const coursesApi = withCourseTags.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<Course[], EndpointQuery<'courses'>>({
      query: (filters) => ({ url: routes.courses.path, params: filters }),
      providesTags: [{ type: 'Course', id: 'LIST' }],
      // The page says the catalogue did not load in its own place, with 'Повторить'.
      extraOptions: { silent: true },
    }),
    getCourse: build.query<CourseDetail, string>({
      query: (id) => ({ url: routes.course.path, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Course', id }],
      // 404 is the page's own 'Курс не найден'; any other failure is said in place too.
      extraOptions: { silent: true },
    }),
    /* The mark changes only this viewer's progress: the course's cache is patched rather than asked again. */
    markMaterialSeen: build.mutation<void, EndpointBody<'materialSeen'>>({
      query: (body) => ({ url: routes.materialSeen.path, method: 'POST', body }),
      extraOptions: { silent: true },
      async onQueryStarted({ courseId, materialId }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          coursesApi.util.updateQueryData('getCourse', courseId, (course) => {
            for (const material of course.modules.flatMap((module) => module.materials)) {
              if (material.id !== materialId || material.seen) continue;
              material.seen = true;
              if (course.progress) course.progress.seen += 1;
            }
          }),
        );
        dispatch(coursesApi.util.invalidateTags([{ type: 'Course', id: 'LIST' }]));
      },
    }),
    getTeachers: build.query<TeacherCard[], void>({
      query: () => routes.teachers.path,
      providesTags: [{ type: 'Teacher', id: 'LIST' }],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetCoursesQuery, useGetCourseQuery, useMarkMaterialSeenMutation, useGetTeachersQuery } = coursesApi;

/** The subjects the catalogue filters by (GET /api/getsubj). */
export const courseSubjectsApi = coursesApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseSubjects: build.query<Subject[], void>({
      query: () => routes.getSubjects.path,
      providesTags: [{ type: 'Subject', id: 'LIST' }],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetCourseSubjectsQuery } = courseSubjectsApi;

/**
 * The course editor and the students page: create and update a course, the accounts that may teach one (GET
 * getusers is SENIOR's), a course's students, enrolling and unenrolling. Their pages show refusals in place.
 */
export const courseEditorApi = coursesApi.injectEndpoints({
  endpoints: (build) => ({
    createCourse: build.mutation<EndpointResponse<'createCourse'>, EndpointBody<'createCourse'>>({
      query: (body) => ({ url: routes.createCourse.path, method: 'POST', body }),
      invalidatesTags: [{ type: 'Course', id: 'LIST' }],
      // The form says why under itself.
      extraOptions: { silent: [400, 403] },
    }),
    updateCourse: build.mutation<EndpointResponse<'updateCourse'>, EndpointBody<'updateCourse'>>({
      query: (body) => ({ url: routes.updateCourse.path, method: 'POST', body }),
      /* Not the course itself: the editor asks for it again when it is ready to take the new version (and its ids). */
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Course', id: 'LIST' }]),
      // 409 is the editor's alert with 'Обновить'; every other failure is said beside 'Сохранить', the draft kept.
      extraOptions: { silent: true },
    }),
    getTeacherCandidates: build.query<User[], void>({
      query: () => routes.getUsers.path,
      transformResponse: (users: User[]) => users.filter((user) => mayTeach(user.roles) && !user.isBanned),
      providesTags: [{ type: 'User', id: 'LIST' }],
      extraOptions: { silent: true },
    }),
    getCourseStudents: build.query<CourseStudent[], string>({
      query: (id) => ({ url: routes.courseStudents.path, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'CourseStudent', id }],
      extraOptions: { silent: true },
    }),
    enroll: build.mutation<EndpointResponse<'enroll'>, EndpointBody<'enroll'>>({
      query: (body) => ({ url: routes.enroll.path, method: 'POST', body }),
      invalidatesTags: (_result, error, { courseId }) =>
        error
          ? []
          : [
              { type: 'CourseStudent', id: courseId },
              { type: 'Course', id: courseId },
            ],
      // The form shows the server's reason (unknown login, not a student) under itself.
      extraOptions: { silent: [400] },
    }),
    unenroll: build.mutation<EndpointResponse<'unenroll'>, EndpointBody<'unenroll'>>({
      query: (body) => ({ url: routes.unenroll.path, method: 'POST', body }),
      invalidatesTags: (_result, error, { courseId }) =>
        error
          ? []
          : [
              { type: 'CourseStudent', id: courseId },
              { type: 'Course', id: courseId },
            ],
    }),
  }),
});

export const {
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useGetTeacherCandidatesQuery,
  useGetCourseStudentsQuery,
  useEnrollMutation,
  useUnenrollMutation,
} = courseEditorApi;
