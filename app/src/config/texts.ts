/**
 * Fixed interface texts the spec quotes, so the app, its tests and the screen stories agree on them.
 * UI wording, not API: it lives with the app (copied byte for byte from the contract's former TEXTS).
 */
export const TEXTS = {
  welcomeTitle: 'Добро пожаловать на платформу!',
  anonymousText:
    'На данный момент использование платформы без авторизации недоступно. Войдите в свою учетную запись, чтобы воспользоваться возможностями платформы.',
  signIn: 'Войти',
  loginDialogTitle: 'Вход',
  forgotPasswordTitle: 'Забыли пароль?',
  forgotPasswordSent: 'Запрос отправлен',
  unfinishedRegistration: 'У Вас есть незаконченная регистрация',
  cancel: 'Отменить',
  continue: 'Продолжить',
  register: 'Зарегистрироваться',
  settings: 'Настройки',
  manage: 'Управление',
  logout: 'Выйти',
  home: 'Главная',
  monthCalendarTitle: 'Ваше расписание в этом месяце',
  weekScheduleTitle: 'Ваше текущее расписание на этой неделе',
  recoveryTitle: 'Восстановление учетной записи',
  changePassword: 'Сменить пароль',
  /** Issue 40: what the home page says in the sign-in dialog after the reload that follows a reset. */
  passwordChanged: 'Пароль изменен. Войдите с новым паролем.',
  backHome: 'Вернуться на главную',
  settingsTitle: 'Личный кабинет',
  cropTitle: 'Обрежьте Ваше фото',
  crop: 'Обрезать',
  cropCancel: 'Отмена',
  unlinking: 'Отвязываем Ваш профиль...',
  save: 'Сохранить',
  telegramChecking: 'Проверяем привязку',
  adminWelcome: 'Добро пожаловать в панель Администратора',
  adminMenu: 'Админ-панель',
  adminUsers: 'Пользователи',
  adminNewUsers: 'Новые пользователи',
  adminSubjects: 'Предметы',
  /** Ours (issue 42): the admin menu's entry to the courses, under 'Предметы'. */
  adminCourses: 'Курсы',
  /** An addition: the audit page's menu item and title. */
  adminAudit: 'Журнал действий',
  adminStats: 'Статистика',
  inDevelopment: 'В разработке',
  backToMain: 'Вернуться на Главную',
  usersTitle: 'Управление пользователями',
  newUsersTitle: 'Новые пользователи',
  subjectsTitle: 'Управление предметами',
  auditTitle: 'Журнал действий',
  create: 'Создать',
  ban: 'Заблокировать',
  unban: 'Разблокировать',
  submit: 'Отправить',
  you: 'Вы',
  retry: 'Повторить',
  statusInProgress: 'В процессе регистрации',
  statusWaiting: 'Ожидает регистрации',
  serverErrorTitle: 'Ошибка подключения к серверу',
  bannedTitle: 'Доступ запрещен',
  bannedLogout: 'Выйти из учетной записи',
} as const;

/** The edition of the public offer the legal dialog shows. */
export const OFFER_EDITION_DATE = '02.07.2025';
