import { ERROR_CODES, ROLES, TEACHING_ROLES, endpoints, type EndpointName, type RoleShortname } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, seedUser, signedIn, type SeededUser, type TestApp } from './helpers/test-app.ts';

/**
 * VK ID and Telegram calls need their outside service configured, which this file's app is not:
 * they answer 404 here, and vkid.test.ts and telegram.test.ts show who may call them when it is.
 */
const NEEDS_INTEGRATION: EndpointName[] = [
  'exchangeVkCode',
  'getVkUser',
  'createVkUser',
  'linkVkId',
  'unlinkVk',
  'tgLink',
  'getTgUser',
  'unlinkTg',
];

let t: TestApp;
const tokens = {} as Record<RoleShortname, string>;
const accounts = {} as Record<RoleShortname, SeededUser>;
let target: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const { shortname } of ROLES) {
    /* Staff above SENIOR hold SENIOR too, as the seeded owner does: the admin area opens for SENIOR. */
    const roles = shortname === 'OWNER' || shortname === 'DIRECTOR' ? [shortname, 'SENIOR'] : [shortname];
    const account = await signedIn(t.app, roles);
    tokens[shortname] = account.token;
    accounts[shortname] = account;
  }
  target = (await seedUser(t.app, ['USER'])).username;
});
afterAll(async () => {
  await t?.close();
});

const LESSON = { subject: 'math', title: 'Производная', startsAt: '2026-01-05T15:00:00+03:00', durationMin: 90 };

/**
 * Signed-in calls whose own rule depends on the role (the lesson policy): SENIOR and above for any
 * subject and any lesson; a TEACHER only for taught subjects and owned lessons, and this file's
 * teacher teaches nothing (lessons.test.ts has the teacher's cases).
 */
const LESSON_PLANNING: EndpointName[] = ['createLesson', 'updateLesson', 'deleteLesson', 'lessonClashes'];

/**
 * Signed-in calls of the course policy (issue 42) on a published course nobody of this file teaches
 * and nobody is enrolled in: changing it and listing its students is SENIOR's and above's; marking a
 * material is an enrolled student's, so every role here is refused (courses.test.ts has the others).
 */
const COURSE_EDITING: EndpointName[] = ['updateCourse', 'courseStudents'];
const COURSE_STUDYING: EndpointName[] = ['materialSeen'];

/**
 * Homework calls (issue 43) on an assignment of such a course: setting, checking and reading work is the course's
 * teachers' and SENIOR's and above; handing in is an enrolled student's, so every role here is refused; the review
 * queue is every teaching role's (homework.test.ts has the teacher's and the student's cases).
 */
const HOMEWORK_TEACHING: EndpointName[] = [
  'createAssignment',
  'updateAssignment',
  'deleteAssignment',
  'extendDeadline',
  'excuse',
  'checkWork',
  'submissions',
  'gradebook',
];
const HOMEWORK_STUDYING: EndpointName[] = ['saveDraft', 'submitWork'];
const REVIEWING: EndpointName[] = ['reviewQueue'];

/** An assignment of a new published course; `student` (a role of this file) enrolled and, if `handedIn`, their work. */
async function anAssignment(student?: RoleShortname, handedIn = false) {
  const { id: courseId } = await publishedCourse();
  if (student) {
    await call(t.app, 'POST', '/api/enroll', {
      token: tokens.OWNER,
      body: { courseId, usernames: [accounts[student].username] },
    });
  }
  const created = await call(t.app, 'POST', '/api/create-assignment', {
    token: tokens.OWNER,
    body: { courseId, title: 'Задание', dueAt: '2030-01-10T20:00:00Z', maxScore: 10 },
  });
  const assignmentId = created.body.id as string;
  const work =
    student && handedIn
      ? await call(t.app, 'POST', '/api/submit-work', { token: tokens[student], body: { assignmentId, text: 'Ответ' } })
      : undefined;
  return { courseId, assignmentId, submissionId: work?.body.id as string | undefined };
}

/** A published course with one material, made by the OWNER: its id and the material's. */
async function publishedCourse(): Promise<{ id: string; materialId: string }> {
  const created = await call(t.app, 'POST', '/api/create-course', {
    token: tokens.OWNER,
    body: { title: 'Курс', subject: 'math', exam: 'ЕГЭ', status: 'published' },
  });
  const id = created.body.id as string;
  const modules = [{ title: 'Модуль', materials: [{ kind: 'link', title: 'Ссылка', url: 'https://example.ru/a' }] }];
  await call(t.app, 'POST', '/api/update-course', { token: tokens.OWNER, body: { id, version: 1, modules } });
  const page = await call(t.app, 'GET', '/api/course', { token: tokens.OWNER, query: { id } });
  return { id, materialId: page.body.modules[0].materials[0].id as string };
}

/** A request each call accepts when `role` may make it. */
async function sample(
  name: EndpointName,
  role: RoleShortname,
): Promise<{ query?: Record<string, string>; body?: unknown }> {
  counter += 1;
  switch (name) {
    case 'revokeSession': {
      /* Another sign-in of the caller's own account, to end. */
      await login(t.app, accounts[role].username, accounts[role].password);
      const list = await call(t.app, 'GET', '/api/sessions', { token: tokens[role] });
      const other = (list.body as { id: string; current: boolean }[]).find((entry) => !entry.current);
      return { body: { id: other?.id } };
    }
    case 'newUser':
      return {
        body: { firstName: 'Имя', lastName: 'Фамилия', email: `matrix${counter}@school.test`, roles: ['TEACHER'] },
      };
    case 'newUserBulk':
      return {
        body: {
          rows: [{ firstName: 'Имя', lastName: 'Фамилия', email: `bulk${counter}@school.test`, role: 'TEACHER' }],
        },
      };
    case 'banUser':
    case 'unbanUser':
      return { body: { username: target } };
    case 'deleteTemp':
    case 'resendInvite':
      return { body: { id: 'does-not-exist' } };
    case 'checkSubjectName':
      return { query: { shortname: `free${counter}` } };
    case 'createSubject':
      return { body: { name: 'Предмет', shortname: `subj${counter}`, min: 10, max: 90 } };
    case 'updateSubject':
      return { body: { name: 'Русский язык', shortname: 'rus', min: 36, max: 100 } };
    case 'audit':
      return { query: { page: '1', limit: '5' } };
    case 'updateProfile':
      return { body: { firstName: 'Имя', lastName: 'Фамилия' } };
    case 'roleList':
      return { query: { rolename: 'USER' } };
    case 'lessons':
      return { query: { from: '2026-01-05T00:00:00Z', to: '2026-01-12T00:00:00Z' } };
    case 'createLesson':
      return { body: LESSON };
    case 'updateLesson':
    case 'deleteLesson':
    case 'lessonClashes': {
      /* Someone else's lesson: only SENIOR and above may change it (or ask what its move would clash with). */
      const created = await call(t.app, 'POST', '/api/create-lesson', { token: tokens.OWNER, body: LESSON });
      const id = (created.body.ids as string[])[0];
      if (name === 'lessonClashes') return { body: { id, startsAt: LESSON.startsAt, durationMin: 60, series: true } };
      return { body: name === 'updateLesson' ? { id, title: 'Другая тема' } : { id } };
    }
    case 'course':
    case 'courseStudents':
      return { query: { id: (await publishedCourse()).id } };
    case 'updateCourse':
      return { body: { id: (await publishedCourse()).id, version: 2, title: 'Другое название' } };
    case 'materialSeen': {
      const { id, materialId } = await publishedCourse();
      return { body: { courseId: id, materialId } };
    }
    case 'createAssignment':
      return {
        body: { courseId: (await publishedCourse()).id, title: 'Задание', dueAt: '2030-01-10T20:00:00Z', maxScore: 5 },
      };
    case 'updateAssignment':
      return { body: { id: (await anAssignment()).assignmentId, title: 'Другое' } };
    case 'deleteAssignment':
      return { body: { id: (await anAssignment()).assignmentId } };
    case 'extendDeadline':
      return {
        body: {
          assignmentId: (await anAssignment('USER')).assignmentId,
          username: accounts.USER.username,
          until: '2030-02-01T12:00:00Z',
        },
      };
    case 'excuse':
      return { body: { assignmentId: (await anAssignment('USER')).assignmentId, username: accounts.USER.username } };
    case 'checkWork':
      return { body: { id: (await anAssignment('USER', true)).submissionId, score: 7, decision: 'checked' } };
    case 'submissions':
      return { query: { assignmentId: (await anAssignment()).assignmentId } };
    case 'gradebook':
      return { query: { courseId: (await anAssignment()).courseId } };
    case 'saveDraft':
    case 'submitWork':
      return { body: { assignmentId: (await anAssignment()).assignmentId, text: 'Ответ' } };
    default:
      return {};
  }
}

const seniorCalls = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].auth === 'senior');
const bearerCalls = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) =>
    endpoints[name].auth === 'bearer' &&
    ![
      ...NEEDS_INTEGRATION,
      ...LESSON_PLANNING,
      ...COURSE_EDITING,
      ...COURSE_STUDYING,
      ...HOMEWORK_TEACHING,
      ...HOMEWORK_STUDYING,
      ...REVIEWING,
    ].includes(name),
);
const ADMINS: RoleShortname[] = ['OWNER', 'DIRECTOR', 'SENIOR'];

describe('permission matrix over HTTP: every role against every SENIOR call', () => {
  for (const name of seniorCalls) {
    const { method, path } = endpoints[name];
    for (const { shortname: role } of ROLES) {
      const allowed = ADMINS.includes(role);
      it(`${role} calling ${method} ${path} / ${allowed ? 'is let through' : 'gets 403 ERR_NO_PERMISSION_403'}`, async () => {
        const res = await call(t.app, method, path, { token: tokens[role], ...(await sample(name, role)) });
        if (allowed) {
          expect([401, 403]).not.toContain(res.status);
          expect(res.status).toBeLessThan(500);
        } else {
          expect(res.status).toBe(403);
          expect(res.body.code).toBe(ERROR_CODES.forbidden);
        }
      });
    }
    it(`anonymous calling ${method} ${path} / gets 401 even with an empty body`, async () => {
      expect((await call(t.app, method, path)).status).toBe(401);
    });
  }
});

describe('permission matrix over HTTP: every role against every signed-in call', () => {
  for (const name of bearerCalls) {
    const { method, path } = endpoints[name];
    for (const { shortname: role } of ROLES) {
      it(`${role} calling ${method} ${path} / succeeds`, async () => {
        const res = await call(t.app, method, path, { token: tokens[role], ...(await sample(name, role)) });
        expect(res.status).toBe(200);
      });
    }
    it(`anonymous calling ${method} ${path} / gets 401`, async () => {
      expect((await call(t.app, method, path)).status).toBe(401);
    });
  }
});

/** Every role and an anonymous caller against `names`: 200 for the roles `allowed` names, 403 for the others. */
function roleMatrix(names: readonly EndpointName[], allowed: (name: EndpointName, role: RoleShortname) => boolean) {
  for (const name of names) {
    const { method, path } = endpoints[name];
    for (const { shortname: role } of ROLES) {
      const succeeds = allowed(name, role);
      it(`${role} calling ${method} ${path} / ${succeeds ? 'succeeds' : 'gets 403 ERR_NO_PERMISSION_403'}`, async () => {
        const res = await call(t.app, method, path, { token: tokens[role], ...(await sample(name, role)) });
        if (succeeds) expect(res.status).toBe(200);
        else {
          expect(res.status).toBe(403);
          expect(res.body.code).toBe(ERROR_CODES.forbidden);
        }
      });
    }
    it(`anonymous calling ${method} ${path} / gets 401`, async () => {
      expect((await call(t.app, method, path)).status).toBe(401);
    });
  }
}

describe('permission matrix over HTTP: every role against planning, changing and removing lessons', () => {
  roleMatrix(LESSON_PLANNING, (_name, role) => ADMINS.includes(role));
});

describe('permission matrix over HTTP: every role against the course rules', () => {
  roleMatrix(
    [...COURSE_EDITING, ...COURSE_STUDYING],
    (name, role) => COURSE_EDITING.includes(name) && ADMINS.includes(role),
  );
});

describe('permission matrix over HTTP: every role against the homework rules', () => {
  roleMatrix(
    [...HOMEWORK_TEACHING, ...HOMEWORK_STUDYING, ...REVIEWING],
    (name, role) =>
      (HOMEWORK_TEACHING.includes(name) && ADMINS.includes(role)) ||
      (REVIEWING.includes(name) && (TEACHING_ROLES as readonly string[]).includes(role)),
  );
});

describe('integration calls while VK ID and the bot are not configured', () => {
  it.each(NEEDS_INTEGRATION.filter((name) => endpoints[name].auth !== 'none'))(
    '%s without a token / answers 401 like every signed-in call',
    async (name) => {
      const { method, path } = endpoints[name];
      const res = await call(t.app, method, path, { body: method === 'POST' ? {} : undefined });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(ERROR_CODES.unauthorized);
    },
  );

  it.each(NEEDS_INTEGRATION)('%s / answers 404 JSON: not configured', async (name) => {
    const { method, path } = endpoints[name];
    const res = await call(t.app, method, path, { token: tokens.USER, body: method === 'POST' ? {} : undefined });
    expect(res.status).toBe(404);
    expect(res.body.message).toBeTruthy();
  });
});
