import type { SignIn } from '@school/contract';
import { format } from 'date-fns';
import { ru } from 'date-fns/locale';

/** This device first, then the others from the most recently used. */
export function orderSignIns(list: readonly SignIn[]): SignIn[] {
  return [...list].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt),
  );
}

/** 'Chrome 120, Windows 10'; the server leaves a part empty when the User-Agent names none. */
export function deviceName({ browser, os }: Pick<SignIn, 'browser' | 'os'>): string {
  return [browser.trim(), os.trim()].filter(Boolean).join(', ') || 'Неизвестное устройство';
}

/** '23 ноября 2026, 12:30' in the visitor's time zone. */
export function formatSignInTime(iso: string): string {
  return format(new Date(iso), 'd MMMM yyyy, HH:mm', { locale: ru });
}
