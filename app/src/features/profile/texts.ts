/**
 * Texts of the settings page the spec does not word itself (platform.md section 2 only says what is
 * there); written in its voice: polite, 'Вы' capitalised. The quoted ones live in config/texts.ts
 * and the contract's MESSAGES.
 */
export const PROFILE_TEXTS = {
  personalSection: 'Личные данные',
  contactsSection: 'Контакты',
  passwordSection: 'Смена пароля',
  appearanceSection: 'Оформление',
  integrationsSection: 'Интеграции',
  firstName: 'Имя',
  lastName: 'Фамилия',
  email: 'Электронная почта',
  phone: 'Телефон',
  emailNotGiven: 'Не указана',
  phoneNotGiven: 'Не указан',
  contactsNote:
    'Изменить электронную почту и телефон может только администратор платформы. Если они изменились, напишите ему.',
  changeAvatar: 'Сменить фото',
  avatarNotImage: 'Выберите файл изображения (PNG, JPEG или WebP)',
  avatarPending: 'Новое фото сохранится, когда Вы нажмете «Сохранить».',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  repeatPassword: 'Повторите пароль',
  passwordHint: 'Оставьте поля пустыми, если не хотите менять пароль.',
  darkTheme: 'Темная тема',
  experimental: 'экспериментальная',
  themeHint: 'Применяется сразу и запоминается в этом браузере.',
  saved: 'Изменения сохранены',
  teacherSection: 'Страница преподавателя',
  about: 'О себе',
  aboutHint: 'Ученики увидят этот текст на странице «Преподаватели»: расскажите об опыте и о том, как Вы занимаетесь.',
  showTelegram: 'Показывать Telegram на странице преподавателей',
} as const;
