/**
 * The one table of server calls (api.md): name -> method, path, auth level, Russian summary and
 * every error status the call can answer. It imports no zod, so the app's first download can read
 * paths from it (bundle budget, decision 004); `endpoints.ts` attaches the schemas by name.
 * Server routes, the app's requests, the MSW handlers and the OpenAPI document all derive from it.
 */
import { API_PREFIX } from './constants.ts';
/* Types only: erased from the bundle, so zod stays out of it. */
import type { EndpointBody, EndpointQuery } from './endpoints.ts';

export type HttpMethod = 'GET' | 'POST';

/** none: anyone; bearer: a valid access token of a non-banned user; senior: bearer with SENIOR in the roles. */
export type AuthLevel = 'none' | 'bearer' | 'senior';

/**
 * api.md, General: 400 invalid input (also malformed JSON), 401 missing / expired / invalid token,
 * 403 no permission or banned account, 404 not found (also "not configured"), 409 taken,
 * 413 body too large, 429 rate-limited; 502 when VK ID does not answer (unreachable, timeout,
 * malformed answer). A mail server that is down is no caller's error: mail waits in the server's
 * outbox and is retried.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502;

export interface RouteDefinition {
  method: HttpMethod;
  /** Relative to API_PREFIX. */
  path: string;
  auth: AuthLevel;
  /** One line in Russian for the OpenAPI document. */
  summary: string;
  /** Every non-2xx status the call can answer, ascending; the body is always `ApiError`. */
  errors: readonly ErrorStatus[];
}

/*
 * The error lists include what api.md's General section gives every call of a kind: 400 on any path
 * (a request the router cannot decode, invalid input, malformed JSON), 413 on every POST, 401 and 403
 * (banned, or not SENIOR) on every bearer or senior call, 429 behind a per-address rate limit.
 * VK ID and Telegram calls answer 404 "not configured" while the integration is not configured.
 */
export const routes = {
  check: { method: 'GET', path: '/check', auth: 'none', summary: 'Проверка, что сервер работает', errors: [400] },
  /* Readiness for balancers, apart from the liveness above: 503 (declared for every call) while the
     database does not answer. */
  checkReady: {
    method: 'GET',
    path: '/check/ready',
    auth: 'none',
    summary: 'Готов ли сервер принимать запросы: отвечает ли база данных',
    errors: [400],
  },

  // --- config ----------------------------------------------------------------------------
  serverConfig: {
    method: 'GET',
    path: '/config',
    auth: 'none',
    summary: 'Какие интеграции включены и что о них нужно браузеру',
    errors: [400],
  },
  schoolDetails: {
    method: 'GET',
    path: '/config/school',
    auth: 'none',
    summary: 'Реквизиты и контакты школы для справки и оферты',
    errors: [400],
  },

  // --- session ---------------------------------------------------------------------------
  login: {
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    summary: 'Вход по логину или адресу почты',
    errors: [400, 401, 403, 413, 429],
  },
  getUser: {
    method: 'GET',
    path: '/auth/getuser',
    auth: 'bearer',
    summary: 'Текущий пользователь',
    errors: [400, 401, 403],
  },
  refreshToken: {
    method: 'POST',
    path: '/auth/refreshtoken',
    auth: 'none',
    summary: 'Новый токен доступа и смена refresh-токена',
    errors: [400, 401, 403, 413],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    auth: 'none',
    summary: 'Выход: refresh-токен больше не действует',
    errors: [400, 413],
  },
  listSessions: {
    method: 'GET',
    path: '/api/sessions',
    auth: 'bearer',
    summary: 'Активные входы в свою учётную запись',
    errors: [400, 401, 403],
  },
  revokeSession: {
    method: 'POST',
    path: '/api/sessions/revoke',
    auth: 'bearer',
    summary: 'Завершение одного своего входа',
    errors: [400, 401, 403, 404, 413],
  },
  revokeOtherSessions: {
    method: 'POST',
    path: '/api/sessions/revoke-others',
    auth: 'bearer',
    summary: 'Завершение всех своих входов, кроме текущего',
    errors: [400, 401, 403, 413],
  },

  // --- registration ----------------------------------------------------------------------
  checkLogin: {
    method: 'GET',
    path: '/auth/checklogin',
    auth: 'none',
    summary: 'Свободен ли логин',
    errors: [400, 409, 429],
  },
  getUserByEmail: {
    method: 'GET',
    path: '/api/getuserbyemail',
    auth: 'none',
    summary: 'Свободна ли почта',
    errors: [400, 409, 429],
  },
  createUser: {
    method: 'POST',
    path: '/auth/create-user',
    auth: 'none',
    summary: 'Самостоятельная регистрация: новая заявка',
    errors: [400, 409, 413, 429],
  },
  getTempUser: {
    method: 'GET',
    path: '/auth/get-tempuser',
    auth: 'none',
    summary: 'Незавершённая регистрация',
    errors: [400, 404],
  },
  cancelReg: {
    method: 'GET',
    path: '/auth/cancel-reg',
    auth: 'none',
    summary: 'Отмена незавершённой регистрации',
    errors: [400, 404],
  },
  sendOtp: {
    method: 'POST',
    path: '/api/sendotp',
    auth: 'none',
    summary: 'Отправка нового кода подтверждения на почту',
    errors: [400, 404, 413, 429],
  },
  checkOtp: {
    method: 'POST',
    path: '/auth/check-otp',
    auth: 'none',
    summary: 'Проверка кода подтверждения',
    errors: [400, 404, 413, 429],
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    auth: 'none',
    summary: 'Завершение регистрации',
    errors: [400, 404, 409, 413],
  },

  // --- recovery --------------------------------------------------------------------------
  resetPass: {
    method: 'POST',
    path: '/api/reset-pass',
    auth: 'none',
    summary: 'Письмо со ссылкой для восстановления пароля',
    errors: [400, 413, 429],
  },
  searchTicket: {
    method: 'GET',
    path: '/api/search-ticket',
    auth: 'none',
    summary: 'Действует ли ссылка восстановления пароля',
    errors: [400, 404, 429],
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    auth: 'none',
    summary: 'Новый пароль по ссылке восстановления',
    errors: [400, 404, 413, 429],
  },

  // --- profile and roles -----------------------------------------------------------------
  updateProfile: {
    method: 'POST',
    path: '/api/update-profile',
    auth: 'bearer',
    summary: 'Изменение своего профиля или профиля другого пользователя сотрудником',
    errors: [400, 401, 403, 404, 413],
  },
  getRoles: { method: 'GET', path: '/api/getroles', auth: 'bearer', summary: 'Список ролей', errors: [400, 401, 403] },
  roleList: {
    method: 'GET',
    path: '/api/rolelist',
    auth: 'bearer',
    summary: 'Название и меню роли',
    errors: [400, 401, 403, 404],
  },

  // --- admin/users -----------------------------------------------------------------------
  getUsers: {
    method: 'GET',
    path: '/api/getusers',
    auth: 'senior',
    summary: 'Все пользователи (SENIOR)',
    errors: [400, 401, 403],
  },
  banUser: {
    method: 'POST',
    path: '/api/ban-user',
    auth: 'senior',
    summary: 'Блокировка пользователя (SENIOR)',
    errors: [400, 401, 403, 404, 413],
  },
  unbanUser: {
    method: 'POST',
    path: '/api/unban-user',
    auth: 'senior',
    summary: 'Разблокировка пользователя (SENIOR)',
    errors: [400, 401, 403, 404, 413],
  },

  // --- admin/invitations -----------------------------------------------------------------
  newUser: {
    method: 'POST',
    path: '/api/newuser',
    auth: 'senior',
    summary: 'Приглашение сотрудника по почте (SENIOR)',
    errors: [400, 401, 403, 409, 413],
  },
  newUserBulk: {
    method: 'POST',
    path: '/api/newuser/bulk',
    auth: 'senior',
    summary: 'Приглашение сотрудников списком, до 500 строк, с отчетом по каждой (SENIOR)',
    errors: [400, 401, 403, 413],
  },
  getTempUsers: {
    method: 'GET',
    path: '/api/gettempusers',
    auth: 'senior',
    summary: 'Незавершённые регистрации (SENIOR)',
    errors: [400, 401, 403],
  },
  deleteTemp: {
    method: 'POST',
    path: '/api/deletetemp',
    auth: 'senior',
    summary: 'Удаление незавершённой регистрации (SENIOR)',
    errors: [400, 401, 403, 404, 413],
  },
  deleteExpiredTemp: {
    method: 'POST',
    path: '/api/deletetemp-expired',
    auth: 'senior',
    summary: 'Удаление всех просроченных незавершённых регистраций (SENIOR)',
    errors: [400, 401, 403, 413],
  },
  resendInvite: {
    method: 'POST',
    path: '/api/resend-invite',
    auth: 'senior',
    summary: 'Повторная отправка приглашения с новым сроком действия (SENIOR)',
    errors: [400, 401, 403, 404, 409, 413, 429],
  },

  // --- admin/subjects: the public list (the questionnaire's choices) and its management ---
  getSubjects: { method: 'GET', path: '/api/getsubj', auth: 'none', summary: 'Список предметов', errors: [400] },
  checkSubjectName: {
    method: 'GET',
    path: '/api/check-subjectname',
    auth: 'senior',
    summary: 'Свободно ли краткое название предмета (SENIOR)',
    errors: [400, 401, 403, 409, 429],
  },
  createSubject: {
    method: 'POST',
    path: '/api/create-subject',
    auth: 'senior',
    summary: 'Новый предмет (SENIOR)',
    errors: [400, 401, 403, 409, 413],
  },
  updateSubject: {
    method: 'POST',
    path: '/api/update-subject',
    auth: 'senior',
    summary: 'Изменение предмета (SENIOR)',
    errors: [400, 401, 403, 404, 413],
  },

  // --- audit -----------------------------------------------------------------------------
  audit: {
    method: 'GET',
    path: '/api/audit',
    auth: 'senior',
    summary: 'Журнал действий сотрудников, новые сверху (SENIOR)',
    errors: [400, 401, 403],
  },

  // --- lessons (issue 17) ----------------------------------------------------------------
  lessons: {
    method: 'GET',
    path: '/api/lessons',
    auth: 'bearer',
    summary: 'Занятия за период до 62 дней: ученику по его предметам, преподавателю по своим, старшим все',
    errors: [400, 401, 403],
  },
  createLesson: {
    method: 'POST',
    path: '/api/create-lesson',
    auth: 'bearer',
    summary: 'Новое занятие или еженедельная серия (преподаватель своего предмета, SENIOR)',
    errors: [400, 401, 403, 413],
  },
  updateLesson: {
    method: 'POST',
    path: '/api/update-lesson',
    auth: 'bearer',
    summary: 'Изменение занятия (его преподаватель, SENIOR)',
    errors: [400, 401, 403, 404, 413],
  },
  deleteLesson: {
    method: 'POST',
    path: '/api/delete-lesson',
    auth: 'bearer',
    summary: 'Удаление занятия (его преподаватель, SENIOR)',
    errors: [400, 401, 403, 404, 413],
  },
  icsLink: {
    method: 'GET',
    path: '/api/ics-link',
    auth: 'bearer',
    summary: 'Секретная ссылка на свой календарь занятий (ICS) для телефона',
    errors: [400, 401, 403],
  },
  icsReset: {
    method: 'POST',
    path: '/api/ics-reset',
    auth: 'bearer',
    summary: 'Новая ссылка на календарь: старая перестает работать',
    errors: [400, 401, 403, 413],
  },
  teachingStats: {
    method: 'GET',
    path: '/api/teaching-stats',
    auth: 'bearer',
    summary: 'Числа для карточек главной: ученики по предметам преподавателя и свои предметы из анкеты',
    errors: [400, 401, 403],
  },

  // --- integrations/vk -------------------------------------------------------------------
  vkStart: {
    method: 'POST',
    path: '/auth/vk-start',
    auth: 'none',
    summary: 'Начало входа через VK ID (PKCE)',
    errors: [400, 404, 413, 429],
  },
  exchangeVkCode: {
    method: 'POST',
    path: '/auth/exchange-vk-code',
    auth: 'none',
    summary: 'Обмен кода VK ID на токены VK ID',
    errors: [400, 404, 413, 429, 502],
  },
  getVkUser: {
    method: 'GET',
    path: '/auth/get-vkuser',
    auth: 'none',
    summary: 'Вход по VK ID',
    errors: [400, 401, 403, 404, 429, 502],
  },
  createVkUser: {
    method: 'POST',
    path: '/auth/create-vkuser',
    auth: 'none',
    summary: 'Регистрация через VK ID: новая заявка',
    errors: [400, 401, 404, 409, 413, 429, 502],
  },
  linkVkId: {
    method: 'POST',
    path: '/auth/link-vkid',
    auth: 'bearer',
    summary: 'Привязка VK ID к своей учётной записи',
    errors: [400, 401, 403, 404, 409, 413, 502],
  },
  unlinkVk: {
    method: 'POST',
    path: '/api/unlink-vk',
    auth: 'bearer',
    summary: 'Отвязка VK ID',
    errors: [400, 401, 403, 404, 413],
  },

  // --- integrations/telegram -------------------------------------------------------------
  tgLink: {
    method: 'POST',
    path: '/api/tg-link',
    auth: 'bearer',
    summary: 'Ссылка на Telegram-бота для привязки',
    errors: [400, 401, 403, 404, 409, 413],
  },
  getTgUser: {
    method: 'GET',
    path: '/api/get-tguser',
    auth: 'bearer',
    summary: 'Привязан ли Telegram',
    errors: [400, 401, 403, 404],
  },
  unlinkTg: {
    method: 'POST',
    path: '/api/unlink-tg',
    auth: 'bearer',
    summary: 'Отвязка Telegram',
    errors: [400, 401, 403, 404, 413],
  },
  /* Called by Telegram, not the app: it proves itself with the secret given to setWebhook. */
  telegramWebhook: {
    method: 'POST',
    path: '/telegram/webhook',
    auth: 'none',
    summary: 'Обновления от Telegram для бота (вебхук, заголовок X-Telegram-Bot-Api-Secret-Token)',
    errors: [400, 401, 404, 413],
  },
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
