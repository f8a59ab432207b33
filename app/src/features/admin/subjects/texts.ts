/**
 * Texts of 'Управление предметами' the spec does not word itself (platform.md section 2 lists the
 * columns and fields only); the quoted ones ('Добавить предмет', 'Редактировать',
 * 'Это поле обязательно для ввода', ...) come from the issue, config/texts.ts ('Отправить', 'Сохранить') and MESSAGES.
 */
export const SUBJECT_TEXTS = {
  add: 'Добавить предмет',
  edit: 'Редактировать',
  tableCaption: 'Предметы',
  nameColumn: 'Полное название',
  shortnameColumn: 'Краткое название',
  minColumn: 'Минимальный проходной балл',
  maxColumn: 'Максимальный балл',
  nameLabel: 'Полное название',
  shortnameLabel: 'Краткое название',
  shortnameHint: 'Латиницей или кириллицей, например math. Изменить его потом нельзя.',
  shortnameReadOnly: 'Краткое название не меняется',
  minLabel: 'Минимальный проходной балл',
  maxLabel: 'Максимальный балл',
  createTitle: 'Новый предмет',
  editTitle: 'Изменение предмета',
  empty: 'Предметов пока нет. Добавьте первый.',
  loadFailed: 'Не удалось загрузить список предметов.',
  created: 'Предмет добавлен',
  saved: 'Изменения сохранены',
} as const;
