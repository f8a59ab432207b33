import type { PendingRegistration } from '@school/contract';

/** Has the registration link stopped working at `now` (ms)? */
export const isExpired = (temp: PendingRegistration, now: number): boolean => Date.parse(temp.expiresAt) <= now;

/** platform.md section 2: 'В процессе регистрации' once a code was sent, else 'Ожидает регистрации'. */
export const registrationStatus = (temp: PendingRegistration): 'codeSent' | 'awaiting' =>
  temp.sendOTPAt === null ? 'awaiting' : 'codeSent';

/** The expiry as the school reads it: 05.12.2026. */
export const formatExpiry = (iso: string): string =>
  new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

/** The person's name, or the e-mail when a VK ID sign-up has none. */
export const displayName = (temp: PendingRegistration): string =>
  `${temp.firstName} ${temp.lastName}`.trim() || temp.email || temp.username || temp._id;
