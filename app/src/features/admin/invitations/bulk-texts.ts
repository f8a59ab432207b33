/**
 * Texts of 'Пригласить списком' (issue 13, beyond the spec). 'Пригласить списком' and 'Пригласить'
 * are the issue's; the rest are ours. Row reasons are the contract's MESSAGES, as the server says them.
 */
export const BULK_TEXTS = {
  open: 'Пригласить списком',
  title: 'Пригласить списком',
  intro:
    'Выберите файл CSV со столбцами: имя, фамилия, почта, роль. Строка заголовков не обязательна. Роль можно указать названием («Преподаватель») или кодом (TEACHER). Подойдет файл из Excel.',
  limit: 'Не больше 500 строк за раз.',
  pickFile: 'Выбрать файл CSV',
  pickOther: 'Выбрать другой файл',
  fileLabel: 'Файл CSV',
  readFailed: 'Не удалось прочитать файл',
  noRows: 'В файле нет ни одной строки',
  checking: 'Проверяем почту…',
  summary: (valid: number, total: number) => `Можно пригласить: ${valid} из ${total}`,
  invite: 'Пригласить',
  cancel: 'Отмена',
  close: 'Готово',
  previewCaption: 'Строки файла',
  reportCaption: 'Результат приглашения',
  lineColumn: 'Строка',
  firstNameColumn: 'Имя',
  lastNameColumn: 'Фамилия',
  emailColumn: 'Почта',
  roleColumn: 'Роль',
  statusColumn: 'Результат',
  ok: 'Можно пригласить',
  invited: 'Приглашение отправлено',
  reportSummary: (created: number, total: number) => `Приглашено: ${created} из ${total}`,
  invitedToast: (count: number) => `Отправлено приглашений: ${count}`,
} as const;
