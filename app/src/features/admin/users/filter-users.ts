import type { User } from '@school/contract';

/** A user with the text the search looks through, lower-cased once instead of on every keystroke. */
export interface SearchableUser {
  user: User;
  haystack: string;
}

const digits = (value: string) => value.replace(/\D/g, '');

export const toSearchable = (users: readonly User[]): SearchableUser[] =>
  users.map((user) => ({
    user,
    haystack: [
      `${user.firstName} ${user.lastName}`,
      `${user.lastName} ${user.firstName}`,
      user.email ?? '',
      user.username,
      user.phone ?? '',
      digits(user.phone ?? ''),
    ]
      .join('\n')
      .toLowerCase()
      .replaceAll('ё', 'е'),
  }));

/**
 * Users whose name, e-mail, username or phone contain every word of the query (case and 'ё'
 * ignored; a phone matches with or without its spaces, dashes and brackets).
 */
export function filterUsers(list: readonly SearchableUser[], query: string): User[] {
  const words = query.toLowerCase().replaceAll('ё', 'е').split(/\s+/).filter(Boolean);
  if (words.length === 0) return list.map((entry) => entry.user);
  const needles = words.map((word) => (/^[\d\s()+-]+$/.test(word) && digits(word) ? digits(word) : word));
  return list.filter((entry) => needles.every((needle) => entry.haystack.includes(needle))).map((entry) => entry.user);
}

/** Full name as the table shows it. */
export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`;
