/**
 * What the OpenAPI document says of each call beyond the route table: a one-line Russian summary and
 * every error status the call can answer. Only the server (its OpenAPI document and the tests that
 * hold its answers to it) reads this; it lives apart from `routes.ts` because the app reads that
 * table in its first download, where these texts would cost every visitor about 1.4 kB gzip for
 * nothing (issue 16). The `satisfies` below fails to compile on a call without an entry, or an entry
 * without a call.
 */
import type { EndpointName } from './routes.ts';

/**
 * api.md, General: 400 invalid input (also malformed JSON), 401 missing / expired / invalid token,
 * 403 no permission or banned account, 404 not found (also "not configured"), 409 taken,
 * 413 body too large, 429 rate-limited; 502 when VK ID does not answer (unreachable, timeout,
 * malformed answer). A mail server that is down is no caller's error: mail waits in the server's
 * outbox and is retried.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502;

export interface RouteDoc {
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
export const routeDocs = {
  check: { summary: 'Проверка, что сервер работает', errors: [400] },
  checkReady: { summary: 'Готов ли сервер принимать запросы: отвечает ли база данных', errors: [400] },

  // --- config ----------------------------------------------------------------------------
  serverConfig: { summary: 'Какие интеграции включены и что о них нужно браузеру', errors: [400] },
  schoolDetails: { summary: 'Реквизиты и контакты школы для справки и оферты', errors: [400] },

  // --- session ---------------------------------------------------------------------------
  login: { summary: 'Вход по логину или адресу почты', errors: [400, 401, 403, 413, 429] },
  getUser: { summary: 'Текущий пользователь', errors: [400, 401, 403] },
  refreshToken: { summary: 'Новый токен доступа и смена refresh-токена', errors: [400, 401, 403, 413] },
  logout: { summary: 'Выход: refresh-токен больше не действует', errors: [400, 413] },
  listSessions: { summary: 'Активные входы в свою учетную запись', errors: [400, 401, 403] },
  revokeSession: { summary: 'Завершение одного своего входа', errors: [400, 401, 403, 404, 413] },
  revokeOtherSessions: { summary: 'Завершение всех своих входов, кроме текущего', errors: [400, 401, 403, 413] },

  // --- registration ----------------------------------------------------------------------
  checkLogin: { summary: 'Свободен ли логин', errors: [400, 409, 429] },
  getUserByEmail: { summary: 'Свободна ли почта', errors: [400, 409, 429] },
  createUser: { summary: 'Самостоятельная регистрация: новая заявка', errors: [400, 409, 413, 429] },
  getTempUser: { summary: 'Незавершенная регистрация', errors: [400, 404] },
  cancelReg: { summary: 'Отмена незавершенной регистрации', errors: [400, 404] },
  sendOtp: { summary: 'Отправка нового кода подтверждения на почту', errors: [400, 404, 413, 429] },
  checkOtp: { summary: 'Проверка кода подтверждения', errors: [400, 404, 413, 429] },
  register: { summary: 'Завершение регистрации', errors: [400, 404, 409, 413] },
  parentConsentResend: {
    summary: 'Повторное письмо родителю ученика младше 14 лет со ссылкой для подтверждения согласия',
    errors: [400, 413, 429],
  },
  parentConsentConfirm: {
    summary: 'Подтверждение родителем согласия на обработку персональных данных ребенка',
    errors: [400, 404, 413, 429],
  },

  // --- recovery --------------------------------------------------------------------------
  resetPass: { summary: 'Письмо со ссылкой для восстановления пароля', errors: [400, 413, 429] },
  searchTicket: { summary: 'Действует ли ссылка восстановления пароля', errors: [400, 404, 429] },
  resetPassword: { summary: 'Новый пароль по ссылке восстановления', errors: [400, 404, 413, 429] },

  // --- profile and roles -----------------------------------------------------------------
  updateProfile: {
    summary: 'Изменение своего профиля или профиля другого пользователя сотрудником',
    errors: [400, 401, 403, 404, 413],
  },
  getRoles: { summary: 'Список ролей', errors: [400, 401, 403] },
  roleList: { summary: 'Название и меню роли', errors: [400, 401, 403, 404] },
  myData: { summary: 'Выгрузка всех данных своей учетной записи (JSON-файл)', errors: [400, 401, 403] },

  // --- admin/users -----------------------------------------------------------------------
  getUsers: { summary: 'Все пользователи (SENIOR)', errors: [400, 401, 403] },
  banUser: { summary: 'Блокировка пользователя (SENIOR)', errors: [400, 401, 403, 404, 413] },
  unbanUser: { summary: 'Разблокировка пользователя (SENIOR)', errors: [400, 401, 403, 404, 413] },

  // --- admin/invitations -----------------------------------------------------------------
  newUser: { summary: 'Приглашение сотрудника по почте (SENIOR)', errors: [400, 401, 403, 409, 413] },
  newUserBulk: {
    summary: 'Приглашение сотрудников списком, до 500 строк, с отчетом по каждой (SENIOR)',
    errors: [400, 401, 403, 413],
  },
  getTempUsers: { summary: 'Незавершенные регистрации (SENIOR)', errors: [400, 401, 403] },
  deleteTemp: { summary: 'Удаление незавершенной регистрации (SENIOR)', errors: [400, 401, 403, 404, 413] },
  deleteExpiredTemp: {
    summary: 'Удаление всех просроченных незавершенных регистраций (SENIOR)',
    errors: [400, 401, 403, 413],
  },
  resendInvite: {
    summary: 'Повторная отправка приглашения с новым сроком действия (SENIOR)',
    errors: [400, 401, 403, 404, 409, 413, 429],
  },

  // --- admin/subjects: the public list (the questionnaire's choices) and its management ---
  getSubjects: { summary: 'Список предметов', errors: [400] },
  checkSubjectName: { summary: 'Свободно ли краткое название предмета (SENIOR)', errors: [400, 401, 403, 409, 429] },
  createSubject: { summary: 'Новый предмет (SENIOR)', errors: [400, 401, 403, 409, 413] },
  updateSubject: { summary: 'Изменение предмета (SENIOR)', errors: [400, 401, 403, 404, 413] },

  // --- audit -----------------------------------------------------------------------------
  audit: { summary: 'Журнал действий сотрудников, новые сверху (SENIOR)', errors: [400, 401, 403] },

  // --- lessons (issue 17) ----------------------------------------------------------------
  lessons: {
    summary: 'Занятия за период до 62 дней: ученику по его предметам, преподавателю по своим, старшим все',
    errors: [400, 401, 403],
  },
  createLesson: {
    summary: 'Новое занятие или еженедельная серия (преподаватель своего предмета, SENIOR)',
    errors: [400, 401, 403, 413],
  },
  updateLesson: { summary: 'Изменение занятия (его преподаватель, SENIOR)', errors: [400, 401, 403, 404, 413] },
  deleteLesson: { summary: 'Удаление занятия (его преподаватель, SENIOR)', errors: [400, 401, 403, 404, 413] },
  lessonClashes: {
    summary: 'Занятия преподавателя, с которыми пересечется планируемое время (до сохранения)',
    errors: [400, 401, 403, 404, 413],
  },
  icsLink: { summary: 'Секретная ссылка на свой календарь занятий (ICS) для телефона', errors: [400, 401, 403] },
  icsReset: { summary: 'Новая ссылка на календарь: старая перестает работать', errors: [400, 401, 403, 413] },

  // --- courses, files, teachers (issue 42) -------------------------------------------------
  courses: {
    summary: 'Каталог курсов: опубликованные; черновики и архив также сотрудникам и преподавателям курса',
    errors: [400, 401, 403],
  },
  course: {
    summary: 'Курс с программой; содержание материалов только его ученикам, преподавателям и старшим',
    errors: [400, 401, 403, 404],
  },
  createCourse: { summary: 'Новый курс (SENIOR)', errors: [400, 401, 403, 413] },
  updateCourse: {
    summary: 'Изменение курса и его программы по версии (преподаватели курса; цена, статус, преподаватели — SENIOR)',
    errors: [400, 401, 403, 404, 409, 413],
  },
  enroll: {
    summary: 'Запись учеников на курс: по логинам или всех учеников предмета и класса (SENIOR)',
    errors: [400, 401, 403, 404, 413],
  },
  unenroll: { summary: 'Отчисление учеников с курса (SENIOR)', errors: [400, 401, 403, 404, 413] },
  courseStudents: {
    summary: 'Ученики курса с их прогрессом (преподаватели курса, SENIOR)',
    errors: [400, 401, 403, 404],
  },
  materialSeen: { summary: 'Отметка: ученик открыл материал курса', errors: [400, 401, 403, 404, 413] },
  teachers: { summary: 'Преподаватели курсов пользователя (сотрудникам — все преподаватели)', errors: [400, 401, 403] },

  // --- homework (issue 43) ----------------------------------------------------------------
  assignments: {
    summary: 'Задания: ученику его курсов со статусом, преподавателю его курсов с числами работ, старшим все',
    errors: [400, 401, 403],
  },
  createAssignment: {
    summary: 'Новое задание курса (преподаватели курса, SENIOR)',
    errors: [400, 401, 403, 404, 413],
  },
  updateAssignment: {
    summary: 'Изменение задания (преподаватели курса, SENIOR)',
    errors: [400, 401, 403, 404, 409, 413],
  },
  deleteAssignment: { summary: 'Удаление задания со сданными работами', errors: [400, 401, 403, 404, 413] },
  saveDraft: { summary: 'Черновик ответа ученика, сохраняемый по мере набора', errors: [400, 401, 403, 404, 413] },
  submitWork: {
    summary: 'Сдача работы: текст и до 10 своих файлов; после срока отмечается опоздание',
    errors: [400, 401, 403, 404, 409, 413],
  },
  submissions: {
    summary: 'Все версии работ по заданию (ученику только свои)',
    errors: [400, 401, 403, 404],
  },
  reviewQueue: {
    summary: 'Непроверенные работы курсов преподавателя, сначала с самым ранним сроком',
    errors: [400, 401, 403],
  },
  checkWork: {
    summary: 'Проверка работы: баллы, комментарий, пометки; проверено или на доработку',
    errors: [400, 401, 403, 404, 409, 413],
  },
  extendDeadline: { summary: 'Новый срок сдачи для одного ученика', errors: [400, 401, 403, 404, 413] },
  excuse: { summary: 'Освобождение ученика от задания', errors: [400, 401, 403, 404, 413] },
  gradebook: {
    summary: 'Журнал курса: ученики, задания, баллы и статусы; format=csv для Excel',
    errors: [400, 401, 403, 404],
  },

  // --- dashboard -------------------------------------------------------------------------
  dashboard: {
    summary: 'Числа карточек главной для этого пользователя: курсы, ученики, непроверенные работы, ближайшие сроки',
    errors: [400, 401, 403],
  },

  // --- integrations/vk -------------------------------------------------------------------
  vkStart: { summary: 'Начало входа через VK ID (PKCE)', errors: [400, 404, 413, 429] },
  exchangeVkCode: { summary: 'Обмен кода VK ID на токены VK ID', errors: [400, 404, 413, 429, 502] },
  getVkUser: { summary: 'Вход по VK ID', errors: [400, 401, 403, 404, 429, 502] },
  createVkUser: { summary: 'Регистрация через VK ID: новая заявка', errors: [400, 401, 404, 409, 413, 429, 502] },
  linkVkId: { summary: 'Привязка VK ID к своей учетной записи', errors: [400, 401, 403, 404, 409, 413, 502] },
  unlinkVk: { summary: 'Отвязка VK ID', errors: [400, 401, 403, 404, 413] },

  // --- integrations/telegram -------------------------------------------------------------
  tgLink: { summary: 'Ссылка на Telegram-бота для привязки', errors: [400, 401, 403, 404, 409, 413] },
  getTgUser: { summary: 'Привязан ли Telegram', errors: [400, 401, 403, 404] },
  unlinkTg: { summary: 'Отвязка Telegram', errors: [400, 401, 403, 404, 413] },
  telegramWebhook: {
    summary: 'Обновления от Telegram для бота (вебхук, заголовок X-Telegram-Bot-Api-Secret-Token)',
    errors: [400, 401, 404, 413],
  },
} as const satisfies Record<EndpointName, RouteDoc>;
