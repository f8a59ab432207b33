import type { User } from '@school/contract';

export interface TelegramRowProps {
  user: User;
}

/* Seam for the settings page; the row itself is being built (issue 11). */
export function TelegramRow(_props: TelegramRowProps) {
  return null;
}
