import { ROLES } from '@school/contract';

/* Names of the fields the server writes into `details`, as the page shows them. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'Имя',
  lastName: 'Фамилия',
  roles: 'Роли',
  subjectsTeach: 'Предметы',
  name: 'Название',
  shortname: 'Краткое название',
  min: 'Мин. балл',
  max: 'Макс. балл',
  email: 'Почта',
  username: 'Логин',
  avatar: 'Фото',
  expiresAt: 'Действует до',
};

/* Flags written as `true`, each said in words. */
const FLAG_TEXTS: Readonly<Record<string, string>> = {
  avatar: 'Новое фото',
  expired: 'Срок приглашения истек',
  bulk: 'Приглашен списком',
};

const dateFormat = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium', timeStyle: 'short' });

/* Identifiers repeated elsewhere in the row (the target) or meaningless to a reader. */
const HIDDEN = new Set(['id']);

const roleName = (shortname: unknown) => ROLES.find((role) => role.shortname === shortname)?.name ?? String(shortname);

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return (key === 'roles' ? value.map(roleName) : value.map(String)).join(', ');
  }
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (key.endsWith('At') && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return dateFormat.format(new Date(value));
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const label = (key: string) => FIELD_LABELS[key] ?? key;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One line per fact of an entry's `details`, readable without knowing the server's keys: for a change
 * (`before` and `after`) only what changed, as 'Мин. балл: 36 → 40'; otherwise each field by its
 * Russian name, roles by their Russian names. Unknown keys still show, under their own name.
 */
export function detailLines(details: Record<string, unknown>): string[] {
  const { before, after, ...rest } = details;
  const lines: string[] = [];
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const from = show(key, before[key]);
      const to = show(key, after[key]);
      if (from !== to) lines.push(`${label(key)}: ${from} → ${to}`);
    }
  }
  for (const [key, value] of Object.entries(rest)) {
    if (HIDDEN.has(key)) continue;
    const flag = value === true ? FLAG_TEXTS[key] : undefined;
    lines.push(flag ?? `${label(key)}: ${show(key, value)}`);
  }
  return lines;
}
