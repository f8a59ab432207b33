import {
  LESSON_MAX_DURATION,
  LESSON_MAX_REPEAT_WEEKS,
  LESSON_MIN_DURATION,
  LESSON_REMINDER_MINUTES,
  LESSONS_MAX_RANGE_DAYS,
  LOGIN_MAX_LENGTH,
  OTP_MAX_ATTEMPTS,
  PARENT_CONSENT_AGE,
  PASSWORD_MAX_LENGTH,
} from './constants.ts';

/**
 * A text over its limit, saying the limit: 'Введите не более 100 символов' (after 'не более' the noun is genitive:
 * 'символа' for 1, 21, 31, ... and 'символов' for the rest, 11 included).
 */
export const tooLongMessage = (max: number): string =>
  `Введите не более ${max} ${max % 10 === 1 && max % 100 !== 11 ? 'символа' : 'символов'}`;

/**
 * Every Russian message the user can see as a validation or server error. Texts quoted by
 * platform.md / api.md are copied verbatim, spelling included ('Введеные'); the rest fill cases
 * the spec leaves open and are marked "ours".
 */
export const MESSAGES = {
  // --- platform.md section 5 -------------------------------------------------------------
  /** Username, e-mail and both login-dialog fields. */
  required: 'Поле обязательно для ввода',
  /** Password fields. */
  requiredFill: 'Поле обязательно для заполнения',
  /** Subject short name. */
  fieldRequired: 'Это поле обязательно для ввода',
  loginTooShort: 'Логин должен иметь не менее 4 символов',
  loginFree: 'Логин свободен',
  loginTaken: 'Пользователь с таким именем уже существует',
  passwordTooShort: 'Пароль должен содержать не менее 8 символов',
  passwordsMismatch: 'Введеные пароли не совпадают',
  emailInvalid: 'Введен неверный формат почты',
  emailTaken: 'Такая почта уже занята',
  subjectsCount: 'Выбери от 2-х до 5-ти предметов',
  vkPasswordChange: 'Вы не можете сменить пароль Вашей учетной записи, так как она была зарегистрирована через VK ID.',
  sameRoleEdit: 'Вы не можете редактировать пользователя с одинаковой ролью',

  // --- platform.md sections 7-8 and api.md ----------------------------------------------
  otpRateLimited: 'Время на отправление кода ограничено.',
  otpWrong: 'Неверный код',
  tempUserNotFound: 'Temp user not found',
  tempUserIdNotFound: 'Temp user ID not found',
  vkUserNotFound: 'User is not found',
  telegramLinked: 'Complete',
  oauthListEmpty: "OAuth list can't be empty",
  ticketExpired:
    'Срок действия ссылки истек или она недействительна. Вернитесь на главную страницу и создайте новый запрос на восстановление учетной записи.',

  // --- ours: validation -------------------------------------------------------------------
  invalidInput: 'Некорректные данные',
  invalidType: 'Неверный тип значения',
  unsafeCharacters: 'Уберите невидимые и управляющие символы',
  loginTooLong: `Логин должен иметь не более ${LOGIN_MAX_LENGTH} символов`,
  loginAt: 'Логин не может содержать символ @',
  loginCharacters: 'Логин может содержать только буквы, цифры, точку, дефис и подчеркивание',
  loginMixedScripts: 'Логин должен быть написан буквами одного алфавита: только русскими или только латинскими',
  passwordTooLong: `Пароль должен содержать не более ${PASSWORD_MAX_LENGTH} символов`,
  codeFormat: 'Код должен состоять из 6 цифр',
  classRequired: 'Выберите класс',
  classInvalid: 'Класс должен быть от 5 до 11',
  subjectsDuplicate: 'Предметы не должны повторяться',
  subjectUnknown: 'Такого предмета нет в списке',
  pointsMismatch: 'Укажите по одному результату для каждого выбранного предмета',
  scoreOutOfRange: 'Желаемый результат вне допустимого диапазона',
  olympicsInvalid: 'Отметка об олимпиаде должна быть да или нет',
  subjectScoreBounds: 'Балл должен быть от 0 до 100',
  subjectScoreInteger: 'Балл должен быть целым числом',
  subjectMinLessThanMax: 'Минимальный балл должен быть меньше максимального',
  subjectShortnameTaken: 'Предмет с таким кратким названием уже существует',
  subjectShortnameFree: 'Краткое название свободно',
  emailFree: 'Почта свободна',
  rolesRequired: 'Выберите роль',
  roleUnknown: 'Неизвестная роль',
  avatarInvalid: 'Можно загрузить только изображение',
  avatarTooLarge: 'Размер изображения не должен превышать 5 МБ',
  avatarTooManyPixels: 'Слишком большое изображение: не более 64 мегапикселей',

  // --- ours: server answers ---------------------------------------------------------------
  wrongCredentials: 'Неверный логин или пароль',
  tooManyAttempts: 'Слишком много попыток. Попробуйте позже.',
  otpTooManyAttempts: `Код заблокирован после ${OTP_MAX_ATTEMPTS} неверных попыток. Отправьте новый код.`,
  otpExpired: 'Срок действия кода истек. Отправьте новый код.',
  emailNotConfirmed: 'Почта не подтверждена',
  unauthorized: 'Требуется вход в учетную запись',
  invalidToken: 'Сессия истекла или недействительна. Войдите снова.',
  forbidden: 'Недостаточно прав для этого действия',
  banned: 'Ваша учетная запись заблокирована за нарушение правил платформы. Обратитесь в службу поддержки.',
  cannotEditSelf: 'Вы не можете изменять собственную учетную запись в панели администратора',
  ownerRequired: 'Изменять владельца и директора может только владелец',
  roleNotAllowed: 'Эту роль нельзя назначить',
  notFound: 'Не найдено',
  invitationNotFound: 'Приглашение не найдено',
  inviteResendTooSoon: 'Приглашение только что отправлено. Повторить можно через минуту.',
  userNotFound: 'Пользователь не найден',
  subjectNotFound: 'Предмет не найден',
  roleNotFound: 'Роль не найдена',
  payloadTooLarge: 'Слишком большой объем данных',
  /** 431: the request's headers (usually its cookies) exceed what the server reads. */
  headersTooLarge: 'Слишком большие заголовки запроса. Очистите cookie сайта и попробуйте снова.',
  /** 408: the request did not arrive in full in time. */
  requestTimeout: 'Запрос не успел дойти до сервера. Попробуйте еще раз.',
  /* 503 while the server stops (a restart or a deploy): the call did not run. */
  serverStopping: 'Сервер перезапускается. Повторите попытку через несколько секунд.',
  /* 503 from GET /check/ready: the database did not answer in time, so a balancer sends no calls here. */
  databaseUnavailable: 'База данных не отвечает. Повторите попытку позже.',
  /** Bulk invitations: more rows than BULK_INVITE_MAX_ROWS. */
  bulkTooManyRows: 'За один раз можно пригласить не больше 500 человек',
  /** Bulk invitations: an empty list. */
  bulkEmpty: 'В списке нет ни одной строки',
  /** Bulk invitations: a second row with an e-mail already in the list. */
  bulkDuplicateEmail: 'Эта почта уже есть в списке выше',
  serverError: 'Внутренняя ошибка сервера. Попробуйте позже.',
  resetRequested: 'Если учетная запись с этой почтой существует, мы отправили на нее ссылку для восстановления.',
  vkNotConfigured: 'Вход через VK ID не настроен',
  telegramNotConfigured: 'Telegram-бот не настроен',
  vkStateInvalid: 'Сеанс входа через VK ID устарел. Попробуйте еще раз.',
  vkTokenInvalid: 'VK ID не подтвердил вход',
  vkAlreadyLinked: 'Этот VK ID уже привязан к другой учетной записи',
  /** Issue 12: VK ID unreachable, too slow (10 s) or answering something unreadable. */
  vkUnavailable: 'VK ID не отвечает. Попробуйте еще раз через несколько минут.',
  /** Issue 12: unlinking the only way into an account registered through VK ID. */
  vkUnlinkNeedsPassword:
    'Сначала задайте пароль через восстановление доступа: без VK ID в эту учетную запись будет не войти.',
  /** Issue 12: create-vkuser for a VK ID that already has an account. */
  vkAccountExists: 'С этим VK ID уже есть учетная запись. Войдите через VK ID.',
  /** Issue 12: VK ID's e-mail belongs to an account that has not linked this VK ID. */
  vkEmailTaken:
    'Почта из VK ID уже используется учетной записью на платформе. Войдите в нее по логину и паролю и привяжите VK ID в настройках.',
  /** Issue 12: link-vkid on an account that has another VK ID linked. */
  vkOtherLinked: 'К Вашей учетной записи уже привязан другой VK ID. Сначала отвяжите его.',
  telegramAlreadyLinked: 'Telegram уже привязан к учетной записи',
  telegramNotLinked: 'Telegram еще не привязан',
  /** Issue 11: a password change on the settings page needs the current one. */
  wrongCurrentPassword: 'Неверный текущий пароль',
  signInNotFound: 'Такого входа в учетную запись нет',

  // --- personal data (issue 40; api.md gives the first) ----------------------------------
  consentRequired: 'Нужно согласие на обработку персональных данных',
  ageRequired: `Укажите, исполнилось ли Вам ${PARENT_CONSENT_AGE} лет`,
  parentRequired: 'Укажите имя и почту родителя',
  parentEmailOwn: 'Укажите почту родителя: она должна отличаться от Вашей',
  /** A parent's confirmation link that is unknown, used already or out of date. */
  parentLinkInvalid:
    'Ссылка недействительна: согласие уже подтверждено или срок действия ссылки истек. Попросите ребенка отправить письмо еще раз при входе на платформу.',

  // --- ours: courses, files, teachers (issue 42) -------------------------------------------
  /** update-course with a `version` that is no longer the stored one (the issue's text). */
  courseVersionConflict: 'Курс уже изменили. Обновите страницу, чтобы увидеть последние изменения.',
  courseNotFound: 'Курс не найден',
  courseTitleRequired: 'Укажите название курса',
  courseExamInvalid: 'Выберите экзамен: ЕГЭ, ОГЭ, олимпиада или другое',
  courseGradesInvalid: 'Классы курса должны быть от 5 до 11',
  coursePriceInvalid: 'Цена курса должна быть целым числом рублей от 0 до 1 000 000',
  courseStatusInvalid: 'Статус курса: черновик, опубликован или в архиве',
  courseTeacherUnknown: 'Преподаватель не найден',
  courseTeacherNotTeaching: 'Преподавателем курса может быть только сотрудник с ролью преподавателя',
  /** 403: creating a course, or changing price, status or teachers, below SENIOR. */
  courseManageForbidden: 'Создавать курсы, менять их цену, статус и преподавателей могут только старшие преподаватели',
  /** 403: editing the outline of a course one does not teach. */
  courseEditForbidden: 'Изменять курс могут только его преподаватели и старшие преподаватели',
  courseTooManyModules: 'В курсе может быть не более 50 модулей',
  moduleTooManyMaterials: 'В модуле может быть не более 50 материалов',
  moduleTitleRequired: 'Укажите название модуля',
  materialTitleRequired: 'Укажите название материала',
  materialKindInvalid: 'Материал может быть текстом, видео, файлом или ссылкой',
  materialBodyRequired: 'Напишите текст материала',
  materialUrlInvalid: 'Укажите адрес, начинающийся с https:// или http://',
  materialFileRequired: 'Прикрепите файл',
  /** update-course: a material's `id` (or a module's) that is not of this course. */
  materialUnknown: 'Материал не найден в этом курсе',
  /** A material's file that does not exist, or that the editor did not upload and may not read. */
  materialFileUnknown: 'Файл не найден',
  enrollUsernamesRequired: 'Укажите учеников',
  enrollUnknownUser: (username: string): string => `Ученик «${username}» не найден`,
  enrollNotStudent: (username: string): string => `«${username}» не ученик: записывать на курс можно только учеников`,
  /** material-seen by somebody not enrolled in the course. */
  materialSeenForbidden: 'Отмечать материалы может только ученик, записанный на курс',
  aboutTooLong: 'Введите не более 1000 символов',
  fileEmpty: 'Файл пустой',
  fileMissing: 'Выберите файл',
  fileTooLarge: 'Файл больше 20 МБ',
  fileTypeUnsupported: 'Можно загрузить изображение, PDF, DOCX, PPTX или XLSX',
  fileNotFound: 'Файл не найден',
  imageUnreadable: 'Не удалось прочитать изображение',

  // --- ours: homework (issue 43) ----------------------------------------------------------
  assignmentNotFound: 'Задание не найдено',
  assignmentTitleRequired: 'Укажите название задания',
  assignmentDueInvalid: 'Укажите корректные дату и время срока сдачи',
  assignmentScoreInvalid: 'Максимальный балл должен быть целым числом от 1 до 100',
  criterionTitleRequired: 'Укажите название критерия',
  criterionPointsInvalid: 'Баллы критерия должны быть целым числом от 1 до 100',
  assignmentTooManyCriteria: 'У задания может быть не более 20 критериев',
  assignmentTooManyFiles: 'К заданию можно прикрепить не более 10 файлов',
  /** 403: setting, changing or deleting an assignment of a course one does not teach. */
  assignmentEditForbidden: 'Задания курса дают только его преподаватели и старшие преподаватели',
  /** 409: the criteria or the maximum of an assignment whose works are already checked by them. */
  assignmentScoringLocked: 'Работы по заданию уже проверены: критерии и максимальный балл менять нельзя',
  /** 403: save-draft or submit-work by somebody not enrolled in the course. */
  submissionForbidden: 'Сдавать работы может только ученик, записанный на курс',
  submissionEmpty: 'Напишите ответ или прикрепите файл',
  submissionTooManyFiles: 'К работе можно прикрепить не более 10 файлов',
  /** 409: submit-work once the latest version is checked. */
  submissionChecked: 'Работа уже проверена: сдать ее заново нельзя',
  /** 409: submit-work on a returned work of an assignment without resubmission. */
  submissionNoResubmit: 'Пересдача по этому заданию не предусмотрена',
  submissionNotFound: 'Работа не найдена',
  /** 403: the review queue, checking, extensions and the gradebook of a course one does not teach. */
  reviewForbidden: 'Проверять работы могут только преподаватели курса и старшие преподаватели',
  /** 409: checking a version the student has since replaced. */
  submissionReplaced: 'Ученик уже сдал новую версию работы. Откройте ее, чтобы проверить.',
  scoreRequired: 'Поставьте оценку',
  criteriaScoresRequired: 'Поставьте баллы по каждому критерию',
  scoreAboveMax: (max: number): string => `Баллов не может быть больше ${max}`,
  scoreInvalid: 'Баллы должны быть целым числом не меньше 0',
  marksInvalid: 'Пометки на работе не удалось сохранить: проверьте их',
  extendInvalid: 'Укажите корректные дату и время нового срока',
  studentNotInCourse: (username: string): string => `Ученик «${username}» не записан на этот курс`,
  cursorInvalid: 'Ссылка на страницу списка устарела. Откройте список заново.',
  gradebookFormatInvalid: 'Журнал выгружается в формате csv',

  // --- ours: lessons (issue 17) -----------------------------------------------------------
  lessonTitleRequired: 'Укажите тему занятия',
  /** A start that is missing or does not parse as an ISO date and time with its zone. */
  lessonDateInvalid: 'Укажите корректные дату и время начала занятия',
  lessonDuration: `Длительность занятия должна быть от ${LESSON_MIN_DURATION} до ${LESSON_MAX_DURATION} минут`,
  lessonLinkHttps: 'Ссылка на занятие должна быть адресом, начинающимся с https://',
  lessonRepeatWeeks: `Повторять занятие можно от 1 до ${LESSON_MAX_REPEAT_WEEKS} недель`,
  /** GET /api/lessons: `from` or `to` missing or not an ISO instant. */
  lessonsRangeInvalid: 'Укажите начало и конец периода в формате даты и времени',
  lessonsRangeOrder: 'Начало периода должно быть раньше его конца',
  lessonsRangeTooLong: `Период не может быть длиннее ${LESSONS_MAX_RANGE_DAYS} дней`,
  lessonNotFound: 'Занятие не найдено',
  /** 403: a teacher planning (or moving a lesson to) a subject they do not teach. */
  lessonSubjectNotTaught: 'Вы можете планировать занятия только по предметам, которые преподаете',
  /** 403: neither the lesson's teacher nor SENIOR and above. */
  lessonNotOwner: 'Изменять и удалять занятие может только его преподаватель или старший преподаватель',
  /** 403: a role that plans no lessons at all. */
  lessonPlanningForbidden: 'Планировать занятия могут только преподаватели',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * 403 at sign-in (password or VK ID) of a student under 14 whose parent has not confirmed yet: where
 * the confirmation went. The person has just proved who they are, so the address they typed is theirs to see.
 */
export const parentConsentPendingMessage = (parentEmail: string): string =>
  `Учетной записью можно будет пользоваться, когда родитель подтвердит согласие на обработку персональных данных. Мы отправили письмо со ссылкой для подтверждения на адрес ${parentEmail}.`;

/**
 * What the Telegram bot writes (ours, issue 11: the spec gives no wording). The server sends them;
 * end-to-end tests read them from the Bot API stand-in.
 */
export const TELEGRAM_BOT_TEXTS = {
  /** `/start <token>` bound this chat to the account named. */
  linked: (name: string): string =>
    `Готово${name ? `, ${name}` : ''}! Этот чат привязан к Вашей учетной записи на платформе. Сюда будут приходить уведомления.`,
  /** An unknown, used or expired link token. */
  linkInvalid:
    'Ссылка недействительна или устарела. Откройте Личный кабинет на платформе и нажмите «Привязать Telegram», чтобы получить новую.',
  /** This Telegram account is bound to another account on the platform already. */
  chatTaken:
    'Этот Telegram уже привязан к другой учетной записи на платформе. Сначала отвяжите его в Личном кабинете той учетной записи.',
  /** The token's account got another Telegram bound meanwhile. */
  accountTaken:
    'К этой учетной записи уже привязан другой Telegram. Отвяжите его в Личном кабинете, чтобы привязать этот.',
  /** `/start` without a token, and any other message. */
  help: 'Здравствуйте! Я бот онлайн-школы и присылаю уведомления о Вашей учетной записи. Чтобы привязать этот чат, откройте Личный кабинет на платформе и нажмите «Привязать Telegram».',
  unlinked: 'Telegram отвязан от Вашей учетной записи на платформе.',
  passwordChanged: 'Пароль Вашей учетной записи изменен. Если это были не Вы, восстановите доступ и смените пароль.',
  /** A sign-in from a browser and system not seen among the account's sign-ins. */
  /** LESSON_REMINDER_MINUTES before a lesson, to the students of its subject. */
  lessonReminder: (subjectName: string, title: string, time: string, link: string | null): string =>
    `Через ${LESSON_REMINDER_MINUTES} минут, в ${time}, начнется занятие «${subjectName}: ${title}».${link ? ` Подключиться: ${link}` : ''}`,
  newSignIn: (browser: string, os: string, ip: string): string =>
    `Вход в учетную запись с нового устройства: ${browser || 'неизвестный браузер'}, ${os || 'неизвестная система'}, IP ${ip}`,
} as const;

/** Errors of the VK ID SDK (platform.md section 8), by their numeric code. */
export const VK_ERRORS = {
  100: 'Event is not supported',
  101: 'Cannot create new tab. Try checking your browser settings',
  102: 'New tab has been closed',
  103: 'Authorization failed with an error',
  104: 'The received state does not match the expected state',
} as const;

/** Parameter errors of the VK ID configuration (platform.md section 8). */
export const paramRequired = (name: string): string => `${name} is required parameter`;
export const paramNotNumber = (name: string): string => `${name} should be number`;
