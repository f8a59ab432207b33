/**
 * The typed plumbing under every mock handler: URL from the contract table, the same auth levels
 * and the same request validation (with the same Russian messages) as the real server, and a
 * small in-memory view of the fixtures the handlers read.
 */
import { http, HttpResponse, type DefaultBodyType, type HttpHandler, type PathParams } from 'msw';
import {
  canOpenAdmin,
  endpoints,
  endpointUrl,
  ERROR_CODES,
  MESSAGES,
  tempUserSchema,
  validationMessage,
  type ApiError,
  type AuditEntry,
  type EndpointDefinition,
  type EndpointName,
  type EndpointParsedBody,
  type EndpointParsedQuery,
  type EndpointResponse,
  type Endpoints,
  type Lesson,
  type Role,
  type ServerConfig,
  type SignIn,
  type StoredFile,
  type PendingRegistration,
  type Subject,
  type TempUser,
  type User,
  type HomeworkDraft,
  type Submission,
} from '@school/contract';
import {
  auditEntries,
  learntSubjects,
  lessonList,
  roles,
  serverConfig,
  signInList,
  subjectList,
  tempUserList,
  userList,
} from './fixtures.ts';
import {
  courseList,
  enrolments,
  fileList,
  materialViews,
  studentGrades,
  telegramUsernames,
  type MockCourse,
} from './course-fixtures.ts';
import { assignmentList, drafts, homeworkFileList, submissionList, type MockAssignment } from './homework-fixtures.ts';

/** What the handlers read. Handlers never write to it, so one test cannot leak into the next. */
export interface MockDb {
  users: User[];
  /** Pending registrations as staff see them; the public calls answer the TempUser part. */
  tempUsers: PendingRegistration[];
  subjects: Subject[];
  roles: Role[];
  audit: AuditEntry[];
  /** The signed-in user's active sign-ins (GET /api/sessions). */
  signIns: SignIn[];
  /** What GET /config answers. */
  serverConfig: ServerConfig;
  /** Every planned lesson; each viewer gets the ones the lesson policy shows them. */
  lessons: Lesson[];
  /** Subjects of each account's questionnaire, by username. */
  learntSubjects: Record<string, string[]>;
  /** Every course with its whole outline and content; each viewer gets what the course policy shows them. */
  courses: MockCourse[];
  /** Usernames enrolled in each course, by course id. */
  enrolments: Record<string, string[]>;
  /** The materials each student opened, by username. */
  materialViews: Record<string, string[]>;
  /** The class of each student's questionnaire, by username. */
  studentGrades: Record<string, number>;
  /** Telegram usernames of linked accounts, by username (the teachers page shows them). */
  telegramUsernames: Record<string, string>;
  /** Uploaded files (GET /server/files/:id). */
  files: StoredFile[];
  /** Every assignment with each student's own terms; each viewer gets their status or counts. */
  assignments: MockAssignment[];
  /** Every handed-in version; the highest version of a student is the one that counts. */
  submissions: Submission[];
  /** Unsent texts, by `${assignmentId} ${username}`. */
  drafts: Record<string, HomeworkDraft>;
}

export interface MockOptions {
  /** Replaces parts of the fixture data, e.g. `{ tempUsers: [] }` for an empty list. */
  db?: Partial<MockDb>;
  /** Every authenticated call acts as this user, whatever token it carries (or none). */
  currentUser?: User;
}

export interface MockContext {
  db: MockDb;
  currentUser: User | undefined;
}

export const createContext = (options: MockOptions = {}): MockContext => {
  const users = options.db?.users ?? userList;
  const current = options.currentUser;
  return {
    db: {
      users: current && !users.some((user) => user.username === current.username) ? [...users, current] : [...users],
      tempUsers: [...(options.db?.tempUsers ?? tempUserList)],
      subjects: [...(options.db?.subjects ?? subjectList)],
      roles: [...(options.db?.roles ?? roles)],
      audit: [...(options.db?.audit ?? auditEntries)],
      signIns: [...(options.db?.signIns ?? signInList)],
      serverConfig: options.db?.serverConfig ?? serverConfig,
      lessons: [...(options.db?.lessons ?? lessonList)],
      learntSubjects: { ...(options.db?.learntSubjects ?? learntSubjects) },
      courses: [...(options.db?.courses ?? courseList)],
      enrolments: { ...(options.db?.enrolments ?? enrolments) },
      materialViews: { ...(options.db?.materialViews ?? materialViews) },
      studentGrades: { ...(options.db?.studentGrades ?? studentGrades) },
      telegramUsernames: { ...(options.db?.telegramUsernames ?? telegramUsernames) },
      files: [...(options.db?.files ?? [...fileList, ...homeworkFileList])],
      assignments: [...(options.db?.assignments ?? assignmentList)],
      submissions: [...(options.db?.submissions ?? submissionList)],
      drafts: { ...(options.db?.drafts ?? drafts) },
    },
    currentUser: current,
  };
};

/** The URL pattern of a call: any origin (app, Storybook, jsdom), then '/server' + path. */
export const urlPattern = (name: EndpointName): string => `*${endpointUrl(name)}`;

type MaybePromise<T> = T | Promise<T>;

/** A handler's answer: the call's success body or an ApiError. */
export type MockResponse<N extends EndpointName> = HttpResponse<EndpointResponse<N>> | HttpResponse<ApiError>;

export interface MockCall<N extends EndpointName> {
  request: Request;
  body: EndpointParsedBody<N>;
  query: EndpointParsedQuery<N>;
  /** The signed-in caller; null only for calls anyone may make. */
  viewer: Endpoints[N]['auth'] extends 'none' ? null : User;
}

export const ok = <N extends EndpointName>(_name: N, body: EndpointResponse<N>, init?: ResponseInit) =>
  HttpResponse.json<EndpointResponse<N>>(body, init);

export const fail = (status: number, message: string, code?: string, details?: Omit<ApiError, 'message' | 'code'>) =>
  HttpResponse.json<ApiError>(code === undefined ? { ...details, message } : { ...details, message, code }, { status });

/** The calls that tell whether a name is still free: a login, an e-mail, a subject's short name. */
type NameCheckCall = 'checkLogin' | 'getUserByEmail' | 'checkSubjectName';

/** A name check as the server answers it: 409 with the `taken` message when in use, else 200 with `free`. */
export const nameCheck = (inUse: boolean, taken: string, free: string): MockResponse<NameCheckCall> =>
  inUse ? fail(409, taken, ERROR_CODES.conflict) : HttpResponse.json({ message: free });

/**
 * The signed-in caller of a request, or the 401/403 the server answers. `cookie` also accepts the
 * `accessToken` cookie, as the file downloads do (a link cannot carry a bearer header).
 */
export const authenticate = (
  ctx: MockContext,
  request: Request,
  { cookie = false, cookies }: { cookie?: boolean; cookies?: Record<string, string> } = {},
): User | HttpResponse<ApiError> => {
  let user = ctx.currentUser;
  if (!user) {
    const header = request.headers.get('Authorization');
    /* In a browser MSW hands the page's cookies to the resolver (a service worker never sees the Cookie header);
       under Node the header is there. */
    const fromCookie = cookie
      ? (cookies?.accessToken ?? /(?:^|;\s*)accessToken=([^;]+)/.exec(request.headers.get('Cookie') ?? '')?.[1])
      : undefined;
    if (!header?.startsWith('Bearer ') && !fromCookie) {
      return fail(401, MESSAGES.unauthorized, ERROR_CODES.unauthorized);
    }
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : decodeURIComponent(fromCookie ?? '');
    user = ctx.db.users.find((candidate) => `token-${candidate.username}` === token);
    if (!user) return fail(401, MESSAGES.invalidToken, ERROR_CODES.unauthorized);
  }
  if (user.isBanned) return fail(403, MESSAGES.banned, ERROR_CODES.banned);
  return user;
};

const readBody = async (request: Request): Promise<{ value: unknown } | null> => {
  const text = await request.text();
  if (text === '') return { value: {} };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
};

/**
 * A handler for one call of the contract table. Checks auth, then parses query and body with the
 * call's contract schemas, which also normalise them (trimming, lower-casing, empty fields read as
 * absent) exactly as the server's validation does; answers 401/403/400 like the server, then runs
 * `resolve` with the parsed input.
 */
export const handle = <N extends EndpointName>(
  ctx: MockContext,
  name: N,
  resolve: (call: MockCall<N>) => MaybePromise<MockResponse<N>>,
): HttpHandler => {
  const endpoint: EndpointDefinition = endpoints[name];
  const resolver = async ({ request }: { request: Request }) => {
    let viewer: User | null = null;
    if (endpoint.auth !== 'none') {
      const result = authenticate(ctx, request);
      if (result instanceof Response) return result;
      if (endpoint.auth === 'senior' && !canOpenAdmin(result.roles)) {
        return fail(403, MESSAGES.forbidden, ERROR_CODES.forbidden);
      }
      viewer = result;
    }
    let query: unknown;
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return fail(400, validationMessage(parsed.error), ERROR_CODES.badRequest);
      query = parsed.data;
    }
    let body: unknown;
    if (endpoint.body) {
      const raw = await readBody(request);
      if (!raw) return fail(400, MESSAGES.invalidInput, ERROR_CODES.badRequest);
      const parsed = endpoint.body.safeParse(raw.value);
      if (!parsed.success) return fail(400, validationMessage(parsed.error), ERROR_CODES.badRequest);
      body = parsed.data;
    }
    return resolve({ request, body, query, viewer } as MockCall<N>);
  };
  return endpoint.method === 'GET'
    ? http.get<PathParams, DefaultBodyType, DefaultBodyType>(urlPattern(name), resolver)
    : http.post<PathParams, DefaultBodyType, DefaultBodyType>(urlPattern(name), resolver);
};

/** A handler that skips auth and validation: for overrides that force one answer. */
export const raw = <N extends EndpointName>(
  name: N,
  resolve: (info: { request: Request }) => MaybePromise<MockResponse<N> | Response>,
): HttpHandler => {
  const method = endpoints[name].method;
  return method === 'GET'
    ? http.get<PathParams, DefaultBodyType, DefaultBodyType>(urlPattern(name), resolve)
    : http.post<PathParams, DefaultBodyType, DefaultBodyType>(urlPattern(name), resolve);
};

const lower = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

export const findUser = (ctx: MockContext, username: string): User | undefined =>
  ctx.db.users.find((user) => lower(user.username) === lower(username));

/** Login by username or e-mail. */
export const findUserByLogin = (ctx: MockContext, login: string): User | undefined =>
  ctx.db.users.find(
    (user) => lower(user.username) === lower(login) || (user.email !== null && lower(user.email) === lower(login)),
  );

/** The pending registration as the public calls answer it (without the staff-only fields). */
export const findTempUser = (ctx: MockContext, id: string): TempUser | undefined => {
  const found = ctx.db.tempUsers.find((temp) => temp._id === id);
  return found && tempUserSchema.parse(found);
};

/** Taken by an account or a pending registration, compared in lower case. */
export const isLoginTaken = (ctx: MockContext, login: string): boolean =>
  ctx.db.users.some((user) => lower(user.username) === lower(login)) ||
  ctx.db.tempUsers.some((temp) => temp.username !== null && lower(temp.username) === lower(login));

export const isEmailTaken = (ctx: MockContext, email: string): boolean =>
  ctx.db.users.some((user) => user.email !== null && lower(user.email) === lower(email)) ||
  ctx.db.tempUsers.some((temp) => temp.email !== null && lower(temp.email) === lower(email));

export const findSubject = (ctx: MockContext, shortname: string): Subject | undefined =>
  ctx.db.subjects.find((subject) => lower(subject.shortname) === lower(shortname));
