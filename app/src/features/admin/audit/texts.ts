import { AUDIT_ACTIONS, type AuditAction } from '@school/contract';

/**
 * Texts of 'Журнал действий' (an addition: the spec has no audit page); the issue quotes the title,
 * 'Заблокировал пользователя' and 'Создал предмет', the rest is written in the same voice.
 */
export const AUDIT_TEXTS = {
  title: 'Журнал действий',
  tableCaption: 'Действия сотрудников',
  whenColumn: 'Когда',
  whoColumn: 'Кто',
  whatColumn: 'Что сделал',
  whomColumn: 'С кем или с чем',
  detailsColumn: 'Подробности',
  actionFilter: 'Действие',
  allActions: 'Все действия',
  personFilter: 'Сотрудник',
  allPeople: 'Все сотрудники',
  empty: 'Записей пока нет.',
  emptyFiltered: 'Нет записей с такими условиями.',
  loadFailed: 'Не удалось загрузить журнал действий.',
  previous: 'Назад',
  next: 'Вперед',
  paging: 'Страницы журнала',
  range: (from: number, to: number, total: number) => `Записи ${from}–${to} из ${total}`,
  noDetails: '—',
} as const;

/**
 * What each action the server writes reads as in the table, said of the staff member ('Кто'). The
 * contract's AUDIT_ACTIONS names the kinds as nouns for documents; this is the page's wording.
 * `audit-texts.test.ts` fails when the server gains an action without a text here.
 */
export const AUDIT_ACTION_TEXTS: Readonly<Record<AuditAction, string>> = {
  'user.create': 'Пригласил пользователя',
  'user.update': 'Изменил пользователя',
  'user.ban': 'Заблокировал пользователя',
  'user.unban': 'Разблокировал пользователя',
  'temp.delete': 'Удалил незавершенную регистрацию',
  'invite.resend': 'Повторно отправил приглашение',
  'subject.create': 'Создал предмет',
  'subject.update': 'Изменил предмет',
  'lesson.create': 'Запланировал занятие',
  'lesson.update': 'Изменил занятие',
  'lesson.delete': 'Удалил занятие',
  'course.create': 'Создал курс',
  'course.update': 'Изменил курс',
  'course.enroll': 'Записал учеников на курс',
  'course.unenroll': 'Отчислил учеников с курса',
};

/** The page's wording of an action; an action newer than this map falls back to the contract's noun. */
export const actionText = (action: AuditAction | string): string =>
  (AUDIT_ACTION_TEXTS as Record<string, string>)[action] ?? (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
