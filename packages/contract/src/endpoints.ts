/**
 * The schemas of every call, attached by name to the one route table (`routes.ts`), so a path
 * lives once. The server validates and serialises with them, the mocks parse requests with them
 * (normalising exactly as the server does), and the OpenAPI document is generated from them.
 */
import type { z } from 'zod';
import { routes, type EndpointName, type RouteDefinition } from './routes.ts';
import {
  assignmentListSchema,
  assignmentsQuerySchema,
  checkWorkBodySchema,
  createAssignmentBodySchema,
  excuseBodySchema,
  extendDeadlineBodySchema,
  gradebookQuerySchema,
  gradebookSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
  saveDraftBodySchema,
  savedAtSchema,
  submissionListSchema,
  submissionSchema,
  submissionsQuerySchema,
  submitWorkBodySchema,
  updateAssignmentBodySchema,
  courseDetailSchema,
  courseListSchema,
  coursesQuerySchema,
  courseStudentListSchema,
  courseVersionSchema,
  createCourseBodySchema,
  enrollBodySchema,
  enrollResponseSchema,
  materialSeenBodySchema,
  teacherListSchema,
  unenrollBodySchema,
  unenrollResponseSchema,
  updateCourseBodySchema,
  auditQuerySchema,
  auditResponseSchema,
  checkLoginQuerySchema,
  checkOtpBodySchema,
  checkOtpResponseSchema,
  checkSubjectNameQuerySchema,
  createLessonBodySchema,
  createLessonResponseSchema,
  createUserBodySchema,
  createVkUserBodySchema,
  createVkUserResponseSchema,
  dashboardResponseSchema,
  deleteLessonBodySchema,
  lessonClashesBodySchema,
  deletedCountSchema,
  exchangeVkCodeBodySchema,
  exchangeVkCodeResponseSchema,
  getTgUserQuerySchema,
  getUserByEmailQuerySchema,
  healthResponseSchema,
  icsLinkResponseSchema,
  idBodySchema,
  idQuerySchema,
  idResponseSchema,
  lessonListSchema,
  lessonSchema,
  lessonsQuerySchema,
  linkVkIdBodySchema,
  loginBodySchema,
  logoutBodySchema,
  messageSchema,
  newUserBodySchema,
  readinessResponseSchema,
  newUserBulkBodySchema,
  newUserBulkResponseSchema,
  okSchema,
  pendingRegistrationSchema,
  refreshTokenBodySchema,
  refreshTokenResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  parentConsentResendBodySchema,
  parentConsentConfirmBodySchema,
  parentConsentConfirmResponseSchema,
  myDataSchema,
  resetPassBodySchema,
  resetPasswordBodySchema,
  revokeSignInBodySchema,
  roleListQuerySchema,
  roleListResponseSchema,
  roleSchema,
  searchTicketQuerySchema,
  sendOtpResponseSchema,
  serverConfigSchema,
  legalDetailsSchema,
  signInListSchema,
  subjectBodySchema,
  subjectListSchema,
  subjectSchema,
  telegramUpdateSchema,
  tempUserSchema,
  tgLinkResponseSchema,
  tokensSchema,
  unlinkTgBodySchema,
  unlinkVkBodySchema,
  updateLessonBodySchema,
  updateProfileBodySchema,
  usernameBodySchema,
  userSchema,
  vkProfileSchema,
  vkStartBodySchema,
  vkStartResponseSchema,
} from './schemas/index.ts';

/** Validation of a call's input and shape of its 200 answer. */
export interface EndpointSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  /** Body of the 200 answer; failures answer with `ApiError`. */
  response: z.ZodType;
}

export type EndpointDefinition = RouteDefinition & EndpointSchemas;

type NoExtraKeys<T, Allowed> = { [K in Exclude<keyof T, keyof Allowed>]: never };

/**
 * Joins a route table with the schemas of each route. A route without schemas, schemas of an
 * unknown route, or a misspelt schema key (`bdoy`) fail to compile.
 */
export const withSchemas = <
  const R extends Record<string, RouteDefinition>,
  const S extends { [N in keyof R]: EndpointSchemas },
>(
  routeTable: R,
  schemas: S & NoExtraKeys<S, R> & { [N in keyof S]: NoExtraKeys<S[N], EndpointSchemas> },
): { [N in keyof R]: R[N] & S[N] } =>
  Object.fromEntries(
    Object.entries(routeTable).map(([name, route]) => [
      name,
      { ...route, ...(schemas[name as keyof R] as EndpointSchemas) },
    ]),
  ) as { [N in keyof R]: R[N] & S[N] };

export const endpoints = withSchemas(routes, {
  check: { response: healthResponseSchema },
  checkReady: { response: readinessResponseSchema },

  // --- config ----------------------------------------------------------------------------
  serverConfig: { response: serverConfigSchema },
  schoolDetails: { response: legalDetailsSchema },

  // --- session ---------------------------------------------------------------------------
  login: { body: loginBodySchema, response: tokensSchema },
  getUser: { response: userSchema },
  refreshToken: { body: refreshTokenBodySchema, response: refreshTokenResponseSchema },
  logout: { body: logoutBodySchema, response: okSchema },
  listSessions: { response: signInListSchema },
  revokeSession: { body: revokeSignInBodySchema, response: okSchema },
  revokeOtherSessions: { response: okSchema },

  // --- registration ----------------------------------------------------------------------
  checkLogin: { query: checkLoginQuerySchema, response: messageSchema },
  getUserByEmail: { query: getUserByEmailQuerySchema, response: messageSchema },
  createUser: { body: createUserBodySchema, response: idResponseSchema },
  getTempUser: { query: idQuerySchema, response: tempUserSchema },
  cancelReg: { query: idQuerySchema, response: okSchema },
  sendOtp: { body: idBodySchema, response: sendOtpResponseSchema },
  checkOtp: { body: checkOtpBodySchema, response: checkOtpResponseSchema },
  register: { body: registerBodySchema, response: registerResponseSchema },
  parentConsentResend: { body: parentConsentResendBodySchema, response: okSchema },
  parentConsentConfirm: { body: parentConsentConfirmBodySchema, response: parentConsentConfirmResponseSchema },

  // --- recovery --------------------------------------------------------------------------
  resetPass: { body: resetPassBodySchema, response: okSchema },
  searchTicket: { query: searchTicketQuerySchema, response: okSchema },
  resetPassword: { body: resetPasswordBodySchema, response: okSchema },

  // --- profile and roles -----------------------------------------------------------------
  updateProfile: { body: updateProfileBodySchema, response: userSchema },
  getRoles: { response: roleSchema.array() },
  roleList: { query: roleListQuerySchema, response: roleListResponseSchema },
  myData: { response: myDataSchema },

  // --- admin/users -----------------------------------------------------------------------
  getUsers: { response: userSchema.array() },
  banUser: { body: usernameBodySchema, response: okSchema },
  unbanUser: { body: usernameBodySchema, response: okSchema },

  // --- admin/invitations -----------------------------------------------------------------
  newUser: { body: newUserBodySchema, response: idResponseSchema },
  newUserBulk: { body: newUserBulkBodySchema, response: newUserBulkResponseSchema },
  getTempUsers: { response: pendingRegistrationSchema.array() },
  deleteTemp: { body: idBodySchema, response: okSchema },
  deleteExpiredTemp: { response: deletedCountSchema },
  resendInvite: { body: idBodySchema, response: okSchema },

  // --- admin/subjects --------------------------------------------------------------------
  getSubjects: { response: subjectListSchema },
  checkSubjectName: { query: checkSubjectNameQuerySchema, response: messageSchema },
  createSubject: { body: subjectBodySchema, response: subjectSchema },
  updateSubject: { body: subjectBodySchema, response: subjectSchema },

  // --- audit -----------------------------------------------------------------------------
  audit: { query: auditQuerySchema, response: auditResponseSchema },

  // --- lessons ---------------------------------------------------------------------------
  lessons: { query: lessonsQuerySchema, response: lessonListSchema },
  createLesson: { body: createLessonBodySchema, response: createLessonResponseSchema },
  updateLesson: { body: updateLessonBodySchema, response: lessonSchema },
  deleteLesson: { body: deleteLessonBodySchema, response: okSchema },
  lessonClashes: { body: lessonClashesBodySchema, response: lessonListSchema },
  icsLink: { response: icsLinkResponseSchema },
  icsReset: { response: icsLinkResponseSchema },

  // --- courses, files, teachers -------------------------------------------------------------
  courses: { query: coursesQuerySchema, response: courseListSchema },
  course: { query: idQuerySchema, response: courseDetailSchema },
  createCourse: { body: createCourseBodySchema, response: idResponseSchema },
  updateCourse: { body: updateCourseBodySchema, response: courseVersionSchema },
  enroll: { body: enrollBodySchema, response: enrollResponseSchema },
  unenroll: { body: unenrollBodySchema, response: unenrollResponseSchema },
  courseStudents: { query: idQuerySchema, response: courseStudentListSchema },
  materialSeen: { body: materialSeenBodySchema, response: okSchema },
  teachers: { response: teacherListSchema },

  // --- homework ----------------------------------------------------------------------------
  assignments: { query: assignmentsQuerySchema, response: assignmentListSchema },
  createAssignment: { body: createAssignmentBodySchema, response: idResponseSchema },
  updateAssignment: { body: updateAssignmentBodySchema, response: okSchema },
  deleteAssignment: { body: idBodySchema, response: okSchema },
  saveDraft: { body: saveDraftBodySchema, response: savedAtSchema },
  submitWork: { body: submitWorkBodySchema, response: submissionSchema },
  submissions: { query: submissionsQuerySchema, response: submissionListSchema },
  reviewQueue: { query: reviewQueueQuerySchema, response: reviewQueueSchema },
  checkWork: { body: checkWorkBodySchema, response: okSchema },
  extendDeadline: { body: extendDeadlineBodySchema, response: okSchema },
  excuse: { body: excuseBodySchema, response: okSchema },
  gradebook: { query: gradebookQuerySchema, response: gradebookSchema },

  // --- dashboard -------------------------------------------------------------------------
  dashboard: { response: dashboardResponseSchema },

  // --- integrations/vk -------------------------------------------------------------------
  vkStart: { body: vkStartBodySchema, response: vkStartResponseSchema },
  exchangeVkCode: { body: exchangeVkCodeBodySchema, response: exchangeVkCodeResponseSchema },
  getVkUser: { query: vkProfileSchema, response: tokensSchema },
  createVkUser: { body: createVkUserBodySchema, response: createVkUserResponseSchema },
  linkVkId: { body: linkVkIdBodySchema, response: okSchema },
  unlinkVk: { body: unlinkVkBodySchema, response: okSchema },

  // --- integrations/telegram -------------------------------------------------------------
  tgLink: { response: tgLinkResponseSchema },
  getTgUser: { query: getTgUserQuerySchema, response: messageSchema },
  unlinkTg: { body: unlinkTgBodySchema, response: okSchema },
  telegramWebhook: { body: telegramUpdateSchema, response: okSchema },
});

export type Endpoints = typeof endpoints;

/** What a caller sends as the JSON body; `undefined` for calls without one. */
export type EndpointBody<N extends EndpointName> = Endpoints[N] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** What a caller puts in the query string (numbers may be given as strings). */
export type EndpointQuery<N extends EndpointName> = Endpoints[N] extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** The body after validation, as the server's handler sees it (trimmed, defaults applied). */
export type EndpointParsedBody<N extends EndpointName> = Endpoints[N] extends { body: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
export type EndpointParsedQuery<N extends EndpointName> = Endpoints[N] extends { query: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
/** Body of the 200 answer. */
export type EndpointResponse<N extends EndpointName> = z.output<Endpoints[N]['response']>;
