import { describe, expect, it } from 'vitest';
import {
  auditEntrySchema,
  endpointNames,
  endpoints,
  endpointUrl,
  MESSAGES,
  roleSchema,
  serverConfigSchema,
  signInSchema,
  subjectBodySchema,
  pendingRegistrationSchema,
  tokensSchema,
  userSchema,
  type EndpointName,
} from '@school/contract';
import {
  accessTokenFor,
  anonymous,
  assignments,
  submissions,
  asUser,
  auditEntries,
  bannedUser,
  botConfigured,
  botNotConfigured,
  courses,
  failing,
  handlers,
  integrationsNotConfigured,
  loginTaken,
  MOCK_BOT_USERNAME,
  MOCK_OTP_CODE,
  MOCK_PARENT_CONSENT_TOKEN,
  MOCK_PASSWORD,
  MOCK_VK_STATE,
  refreshTokenFor,
  respond,
  roles,
  serverConfig,
  serverDown,
  signInList,
  signIns,
  slow,
  subjectList,
  subjects,
  tempUserList,
  expiredTempUsers,
  tempUsers,
  ticketIssued,
  tokensFor,
  userList,
  users,
  vkCodeFor,
  vkTokenFor,
  withDb,
} from './index.ts';
import { call, type CallInput } from './testing/call.ts';
import { listeningMockServer } from './testing/server.ts';

const server = listeningMockServer();

const senior = accessTokenFor(users.senior);
const student = accessTokenFor(users.student);
const anket = {
  class: 11,
  subjects: ['math', 'rus'],
  points: [
    { exam: subjects.math, points: 80, olympics: true },
    { exam: subjects.rus, points: subjects.rus.min, olympics: false },
  ],
};

/* A valid request for every call; the mapped type makes a missing call a compile error. */
const happyPath: { [N in EndpointName]: CallInput<N> } = {
  check: {},
  login: { body: { username: 'student', password: MOCK_PASSWORD } },
  getUser: { token: student },
  refreshToken: { body: { authorization: refreshTokenFor(users.student) } },
  logout: { body: { authorization: refreshTokenFor(users.student) } },
  listSessions: { token: student },
  revokeSession: { token: student, body: { id: signIns.phone.id } },
  revokeOtherSessions: { token: student },
  serverConfig: {},
  schoolDetails: {},
  checkLogin: { query: { login: 'newcomer' } },
  getUserByEmail: { query: { email: 'newcomer@mail.ru' } },
  createUser: {
    body: {
      firstName: 'Иван',
      lastName: 'Новый',
      username: 'newcomer',
      email: 'newcomer@mail.ru',
      password: '12345678',
      consent: true,
    },
  },
  getTempUser: { query: { id: tempUsers.fresh._id } },
  cancelReg: { query: { id: tempUsers.fresh._id } },
  sendOtp: { body: { id: tempUsers.fresh._id } },
  checkOtp: { body: { id: tempUsers.codeSent._id, code: MOCK_OTP_CODE } },
  register: {
    body: { _id: tempUsers.emailChecked._id, firstName: 'Кирилл', lastName: 'Волков', anket, under14: false },
  },
  parentConsentResend: { body: { login: 'kirill-volkov' } },
  parentConsentConfirm: { body: { token: MOCK_PARENT_CONSENT_TOKEN } },
  myData: { token: student },
  getSubjects: {},
  resetPass: { body: { email: 'student@school.example.ru' } },
  searchTicket: { query: { ticket: ticketIssued(60) } },
  resetPassword: { body: { email: 'student@school.example.ru', password: '12345678', ticket: ticketIssued(60) } },
  updateProfile: { token: student, body: { firstName: 'Иван', lastName: 'Петров' } },
  getRoles: { token: student },
  roleList: { token: student, query: { rolename: 'USER' } },
  getUsers: { token: senior },
  newUser: {
    token: senior,
    body: { firstName: 'Г', lastName: 'П', email: 'new.teacher@school.ru', roles: ['TEACHER'] },
  },
  newUserBulk: {
    token: senior,
    body: { rows: [{ firstName: 'Г', lastName: 'П', email: 'bulk.teacher@school.ru', role: 'TEACHER' }] },
  },
  banUser: { token: senior, body: { username: 'student' } },
  unbanUser: { token: senior, body: { username: 'banned' } },
  getTempUsers: { token: senior },
  deleteTemp: { token: senior, body: { id: tempUsers.fresh._id } },
  deleteExpiredTemp: { token: senior },
  resendInvite: { token: senior, body: { id: tempUsers.invited._id } },
  checkSubjectName: { token: senior, query: { shortname: 'astro' } },
  createSubject: { token: senior, body: { name: 'Астрономия', shortname: 'astro', min: 30, max: 100 } },
  updateSubject: { token: senior, body: { ...subjects.phys, min: 40 } },
  audit: { token: senior, query: { page: '1', limit: '2' } },
  vkStart: {},
  exchangeVkCode: { body: { code: vkCodeFor('123456789'), device_id: 'device', state: MOCK_VK_STATE } },
  getVkUser: { query: { access_token: vkTokenFor(users.vkStudent.VKId ?? '') } },
  createVkUser: { body: { access_token: vkTokenFor('555'), user_id: '555', first_name: 'Дарья', consent: true } },
  linkVkId: { token: student, body: { token: vkTokenFor('777'), id: '777' } },
  unlinkVk: { token: student, body: { vk_id: '777' } },
  tgLink: { token: student },
  getTgUser: { token: student, query: { username: 'student' } },
  unlinkTg: { token: student, body: { username: 'student' } },
  telegramWebhook: { body: { update_id: 1 } },
  checkReady: {},
  lessons: { token: student, query: { from: '2026-11-16T00:00:00+03:00', to: '2026-11-23T00:00:00+03:00' } },
  createLesson: {
    token: accessTokenFor(users.teacher),
    body: { subject: 'math', title: 'Интегралы', startsAt: '2026-11-24T16:00:00+03:00', durationMin: 90 },
  },
  updateLesson: { token: accessTokenFor(users.teacher), body: { id: 'lesson-math-mon', title: 'Интегралы' } },
  deleteLesson: { token: senior, body: { id: 'lesson-math-mon' } },
  lessonClashes: {
    token: accessTokenFor(users.teacher),
    body: { startsAt: '2026-11-16T16:30:00+03:00', durationMin: 60 },
  },
  icsLink: { token: student },
  icsReset: { token: student },
  dashboard: { token: accessTokenFor(users.teacher) },
  courses: { token: student, query: { subject: 'phys', exam: 'ЕГЭ' } },
  course: { token: student, query: { id: courses.physMechanics.id } },
  createCourse: {
    token: senior,
    body: { title: 'Химия ЕГЭ: органика', subject: 'chem', exam: 'ЕГЭ', grades: [10, 11], teachers: ['teacher'] },
  },
  updateCourse: {
    token: accessTokenFor(users.teacher),
    body: { id: courses.physMechanics.id, version: courses.physMechanics.version, title: 'Физика ЕГЭ: механика и СТО' },
  },
  enroll: { token: senior, body: { courseId: courses.rusEssay.id, usernames: ['student'] } },
  unenroll: { token: senior, body: { courseId: courses.physMechanics.id, usernames: ['student'] } },
  courseStudents: { token: accessTokenFor(users.teacher), query: { id: courses.physMechanics.id } },
  materialSeen: { token: student, body: { courseId: courses.physMechanics.id, materialId: 'material-newton-laws' } },
  teachers: { token: student },
  assignments: { token: student },
  createAssignment: {
    token: accessTokenFor(users.teacher),
    body: { courseId: courses.physMechanics.id, title: 'Импульс', dueAt: '2026-11-30T20:00:00+03:00', maxScore: 10 },
  },
  updateAssignment: {
    token: accessTokenFor(users.teacher),
    body: { id: assignments.kinematics.id, title: 'Задачи 1-6' },
  },
  deleteAssignment: { token: accessTokenFor(users.teacher), body: { id: assignments.kinematics.id } },
  saveDraft: { token: student, body: { assignmentId: assignments.kinematics.id, text: 'Задача 1: $a = 2$ м/с²' } },
  submitWork: { token: student, body: { assignmentId: assignments.kinematics.id, text: 'Ответы: 2; 4; 6' } },
  submissions: { token: student, query: { assignmentId: assignments.newton.id } },
  reviewQueue: { token: accessTokenFor(users.teacher) },
  checkWork: {
    token: accessTokenFor(users.teacher),
    body: { id: submissions.graphsLate.id, score: 9, decision: 'checked' },
  },
  extendDeadline: {
    token: accessTokenFor(users.teacher),
    body: { assignmentId: assignments.kinematics.id, username: 'student', until: '2026-12-01T20:00:00+03:00' },
  },
  excuse: {
    token: accessTokenFor(users.teacher),
    body: { assignmentId: assignments.kinematics.id, username: 'student' },
  },
  gradebook: { token: accessTokenFor(users.teacher), query: { courseId: courses.physMechanics.id } },
};

describe('fixtures', () => {
  it('every fixture parses with its contract schema', () => {
    for (const user of userList) expect(userSchema.parse(user)).toEqual(user);
    for (const temp of [...tempUserList, ...Object.values(expiredTempUsers)]) {
      expect(pendingRegistrationSchema.parse(temp)).toEqual(temp);
    }
    for (const subject of subjectList) expect(subjectBodySchema.parse(subject)).toEqual(subject);
    for (const role of roles) expect(roleSchema.parse(role)).toEqual(role);
    for (const entry of auditEntries) expect(auditEntrySchema.parse(entry)).toEqual(entry);
    for (const entry of signInList) expect(signInSchema.parse(entry)).toEqual(entry);
    expect(serverConfigSchema.parse(serverConfig)).toEqual(serverConfig);
    expect(tokensSchema.parse(tokensFor(users.senior))).toEqual({
      accessToken: 'token-senior',
      refreshToken: 'refresh-senior',
    });
  });

  it('covers every role, a banned account and a VK account', () => {
    expect(new Set(userList.map((user) => user.roles[0]))).toEqual(new Set(roles.map((role) => role.shortname)));
    expect(userList.some((user) => user.isBanned)).toBe(true);
    expect(users.vkStudent.username).toBe(users.vkStudent.VKId);
  });

  it('gives taught subjects only to teaching roles', () => {
    expect(users.teacher.subjectNames).toEqual(['Математика (профильный уровень)', 'Физика']);
    expect(users.tutor.subjectsTeach).toEqual([]);
  });
});

describe('default handlers', () => {
  it('answer every call of the contract table', () => {
    const covered = endpointNames.filter((name) =>
      handlers.some(
        (handler) => handler.info.method === endpoints[name].method && handler.info.path === `*${endpointUrl(name)}`,
      ),
    );
    expect(covered).toEqual(endpointNames);
  });

  it.each(endpointNames)('%s: a valid request gets 200 and a body matching the contract', async (name) => {
    const { status, data } = await call(name, happyPath[name] as CallInput<typeof name>);
    expect(status, JSON.stringify(data)).toBe(200);
    expect(endpoints[name].response.safeParse(data).success, JSON.stringify(data)).toBe(true);
  });

  it('getuser returns the user the bearer token belongs to', async () => {
    expect((await call('getUser', { token: senior })).data).toEqual(users.senior);
    expect((await call('getUser', { token: accessTokenFor(users.teacher) })).data).toEqual(users.teacher);
  });

  it('login then getuser is coherent, by username or by e-mail', async () => {
    const byEmail = await call('login', { body: { username: 'TEACHER@school.example.ru', password: MOCK_PASSWORD } });
    expect(byEmail.data).toEqual(tokensFor(users.teacher));
    const me = await call('getUser', { token: byEmail.data.accessToken as string });
    expect(me.data.username).toBe('teacher');
  });

  it('answers like the server when something is wrong', async () => {
    expect(await call('getUser')).toEqual({
      status: 401,
      data: expect.objectContaining({ message: MESSAGES.unauthorized }),
    });
    expect((await call('getUser', { token: 'token-nobody' })).status).toBe(401);
    expect(await call('getUser', { token: accessTokenFor(users.banned) })).toEqual({
      status: 403,
      data: { message: MESSAGES.banned, code: 'ERR_FORBIDDEN_403' },
    });
    expect((await call('login', { body: { username: 'student', password: 'wrong-password' } })).data.message).toBe(
      MESSAGES.wrongCredentials,
    );
    expect((await call('getUsers', { token: student })).status).toBe(403);
    expect(await call('checkLogin', { query: { login: 'abc' } })).toEqual({
      status: 400,
      data: expect.objectContaining({ message: 'Логин должен иметь не менее 4 символов' }),
    });
    expect(await call('checkLogin', { query: { login: 'teacher' } })).toEqual({
      status: 409,
      data: expect.objectContaining({ message: 'Пользователь с таким именем уже существует' }),
    });
    expect((await call('getUserByEmail', { query: { email: 'senior@school.example.ru' } })).data.message).toBe(
      'Такая почта уже занята',
    );
    expect((await call('getTempUser', { query: { id: 'missing' } })).data.message).toBe('Temp user not found');
    expect((await call('checkOtp', { body: { id: tempUsers.codeSent._id, code: '000000' } })).data.message).toBe(
      'Неверный код',
    );
    expect((await call('searchTicket', { query: { ticket: ticketIssued(3601) } })).status).toBe(404);
    expect((await call('banUser', { token: senior, body: { username: 'senior' } })).data.message).toBe(
      MESSAGES.cannotEditSelf,
    );
    expect((await call('banUser', { token: senior, body: { username: 'director' } })).data.message).toBe(
      MESSAGES.ownerRequired,
    );
    expect(
      (
        await call('newUser', {
          token: senior,
          body: { firstName: 'a', lastName: 'b', email: 'x@y.ru', roles: ['OWNER'] },
        })
      ).status,
    ).toBe(403);
    expect((await call('createSubject', { token: senior, body: { ...subjects.math } })).status).toBe(409);
    expect(
      (
        await call('updateProfile', {
          token: accessTokenFor(users.vkStudent),
          body: { firstName: 'a', lastName: 'b', password: '12345678' },
        })
      ).data.message,
    ).toBe(MESSAGES.vkPasswordChange);
  });

  it('register reads an empty login, password or anket as absent, like the server', async () => {
    const body = {
      _id: tempUsers.emailChecked._id,
      firstName: 'Кирилл',
      lastName: 'Волков',
      username: '',
      password: '',
      under14: false,
    };
    expect((await call('register', { body: { ...body, anket } })).status).toBe(200);
    expect((await call('register', { body: { ...body, anket: null } as never })).data.message).toBe(
      MESSAGES.classRequired,
    );
  });

  it('normalises input with the contract schemas, as the server does (trimmed, short names in lower case)', async () => {
    const created = await call('createSubject', {
      token: senior,
      body: { name: '  Астрономия ', shortname: ' Astro ', min: 30, max: 100 },
    });
    expect(created.data).toEqual({ name: 'Астрономия', shortname: 'astro', min: 30, max: 100 });
    const profile = await call('updateProfile', { token: student, body: { firstName: ' Иван ', lastName: 'Петров ' } });
    expect(profile.data).toMatchObject({ firstName: 'Иван', lastName: 'Петров' });
  });

  it('keeps taught subjects only for teaching roles in a staff edit', async () => {
    const edit = { username: 'teacher', firstName: 'Анна', lastName: 'Смирнова', subjectsTeach: ['math'] };
    const asTutor = await call('updateProfile', { token: senior, body: { ...edit, roles: ['TUTOR'] } });
    expect(asTutor.data).toMatchObject({ roles: ['TUTOR'], roleName: 'Куратор', subjectsTeach: [], subjectNames: [] });
    const asTeacher = await call('updateProfile', { token: senior, body: { ...edit, roles: ['TEACHER'] } });
    expect(asTeacher.data).toMatchObject({
      subjectsTeach: ['math'],
      subjectNames: ['Математика (профильный уровень)'],
    });
  });
});

describe('settings calls (issue 11)', () => {
  it('update-profile: a new password needs the right current one, as on the server', async () => {
    const body = { firstName: 'Иван', lastName: 'Петров', password: 'new-password-1' };
    for (const extra of [{}, { currentPassword: 'not-the-password' }]) {
      const res = await call('updateProfile', { token: student, body: { ...body, ...extra } });
      expect(res.status).toBe(400);
      expect(res.data.message).toBe(MESSAGES.wrongCurrentPassword);
    }
    const changed = await call('updateProfile', { token: student, body: { ...body, currentPassword: MOCK_PASSWORD } });
    expect(changed.status).toBe(200);
  });

  it('sessions: lists the sign-ins with this one marked, ends a listed one, and answers 404 for any other id', async () => {
    const list = await call('listSessions', { token: student });
    expect(list.data).toEqual(signInList);
    expect(signInList.filter((entry) => entry.current)).toHaveLength(1);
    expect((await call('revokeSession', { token: student, body: { id: signIns.laptop.id } })).status).toBe(200);
    const unknown = await call('revokeSession', { token: student, body: { id: 'someone-elses' } });
    expect(unknown.status).toBe(404);
    expect(unknown.data.message).toBe(MESSAGES.signInNotFound);
    expect((await call('revokeOtherSessions', {})).status).toBe(401);
  });

  it('withDb({ signIns }) lists exactly those sign-ins', async () => {
    server.use(...withDb({ signIns: [signIns.current] }));
    expect((await call('listSessions', { token: student })).data).toEqual([signIns.current]);
  });

  it('config: both integrations by default; botNotConfigured, botConfigured and integrationsNotConfigured override it', async () => {
    expect((await call('serverConfig')).data).toEqual({
      vkId: { appId: '51234567' },
      telegramBot: { username: MOCK_BOT_USERNAME },
    });
    server.use(...botNotConfigured());
    expect((await call('serverConfig')).data).toMatchObject({ telegramBot: null });
    server.resetHandlers();
    server.use(...botConfigured('another_bot'));
    expect((await call('serverConfig')).data).toMatchObject({ telegramBot: { username: 'another_bot' } });
    server.resetHandlers();
    server.use(...integrationsNotConfigured());
    expect((await call('serverConfig')).data).toEqual({ vkId: null, telegramBot: null });
  });

  it('registration: no consent is refused, and a student under 14 is not signed in but told where the mail went', async () => {
    const { consent: _consent, ...withoutConsent } = happyPath.createUser.body!;
    expect(await call('createUser', { body: withoutConsent as never })).toEqual({
      status: 400,
      data: expect.objectContaining({ message: MESSAGES.consentRequired }),
    });
    const base = { _id: tempUsers.emailChecked._id, firstName: 'Кирилл', lastName: 'Волков', anket };
    expect((await call('register', { body: base })).data.message).toBe(MESSAGES.ageRequired);
    expect((await call('register', { body: { ...base, under14: true } })).data.message).toBe(MESSAGES.parentRequired);
    const child = await call('register', {
      body: { ...base, under14: true, parent: { name: 'Ольга Волкова', email: 'olga@mail.ru' } },
    });
    expect(child).toEqual({ status: 200, data: { parentConsent: { email: 'olga@mail.ru' } } });
    expect((await call('parentConsentConfirm', { body: { token: 'used' } })).data.message).toBe(
      MESSAGES.parentLinkInvalid,
    );
  });

  it('my data: the signed-in account only, without a password or a token', async () => {
    const { data } = await call('myData', { token: student });
    expect(data).toMatchObject({ profile: { username: 'student' }, calendarFeed: { linkIssued: true } });
    expect(JSON.stringify(data)).not.toMatch(/hash|"password":|token-student|refresh-/i);
  });

  it('config: the legal details read as examples until the school sets its own', async () => {
    const legal = (await call('schoolDetails')).data as { name: string; inn: string };
    expect(legal.name).toMatch(/Пример/);
    expect(legal.inn).toMatch(/пример/);
  });
});

describe('overrides', () => {
  it('asUser makes every authenticated call act as that user', async () => {
    server.use(...asUser(users.owner));
    expect((await call('getUser')).data).toEqual(users.owner);
    expect((await call('getUsers')).status).toBe(200);
  });

  it('bannedUser answers getuser with the forbidden code', async () => {
    server.use(...bannedUser());
    expect((await call('getUser', { token: student })).data.code).toBe('ERR_FORBIDDEN_403');
  });

  it('anonymous refuses the session and its refresh', async () => {
    server.use(...anonymous());
    expect((await call('getUser', { token: student })).status).toBe(401);
    expect((await call('refreshToken', { body: { authorization: refreshTokenFor(users.student) } })).status).toBe(401);
  });

  it('serverDown fails at the network level', async () => {
    server.use(...serverDown());
    await expect(call('check')).rejects.toThrow();
  });

  it('loginTaken marks any login as taken', async () => {
    server.use(...loginTaken());
    expect((await call('checkLogin', { query: { login: 'free-login' } })).status).toBe(409);
  });

  it('withDb replaces fixture lists', async () => {
    server.use(...withDb({ tempUsers: [] }));
    expect((await call('getTempUsers', { token: senior })).data).toEqual([]);
  });

  it('respond and failing force one answer', async () => {
    server.use(respond('getSubjects', [subjects.rus]), failing('check', 503, 'Сервис недоступен'));
    expect((await call('getSubjects')).data).toEqual([subjects.rus]);
    expect(await call('check')).toEqual({ status: 503, data: { message: 'Сервис недоступен' } });
  });

  it('slow delays a call and then lets the default answer', async () => {
    server.use(...slow('check', 150));
    const started = performance.now();
    const { status } = await call('check');
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('slow wraps a given handler', async () => {
    server.use(...slow(respond('getSubjects', []), 100));
    const started = performance.now();
    expect((await call('getSubjects')).data).toEqual([]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });
});
