/**
 * Overrides for stories and tests. Each returns handlers to put in front of the defaults
 * (`server.use(...loginTaken())`, or first in a story's `parameters.msw.handlers`).
 */
import { delay, http, HttpHandler, HttpResponse } from 'msw';
import {
  API_PREFIX,
  ERROR_CODES,
  FILE_UPLOAD_PATH,
  MESSAGES,
  parentConsentPendingMessage,
  type EndpointName,
  type EndpointResponse,
  type LegalDetails,
  type Lesson,
  type User,
} from '@school/contract';
import { learntSubjects, MOCK_BOT_USERNAME, schoolDetails, serverConfig, users } from './fixtures.ts';
import type { MockCourse } from './course-fixtures.ts';
import { createContext, fail, ok, raw, urlPattern, type MockDb, type MockOptions } from './handle.ts';
import { courseHandlers, createHandlers, lessonHandlers } from './handlers/index.ts';

/** The full handler set over other fixture data, e.g. `withDb({ tempUsers: [] })` for an empty list. */
export const withDb = (db: NonNullable<MockOptions['db']>): HttpHandler[] => createHandlers({ db });

/** Every authenticated call acts as `user`, whatever token it carries. */
export const asUser = (user: User): HttpHandler[] => createHandlers({ currentUser: user });

/** Signed in as a banned account: getuser and every other authenticated call answer 403 ERR_FORBIDDEN_403. */
export const bannedUser = (user: User = users.banned): HttpHandler[] => asUser({ ...user, isBanned: true });

/** No valid session: getuser answers 401 and so does the refresh. */
export const anonymous = (): HttpHandler[] => [
  failing('getUser', 401, MESSAGES.invalidToken, ERROR_CODES.unauthorized),
  failing('refreshToken', 401, MESSAGES.invalidToken, ERROR_CODES.unauthorized),
];

/** The server cannot be reached at all: every call fails at the network level. */
export const serverDown = (): HttpHandler[] => [http.all(`*${API_PREFIX}/*`, () => HttpResponse.error())];

/** The server answers 500 to one call, or to every call. */
export const serverError = (name?: EndpointName): HttpHandler[] =>
  name
    ? [failing(name, 500, MESSAGES.serverError, ERROR_CODES.serverError)]
    : [http.all(`*${API_PREFIX}/*`, () => fail(500, MESSAGES.serverError, ERROR_CODES.serverError))];

/** Every login is taken: checklogin and create-user answer 409. */
export const loginTaken = (): HttpHandler[] => [
  failing('checkLogin', 409, MESSAGES.loginTaken, ERROR_CODES.conflict),
  failing('createUser', 409, MESSAGES.loginTaken, ERROR_CODES.conflict),
];

/** Every e-mail is taken: getuserbyemail, create-user and newuser answer 409. */
export const emailTaken = (): HttpHandler[] => [
  failing('getUserByEmail', 409, MESSAGES.emailTaken, ERROR_CODES.conflict),
  failing('createUser', 409, MESSAGES.emailTaken, ERROR_CODES.conflict),
  failing('newUser', 409, MESSAGES.emailTaken, ERROR_CODES.conflict),
];

/** A new code may not be sent yet. */
export const codeRateLimited = (): HttpHandler[] => [
  failing('sendOtp', 429, MESSAGES.otpRateLimited, ERROR_CODES.rateLimited),
];

/** The recovery link is expired or unknown. */
export const ticketExpired = (): HttpHandler[] => [
  failing('searchTicket', 404, MESSAGES.ticketExpired, ERROR_CODES.notFound),
  failing('resetPassword', 404, MESSAGES.ticketExpired, ERROR_CODES.notFound),
];

/** VK ID is not configured on the server. */
export const vkNotConfigured = (): HttpHandler[] => [
  failing('vkStart', 404, MESSAGES.vkNotConfigured, ERROR_CODES.notFound),
];

/** GET /config answers that the Telegram bot is not configured (the settings page hides its row). */
export const botNotConfigured = (): HttpHandler[] => [respond('serverConfig', { ...serverConfig, telegramBot: null })];

/** GET /config answers that the Telegram bot `username` is configured. */
export const botConfigured = (username: string = MOCK_BOT_USERNAME): HttpHandler[] => [
  respond('serverConfig', { ...serverConfig, telegramBot: { username } }),
];

/** GET /config/school answers a school's own settings (SCHOOL_*) instead of the examples of an unset server. */
export const schoolConfigured = (details: Partial<LegalDetails>): HttpHandler[] => [
  respond('schoolDetails', { ...schoolDetails, ...details }),
];

/**
 * The account signing in (password or VK ID) is a student under 14 whose parent has not confirmed:
 * 403 with where the confirmation went.
 */
export const parentConsentPending = (parentEmail = 'mama@example.ru'): HttpHandler[] => [
  failing('login', 403, parentConsentPendingMessage(parentEmail), ERROR_CODES.parentConsentPending),
  failing('getVkUser', 403, parentConsentPendingMessage(parentEmail), ERROR_CODES.parentConsentPending),
];

/** GET /config answers that neither VK ID nor the bot is configured. */
export const integrationsNotConfigured = (): HttpHandler[] => [
  respond('serverConfig', { vkId: null, telegramBot: null }),
];

/** One call always answers `body` with status 200 (or `init.status`). */
export const respond = <N extends EndpointName>(name: N, body: EndpointResponse<N>, init?: ResponseInit): HttpHandler =>
  raw(name, () => ok(name, body, init));

/** One call always fails with `status` and `message`. */
export const failing = (name: EndpointName, status: number, message: string, code?: string): HttpHandler =>
  raw(name, () => fail(status, message, code));

/**
 * Delays calls by `ms` (default: forever, for loading states), then lets the next handler answer.
 * Without a target every call is slowed; with an endpoint name only that call; with handlers,
 * those handlers answer after the delay.
 */
export const slow = (
  target?: EndpointName | HttpHandler | HttpHandler[],
  ms: number | 'infinite' = 'infinite',
): HttpHandler[] => {
  const wait = async () => {
    await delay(ms);
  };
  if (target === undefined) return [http.all(`*${API_PREFIX}/*`, wait)];
  if (typeof target === 'string') return [http.all(urlPattern(target), wait)];
  const list = Array.isArray(target) ? target : [target];
  return list.flatMap((handler) => [new HttpHandler(handler.info.method, handler.info.path, wait), handler]);
};

/** The lessons calls over other lessons, e.g. `withLessons([])` for an empty week. */
export const withLessons = (lessonsOfWeek: Lesson[]): HttpHandler[] =>
  lessonHandlers(createContext({ db: { lessons: lessonsOfWeek } }));

/** An empty schedule: GET /api/lessons answers [] for any range. */
export const noLessons = (): HttpHandler[] => withLessons([]);

/** The schedule cannot be loaded: GET /api/lessons answers 500. */
export const lessonsServerError = (): HttpHandler[] => serverError('lessons');

/** The lesson calls acting as `user`, who learns `learnt` (the questionnaire's subjects). */
export const lessonsAs = (user: User, learnt: string[] = learntSubjects[user.username] ?? []): HttpHandler[] =>
  lessonHandlers(
    createContext({ currentUser: user, db: { learntSubjects: { ...learntSubjects, [user.username]: learnt } } }),
  );

/* --- courses, files, teachers (issue 42) ------------------------------------------------------ */

/**
 * The course calls over other courses (and any other part of the data, e.g. `enrolments`):
 * `withCourses([])` is an empty catalogue.
 */
export const withCourses = (courseList: MockCourse[], db: Partial<MockDb> = {}): HttpHandler[] =>
  courseHandlers(createContext({ db: { ...db, courses: courseList } }));

/** An empty catalogue: GET /api/courses answers [], every course 404, and /teachers lists nobody a student has. */
export const noCourses = (): HttpHandler[] => withCourses([]);

/** The course calls acting as `user`, enrolled in exactly `courseIds` (by default as the fixtures enrol them). */
export const coursesAs = (user: User, courseIds?: string[]): HttpHandler[] => {
  const ctx = createContext({ currentUser: user });
  if (courseIds) {
    ctx.db.enrolments = Object.fromEntries(
      ctx.db.courses.map((course) => [
        course.id,
        [
          ...(ctx.db.enrolments[course.id] ?? []).filter((username) => username !== user.username),
          ...(courseIds.includes(course.id) ? [user.username] : []),
        ],
      ]),
    );
  }
  return courseHandlers(ctx);
};

/** Somebody else saved the course first: update-course answers 409 with the contract's text. */
export const courseVersionConflict = (): HttpHandler[] => [
  failing('updateCourse', 409, MESSAGES.courseVersionConflict, ERROR_CODES.conflict),
];

/** The catalogue cannot be loaded: GET /api/courses answers 500. */
export const coursesServerError = (): HttpHandler[] => serverError('courses');

/** GET /api/teachers answers an empty list. */
export const noTeachers = (): HttpHandler[] => [respond('teachers', [])];

const UPLOAD_CODES: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
};

/** Every upload is refused: by default 413 'Файл больше 20 МБ'; 415 and 400 with their messages too. */
export const uploadFails = (status: 400 | 413 | 415 | 500 = 413, message?: string): HttpHandler[] => {
  const text =
    message ??
    {
      400: MESSAGES.fileEmpty,
      413: MESSAGES.fileTooLarge,
      415: MESSAGES.fileTypeUnsupported,
      500: MESSAGES.serverError,
    }[status];
  return [http.post(`*${FILE_UPLOAD_PATH}`, () => fail(status, text, UPLOAD_CODES[status] ?? ERROR_CODES.serverError))];
};

/** Nobody has homework: GET /api/assignments answers [] and the review queue is empty. */
export const noAssignments = (): HttpHandler[] => [
  respond('assignments', []),
  respond('reviewQueue', { items: [], next: null }),
];

/** The assignments cannot be loaded: GET /api/assignments answers 500. */
export const assignmentsServerError = (): HttpHandler[] => serverError('assignments');
