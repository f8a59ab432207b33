/**
 * Texts of the users page the spec does not word itself (platform.md section 2 names the controls
 * only); written in its voice. The quoted ones ('Управление пользователями', 'Создать', 'Вы', ...)
 * live in config/texts.ts and the contract's MESSAGES.
 */
export const USERS_TEXTS = {
  addUser: 'Добавить пользователя',
  search: 'Поиск',
  searchHint: 'Имя, почта, логин или телефон',
  refresh: 'Обновить',
  back: 'Назад',
  edit: 'Редактировать',
  tableCaption: 'Пользователи',
  actionsColumn: 'Действия',
  userColumn: 'Пользователь',
  roleColumn: 'Роль',
  subjectsColumn: 'Предметы',
  emailColumn: 'Почта',
  phoneColumn: 'Телефон',
  usernameColumn: 'Логин',
  vkColumn: 'VK ID',
  telegramColumn: 'Telegram',
  vkLinked: 'VK ID привязан',
  nothingFound: 'Никого не нашли',
  noUsers: 'Пользователей пока нет',
  loadFailed: 'Не удалось загрузить пользователей.',
  scrollHint: 'Таблица шире экрана: прокрутите ее вбок',
  found: (count: number, total: number) => `Показано ${count} из ${total}`,

  createTitle: 'Новый пользователь',
  firstName: 'Имя',
  lastName: 'Фамилия',
  email: 'Электронная почта',
  role: 'Роль',
  staffOnlyNote:
    'Здесь создаются только учетные записи сотрудников школы. Ученики и остальные пользователи регистрируются сами через форму регистрации.',
  cancel: 'Отмена',
  invited: (email: string) => `Пользователь создан. Приглашение отправлено на ${email}`,

  editTitle: 'Редактирование пользователя',
  roles: 'Роли',
  subjects: 'Преподаваемые предметы',
  subjectsDisabledHint: 'Предметы назначаются только преподавателям и руководителям',
  saved: 'Изменения сохранены',
  banTitle: (name: string) => `Заблокировать пользователя ${name}?`,
  banText: 'Все его входы завершатся сразу, а войти снова он не сможет, пока его не разблокируют.',
  unbanTitle: (name: string) => `Разблокировать пользователя ${name}?`,
  unbanText: 'Пользователь снова сможет входить на платформу.',
  bannedToast: (name: string) => `Пользователь ${name} заблокирован`,
  unbannedToast: (name: string) => `Пользователь ${name} разблокирован`,
  bannedBadge: 'Заблокирован',
} as const;
