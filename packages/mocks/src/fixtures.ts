/**
 * Fixture data typed by the contract: one account per role plus a banned one and a VK student,
 * pending registrations in every state, an audit log. The role menus and the ЕГЭ subjects are the
 * contract's catalogue, the same the server seeds (packages/server/test/fixtures-parity.test.ts).
 * Tokens are readable on purpose: the access token of `senior` is `token-senior`.
 */
import {
  encodeTicket,
  INITIAL_SUBJECTS,
  INVITATION_TTL_DAYS,
  ROLE_MENUS,
  ROLES,
  ROLE_NAMES,
  SELF_REGISTRATION_TTL_DAYS,
  subjectsTeachFor,
  type AuditEntry,
  type InitialSubjectShortname,
  type PendingRegistration,
  type Role,
  type RoleShortname,
  type LegalDetails,
  type Lesson,
  type ServerConfig,
  type SignIn,
  type Subject,
  type Tokens,
  type User,
} from '@school/contract';

/** Password of every fixture account. */
export const MOCK_PASSWORD = 'password123';
/** The e-mail code the mocks accept. */
export const MOCK_OTP_CODE = '123456';
/** The PKCE state vk-start hands out and exchange-vk-code accepts. */
export const MOCK_VK_STATE = 'mock-vk-state';
/** The token of the parent's confirmation link the mocks accept (any other reads as used or expired). */
export const MOCK_PARENT_CONSENT_TOKEN = 'mock-parent-consent-token';

/** The school's subjects as a new platform starts with them (the contract's catalogue), by short name. */
export const subjects = Object.fromEntries(
  INITIAL_SUBJECTS.map((subject) => [subject.shortname, { ...subject }]),
) as Record<InitialSubjectShortname, Subject>;

export const subjectList: Subject[] = Object.values(subjects);

/** The role list in id order, as getroles returns it. */
export const roles: Role[] = ROLES.map((role) => ({ ...role, menu: [...ROLE_MENUS[role.shortname]] }));

interface UserSeed {
  username: string;
  firstName: string;
  lastName: string;
  roles: RoleShortname[];
  teaches?: (keyof typeof subjects)[];
  phone?: string | null;
  email?: string | null;
  VKId?: string | null;
  telegramID?: string | null;
  signupMethod?: User['signupMethod'];
  isBanned?: boolean;
  avatar?: string | null;
  about?: string;
  showTelegram?: boolean;
}

/** Builds a User the way the server does: role name and menu from the first role, taught subjects only for teaching roles. */
export const makeUser = (seed: UserSeed): User => {
  const main = seed.roles[0] ?? 'USER';
  const taught = subjectsTeachFor(seed.roles, seed.teaches ?? []).map((key) => subjects[key]);
  return {
    username: seed.username,
    firstName: seed.firstName,
    lastName: seed.lastName,
    email: seed.email === undefined ? `${seed.username}@school.example.ru` : seed.email,
    phone: seed.phone ?? null,
    avatar: seed.avatar ?? null,
    roles: seed.roles,
    roleName: ROLE_NAMES[main],
    subjectsTeach: taught.map((subject) => subject.shortname),
    subjectNames: taught.map((subject) => subject.name),
    VKId: seed.VKId ?? null,
    telegramID: seed.telegramID ?? null,
    signupMethod: seed.signupMethod ?? 'password',
    isBanned: seed.isBanned ?? false,
    about: seed.about ?? '',
    showTelegram: seed.showTelegram ?? false,
    roleList: [...ROLE_MENUS[main]],
  };
};

export const users = {
  owner: makeUser({
    username: 'owner',
    firstName: 'Ольга',
    lastName: 'Воронцова',
    roles: ['OWNER', 'SENIOR'],
    teaches: ['math'],
    phone: '+79161234501',
  }),
  director: makeUser({
    username: 'director',
    firstName: 'Дмитрий',
    lastName: 'Орлов',
    roles: ['DIRECTOR'],
    phone: '+79161234502',
  }),
  senior: makeUser({
    username: 'senior',
    firstName: 'Светлана',
    lastName: 'Кузнецова',
    roles: ['SENIOR'],
    teaches: ['rus', 'lit'],
    phone: '+79161234503',
    telegramID: '500100200',
    about: 'Старший преподаватель русского языка и литературы, эксперт ОГЭ. Отвечаю на вопросы по сочинениям.',
  }),
  teacher: makeUser({
    username: 'teacher',
    firstName: 'Анна',
    lastName: 'Смирнова',
    roles: ['TEACHER'],
    teaches: ['math', 'phys'],
    phone: '+79161234504',
    telegramID: '500100300',
    about:
      'Преподаю математику и физику 12 лет, эксперт ЕГЭ по физике. Люблю задачи, в которых формула появляется из рисунка.',
    showTelegram: true,
  }),
  tutor: makeUser({ username: 'tutor', firstName: 'Тимур', lastName: 'Ахметов', roles: ['TUTOR'] }),
  manager: makeUser({ username: 'manager', firstName: 'Марина', lastName: 'Лебедева', roles: ['MANAGER'] }),
  student: makeUser({
    username: 'student',
    firstName: 'Иван',
    lastName: 'Петров',
    roles: ['USER'],
    phone: '+79161234507',
  }),
  /** Registered through VK ID: the username is the VK ID and there is no e-mail. */
  vkStudent: makeUser({
    username: '123456789',
    firstName: 'Мария',
    lastName: 'Соколова',
    roles: ['USER'],
    email: null,
    VKId: '123456789',
    signupMethod: 'vk',
  }),
  banned: makeUser({ username: 'banned', firstName: 'Пётр', lastName: 'Сидоров', roles: ['USER'], isBanned: true }),
} satisfies Record<string, User>;

export type FixtureUserName = keyof typeof users;
export const userList: User[] = Object.values(users);

/** The bearer token the mocks map back to `user`. */
export const accessTokenFor = (user: Pick<User, 'username'>): string => `token-${user.username}`;
export const refreshTokenFor = (user: Pick<User, 'username'>): string => `refresh-${user.username}`;
export const tokensFor = (user: Pick<User, 'username'>): Tokens => ({
  accessToken: accessTokenFor(user),
  refreshToken: refreshTokenFor(user),
});
/** VK access token the mocks accept for a VK user id. */
export const vkTokenFor = (vkId: string): string => `vk-token-${vkId}`;
/** exchange-vk-code turns `vk-code-<VK id>` into VK tokens of that id; any other code gets VK's error answer. */
export const VK_CODE_PREFIX = 'vk-code-';
export const vkCodeFor = (vkId: string): string => `${VK_CODE_PREFIX}${vkId}`;

/* Fixed so snapshots and stories render the same time; handlers that need "now" use Date.now(). */
export const FIXTURE_NOW = Date.UTC(2026, 10, 21, 9, 0, 0);

const DAY_MS = 24 * 60 * 60 * 1000;

const tempUser = (
  fields: Partial<PendingRegistration> & Pick<PendingRegistration, '_id' | 'firstName' | 'lastName'>,
): PendingRegistration => ({
  email: null,
  username: null,
  VKId: null,
  avatar: null,
  phone: null,
  roles: ['USER'],
  emailChecked: false,
  sendOTPAt: null,
  invitation: false,
  /* Started the day before FIXTURE_NOW. */
  expiresAt: new Date(FIXTURE_NOW + (SELF_REGISTRATION_TTL_DAYS - 1) * DAY_MS).toISOString(),
  ...fields,
});

/** Pending registrations, one per state of the registration wizard. */
export const tempUsers = {
  /** Created by the registration dialog; no code sent yet. */
  fresh: tempUser({
    _id: 'temp-fresh',
    firstName: 'Алексей',
    lastName: 'Новиков',
    email: 'alexey@mail.example.ru',
    username: 'alexey',
  }),
  /** A code was sent; the next send is allowed from `sendOTPAt`. */
  codeSent: tempUser({
    _id: 'temp-code-sent',
    firstName: 'Елена',
    lastName: 'Морозова',
    email: 'elena@mail.example.ru',
    username: 'elena',
    sendOTPAt: FIXTURE_NOW + 60_000,
  }),
  /** E-mail confirmed; the questionnaire is next. */
  emailChecked: tempUser({
    _id: 'temp-email-checked',
    firstName: 'Кирилл',
    lastName: 'Волков',
    email: 'kirill@mail.example.ru',
    username: 'kirill',
    emailChecked: true,
    sendOTPAt: FIXTURE_NOW - 60_000,
  }),
  /** Came through VK ID: no code step. */
  vk: tempUser({
    _id: 'temp-vk',
    firstName: 'Дарья',
    lastName: 'Козлова',
    username: '987654321',
    VKId: '987654321',
    phone: '+79169876543',
  }),
  /** A staff invitation from /admin/newusers: login and password are chosen at /register/:id. */
  invited: tempUser({
    _id: 'temp-invited',
    firstName: 'Григорий',
    lastName: 'Павлов',
    email: 'grigory@school.example.ru',
    roles: ['TEACHER'],
    invitation: true,
    expiresAt: new Date(FIXTURE_NOW + (INVITATION_TTL_DAYS - 1) * DAY_MS).toISOString(),
  }),
} satisfies Record<string, PendingRegistration>;

export type FixtureTempUserState = keyof typeof tempUsers;
export const tempUserList: PendingRegistration[] = Object.values(tempUsers);

/** Pending registrations whose time ran out before FIXTURE_NOW (not in the default list). */
export const expiredTempUsers = {
  /** An invitation nobody used: still listed, renewable by a resend. */
  invitation: tempUser({
    _id: 'temp-expired-invite',
    firstName: 'Ольга',
    lastName: 'Соколова',
    email: 'olga@school.example.ru',
    roles: ['TUTOR'],
    invitation: true,
    expiresAt: new Date(FIXTURE_NOW - 2 * DAY_MS).toISOString(),
  }),
  /** A self-registration that never got its code. */
  selfRegistration: tempUser({
    _id: 'temp-expired-self',
    firstName: 'Иван',
    lastName: 'Егоров',
    email: 'ivan@mail.example.ru',
    username: 'ivan',
    expiresAt: new Date(FIXTURE_NOW - 3 * 60 * 60 * 1000).toISOString(),
  }),
} satisfies Record<string, PendingRegistration>;

/** A recovery ticket issued `ageSeconds` before `now`. */
export const ticketIssued = (ageSeconds: number, now: number = Date.now()): string =>
  encodeTicket('mock', now - ageSeconds * 1000);

export const auditEntries: AuditEntry[] = [
  {
    at: new Date(FIXTURE_NOW - 5 * 60_000).toISOString(),
    actor: 'senior',
    action: 'user.ban',
    target: 'banned',
    details: {},
  },
  {
    at: new Date(FIXTURE_NOW - 60 * 60_000).toISOString(),
    actor: 'senior',
    action: 'user.create',
    target: 'temp-invited',
    details: { email: 'grigory@school.example.ru', roles: ['TEACHER'] },
  },
  {
    at: new Date(FIXTURE_NOW - 24 * 60 * 60_000).toISOString(),
    actor: 'owner',
    action: 'subject.create',
    target: 'eng',
    details: { min: 22, max: 100 },
  },
];

/* --- GET /config and the sign-in list (issue 11) --------------------------------------------- */

/** Username of the mocks' Telegram bot. */
export const MOCK_BOT_USERNAME = 'school_mock_bot';

/** What GET /config answers by default: both integrations on (`botNotConfigured()` hides the bot). */
export const serverConfig: ServerConfig = {
  vkId: { appId: '51234567' },
  telegramBot: { username: MOCK_BOT_USERNAME },
};

/** What GET /config/school answers: the server's defaults (SCHOOL_* unset), examples that say so. */
export const schoolDetails: LegalDetails = {
  name: 'ООО «Пример» (укажите реквизиты школы)',
  inn: '0000000000 (пример)',
  ogrn: '0000000000000 (пример)',
  address: 'Адрес школы (пример)',
  phone: '+7 000 000-00-00',
  email: 'info@example.ru',
  website: 'https://example.ru',
  vk: 'https://vk.com/example',
  telegram: 'https://t.me/example',
};

const minutesBefore = (minutes: number): string => new Date(FIXTURE_NOW - minutes * 60_000).toISOString();

/** The signed-in user's active sign-ins: this browser first, then a phone and an old laptop. */
export const signIns = {
  current: {
    id: 'sign-in-current',
    browser: 'Chrome 120',
    os: 'Windows 10',
    ip: '203.0.113.10',
    createdAt: minutesBefore(3 * 24 * 60),
    lastUsedAt: minutesBefore(2),
    current: true,
  },
  phone: {
    id: 'sign-in-phone',
    browser: 'Safari 17',
    os: 'iOS 17.1',
    ip: '198.51.100.24',
    createdAt: minutesBefore(5 * 24 * 60),
    lastUsedAt: minutesBefore(90),
    current: false,
  },
  laptop: {
    id: 'sign-in-laptop',
    browser: 'Firefox 121',
    os: 'Linux',
    ip: '192.0.2.77',
    createdAt: minutesBefore(6 * 24 * 60),
    lastUsedAt: minutesBefore(2 * 24 * 60),
    current: false,
  },
} satisfies Record<string, SignIn>;
export const signInList: SignIn[] = Object.values(signIns);

// ---------------------------------------------------------------------------
// Lessons (issue 17)
// ---------------------------------------------------------------------------

/**
 * The subjects each account chose in its questionnaire (getuser does not carry them): the student
 * learns maths, Russian and social studies, so the schedule shows them maths but not physics.
 */
export const learntSubjects: Record<string, string[]> = {
  student: ['math', 'rus', 'soc'],
  '123456789': ['phys', 'inf'],
  banned: ['math', 'chem'],
};

/** Monday 00:00 Moscow time (UTC+3, no daylight saving) of the week FIXTURE_NOW falls in: 16 November 2026. */
export const FIXTURE_WEEK_START = Date.UTC(2026, 10, 15, 21, 0, 0);

const lessonTeacher = (user: User): Lesson['teacher'] => ({
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** A lesson `day` days after FIXTURE_WEEK_START at `time` Moscow time. */
const lesson = (
  id: string,
  subject: InitialSubjectShortname,
  teacher: User,
  day: number,
  time: string,
  fields: Partial<Pick<Lesson, 'title' | 'durationMin' | 'link' | 'notes' | 'seriesId'>> & Pick<Lesson, 'title'>,
): Lesson => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return {
    id,
    subject,
    subjectName: subjects[subject].name,
    startsAt: new Date(FIXTURE_WEEK_START + day * DAY_MS + (hours * 60 + minutes) * 60_000).toISOString(),
    durationMin: 90,
    link: null,
    notes: null,
    teacher: lessonTeacher(teacher),
    seriesId: null,
    courseId: null,
    courseTitle: null,
    grades: [],
    ...fields,
  };
};

/**
 * A busy week (16-22 November 2026, FIXTURE_NOW is its Saturday): two lessons on Monday, one that
 * crosses into the evening, a long title for narrow screens, lessons with and without a room link,
 * one of a weekly series.
 */
export const lessons = {
  mathMonday: lesson('lesson-math-mon', 'math', users.teacher, 0, '16:00', {
    title: 'Производная и ее применение',
    link: 'https://meet.school.example.ru/math-11a',
    notes: 'Повторить таблицу производных. Взять черновик.',
  }),
  rusMonday: lesson('lesson-rus-mon', 'rus', users.senior, 0, '18:00', {
    title: 'Сочинение: аргументы из литературы',
    durationMin: 60,
    link: 'https://meet.school.example.ru/rus',
  }),
  /* One of a weekly series: changing or deleting it asks whether the later ones go with it. */
  physTuesday: lesson('lesson-phys-tue', 'phys', users.teacher, 1, '17:30', {
    title: 'Законы Ньютона',
    durationMin: 45,
    seriesId: 'series-phys-tue',
  }),
  mathWednesday: lesson('lesson-math-wed', 'math', users.teacher, 2, '16:00', {
    title: 'Разбор варианта ЕГЭ: задания с развёрнутым ответом по планиметрии и стереометрии',
    durationMin: 120,
    link: 'https://meet.school.example.ru/math-11a',
  }),
  socThursday: lesson('lesson-soc-thu', 'soc', users.owner, 3, '19:00', {
    title: 'Экономика: спрос и предложение',
    durationMin: 60,
    notes: 'Домашнее задание пришлю в Telegram.',
  }),
  litFriday: lesson('lesson-lit-fri', 'lit', users.senior, 4, '15:00', { title: 'Лирика Пушкина' }),
  mathSaturday: lesson('lesson-math-sat', 'math', users.teacher, 5, '11:00', {
    title: 'Пробный экзамен',
    durationMin: 240,
    link: 'https://meet.school.example.ru/exam',
  }),
} satisfies Record<string, Lesson>;

export type FixtureLessonName = keyof typeof lessons;
/** The busy week in time order. */
export const lessonList: Lesson[] = Object.values(lessons).sort((a, b) => a.startsAt.localeCompare(b.startsAt));

/** The secret feed URLs the mocks hand out: one per account, another after a reset. */
export const icsUrlFor = (user: Pick<User, 'username'>, reset = false): string =>
  `http://localhost:3000/server/ics/mock-${reset ? 'reset' : 'feed'}-${user.username}-0123456789abcdef.ics`;
