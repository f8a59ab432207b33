/**
 * Phone numbers as people read them. Accounts keep what was typed or what VK ID sent ('+79161234501',
 * '79161234501', '8 (916) 123-45-01'); every screen shows one form, `+7 916 123-45-01`.
 */

/** Russian numbers (11 digits from 7 or 8, or 10 without the country code) as `+7 999 123-45-67`; other numbers as given. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national =
    digits.length === 11 && (digits[0] === '7' || digits[0] === '8')
      ? digits.slice(1)
      : digits.length === 10
        ? digits
        : null;
  if (!national) return value.trim();
  return `+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
}

/** A `tel:` link to the number: its digits with the country code. */
export function phoneHref(value: string): string {
  const formatted = formatPhone(value);
  return `tel:${formatted.replace(/[^\d+]/g, '')}`;
}
