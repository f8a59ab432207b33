/**
 * The one table of server calls (api.md): name -> method, path and auth level. It imports no zod
 * and carries nothing the browser does not need, so the app's first download can read paths from it
 * (bundle budget, decision 004); `endpoints.ts` attaches the schemas by name, and `route-docs.ts`
 * gives each call its OpenAPI summary and error statuses. Server routes, the app's requests, the MSW
 * handlers and the OpenAPI document all derive from it.
 */
import { API_PREFIX } from './constants.ts';
/* Types only: erased from the bundle, so zod stays out of it. */
import type { EndpointBody, EndpointQuery } from './endpoints.ts';

export type HttpMethod = 'GET' | 'POST';

/** none: anyone; bearer: a valid access token of a non-banned user; senior: bearer with SENIOR in the roles. */
export type AuthLevel = 'none' | 'bearer' | 'senior';

export interface RouteDefinition {
  method: HttpMethod;
  /** Relative to API_PREFIX. */
  path: string;
  auth: AuthLevel;
}

export const routes = {
  check: { method: 'GET', path: '/check', auth: 'none' },
  /* Readiness for balancers, apart from the liveness above: 503 (declared for every call) while the
     database does not answer. */
  checkReady: { method: 'GET', path: '/check/ready', auth: 'none' },

  // --- config ----------------------------------------------------------------------------
  serverConfig: { method: 'GET', path: '/config', auth: 'none' },
  schoolDetails: { method: 'GET', path: '/config/school', auth: 'none' },

  // --- session ---------------------------------------------------------------------------
  login: { method: 'POST', path: '/auth/login', auth: 'none' },
  getUser: { method: 'GET', path: '/auth/getuser', auth: 'bearer' },
  refreshToken: { method: 'POST', path: '/auth/refreshtoken', auth: 'none' },
  logout: { method: 'POST', path: '/auth/logout', auth: 'none' },
  listSessions: { method: 'GET', path: '/api/sessions', auth: 'bearer' },
  revokeSession: { method: 'POST', path: '/api/sessions/revoke', auth: 'bearer' },
  revokeOtherSessions: { method: 'POST', path: '/api/sessions/revoke-others', auth: 'bearer' },

  // --- registration ----------------------------------------------------------------------
  checkLogin: { method: 'GET', path: '/auth/checklogin', auth: 'none' },
  getUserByEmail: { method: 'GET', path: '/api/getuserbyemail', auth: 'none' },
  createUser: { method: 'POST', path: '/auth/create-user', auth: 'none' },
  getTempUser: { method: 'GET', path: '/auth/get-tempuser', auth: 'none' },
  cancelReg: { method: 'GET', path: '/auth/cancel-reg', auth: 'none' },
  sendOtp: { method: 'POST', path: '/api/sendotp', auth: 'none' },
  checkOtp: { method: 'POST', path: '/auth/check-otp', auth: 'none' },
  register: { method: 'POST', path: '/auth/register', auth: 'none' },
  parentConsentResend: { method: 'POST', path: '/auth/parent-consent/resend', auth: 'none' },
  parentConsentConfirm: { method: 'POST', path: '/auth/parent-consent/confirm', auth: 'none' },

  // --- recovery --------------------------------------------------------------------------
  resetPass: { method: 'POST', path: '/api/reset-pass', auth: 'none' },
  searchTicket: { method: 'GET', path: '/api/search-ticket', auth: 'none' },
  resetPassword: { method: 'POST', path: '/auth/reset-password', auth: 'none' },

  // --- profile and roles -----------------------------------------------------------------
  updateProfile: { method: 'POST', path: '/api/update-profile', auth: 'bearer' },
  getRoles: { method: 'GET', path: '/api/getroles', auth: 'bearer' },
  roleList: { method: 'GET', path: '/api/rolelist', auth: 'bearer' },
  myData: { method: 'GET', path: '/api/my-data', auth: 'bearer' },

  // --- admin/users -----------------------------------------------------------------------
  getUsers: { method: 'GET', path: '/api/getusers', auth: 'senior' },
  banUser: { method: 'POST', path: '/api/ban-user', auth: 'senior' },
  unbanUser: { method: 'POST', path: '/api/unban-user', auth: 'senior' },

  // --- admin/invitations -----------------------------------------------------------------
  newUser: { method: 'POST', path: '/api/newuser', auth: 'senior' },
  newUserBulk: { method: 'POST', path: '/api/newuser/bulk', auth: 'senior' },
  getTempUsers: { method: 'GET', path: '/api/gettempusers', auth: 'senior' },
  deleteTemp: { method: 'POST', path: '/api/deletetemp', auth: 'senior' },
  deleteExpiredTemp: { method: 'POST', path: '/api/deletetemp-expired', auth: 'senior' },
  resendInvite: { method: 'POST', path: '/api/resend-invite', auth: 'senior' },

  // --- admin/subjects: the public list (the questionnaire's choices) and its management ---
  getSubjects: { method: 'GET', path: '/api/getsubj', auth: 'none' },
  checkSubjectName: { method: 'GET', path: '/api/check-subjectname', auth: 'senior' },
  createSubject: { method: 'POST', path: '/api/create-subject', auth: 'senior' },
  updateSubject: { method: 'POST', path: '/api/update-subject', auth: 'senior' },

  // --- audit -----------------------------------------------------------------------------
  audit: { method: 'GET', path: '/api/audit', auth: 'senior' },

  // --- lessons (issue 17) ----------------------------------------------------------------
  lessons: { method: 'GET', path: '/api/lessons', auth: 'bearer' },
  createLesson: { method: 'POST', path: '/api/create-lesson', auth: 'bearer' },
  updateLesson: { method: 'POST', path: '/api/update-lesson', auth: 'bearer' },
  deleteLesson: { method: 'POST', path: '/api/delete-lesson', auth: 'bearer' },
  lessonClashes: { method: 'POST', path: '/api/lesson-clashes', auth: 'bearer' },
  icsLink: { method: 'GET', path: '/api/ics-link', auth: 'bearer' },
  icsReset: { method: 'POST', path: '/api/ics-reset', auth: 'bearer' },

  // --- courses, files, teachers (issue 42) -------------------------------------------------
  courses: { method: 'GET', path: '/api/courses', auth: 'bearer' },
  course: { method: 'GET', path: '/api/course', auth: 'bearer' },
  createCourse: { method: 'POST', path: '/api/create-course', auth: 'senior' },
  updateCourse: { method: 'POST', path: '/api/update-course', auth: 'bearer' },
  enroll: { method: 'POST', path: '/api/enroll', auth: 'senior' },
  unenroll: { method: 'POST', path: '/api/unenroll', auth: 'senior' },
  courseStudents: { method: 'GET', path: '/api/course-students', auth: 'bearer' },
  materialSeen: { method: 'POST', path: '/api/material-seen', auth: 'bearer' },
  teachers: { method: 'GET', path: '/api/teachers', auth: 'bearer' },

  // --- homework (issue 43) ----------------------------------------------------------------
  assignments: { method: 'GET', path: '/api/assignments', auth: 'bearer' },
  createAssignment: { method: 'POST', path: '/api/create-assignment', auth: 'bearer' },
  updateAssignment: { method: 'POST', path: '/api/update-assignment', auth: 'bearer' },
  deleteAssignment: { method: 'POST', path: '/api/delete-assignment', auth: 'bearer' },
  saveDraft: { method: 'POST', path: '/api/save-draft', auth: 'bearer' },
  submitWork: { method: 'POST', path: '/api/submit-work', auth: 'bearer' },
  submissions: { method: 'GET', path: '/api/submissions', auth: 'bearer' },
  reviewQueue: { method: 'GET', path: '/api/review-queue', auth: 'bearer' },
  checkWork: { method: 'POST', path: '/api/check-work', auth: 'bearer' },
  extendDeadline: { method: 'POST', path: '/api/extend-deadline', auth: 'bearer' },
  excuse: { method: 'POST', path: '/api/excuse', auth: 'bearer' },
  gradebook: { method: 'GET', path: '/api/gradebook', auth: 'bearer' },

  // --- dashboard -------------------------------------------------------------------------
  dashboard: { method: 'GET', path: '/api/dashboard', auth: 'bearer' },

  // --- integrations/vk -------------------------------------------------------------------
  vkStart: { method: 'POST', path: '/auth/vk-start', auth: 'none' },
  exchangeVkCode: { method: 'POST', path: '/auth/exchange-vk-code', auth: 'none' },
  getVkUser: { method: 'GET', path: '/auth/get-vkuser', auth: 'none' },
  createVkUser: { method: 'POST', path: '/auth/create-vkuser', auth: 'none' },
  linkVkId: { method: 'POST', path: '/auth/link-vkid', auth: 'bearer' },
  unlinkVk: { method: 'POST', path: '/api/unlink-vk', auth: 'bearer' },

  // --- integrations/telegram -------------------------------------------------------------
  tgLink: { method: 'POST', path: '/api/tg-link', auth: 'bearer' },
  getTgUser: { method: 'GET', path: '/api/get-tguser', auth: 'bearer' },
  unlinkTg: { method: 'POST', path: '/api/unlink-tg', auth: 'bearer' },
  /* Called by Telegram, not the app: it proves itself with the secret given to setWebhook. */
  telegramWebhook: { method: 'POST', path: '/telegram/webhook', auth: 'none' },
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type EndpointName = keyof Routes;

export const endpointNames = Object.keys(routes) as EndpointName[];

/** Absolute path of a call, e.g. endpointUrl('login') === '/server/auth/login'. */
export const endpointUrl = (name: EndpointName): string => `${API_PREFIX}${routes[name].path}`;

/**
 * The fetch arguments of a call for RTK Query's `fetchBaseQuery`: path and method from the table,
 * the query as `params`, the body as `body`. `requestOf('login', { body })`.
 */
export const requestOf = <N extends EndpointName>(
  name: N,
  input: { query?: EndpointQuery<N>; body?: EndpointBody<N> } = {},
): { url: string; method: HttpMethod; params?: EndpointQuery<N>; body?: EndpointBody<N> } => ({
  url: routes[name].path,
  method: routes[name].method,
  ...(input.query === undefined ? {} : { params: input.query }),
  ...(input.body === undefined ? {} : { body: input.body }),
});
