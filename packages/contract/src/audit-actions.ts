/**
 * The audit log's actions and paging (addition of api.md). Apart from `constants.ts`, which the app's
 * first download reads: `AUDIT_ACTION_NAMES` is computed when the module loads, so the bundler keeps the
 * whole module wherever any of its exports is used, and only the audit page needs these.
 */

/** Staff actions recorded in the audit log, with their Russian labels for the UI. */
export const AUDIT_ACTIONS = {
  'user.create': 'Создание пользователя',
  'user.update': 'Изменение пользователя',
  'user.ban': 'Блокировка пользователя',
  'user.unban': 'Разблокировка пользователя',
  'temp.delete': 'Удаление незавершенной регистрации',
  'invite.resend': 'Повторная отправка приглашения',
  'subject.create': 'Создание предмета',
  'subject.update': 'Изменение предмета',
  'lesson.create': 'Создание занятия',
  'lesson.update': 'Изменение занятия',
  'lesson.delete': 'Удаление занятия',
  'course.create': 'Создание курса',
  'course.update': 'Изменение курса',
  'course.enroll': 'Запись учеников на курс',
  'course.unenroll': 'Отчисление учеников с курса',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];
export const AUDIT_PAGE_SIZE_DEFAULT = 20;
export const AUDIT_PAGE_SIZE_MAX = 100;
