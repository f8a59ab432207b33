/**
 * The Russian plural form of a count: `forms` are for 1, 2 and 5 ('занятие', 'занятия', 'занятий').
 * Intl.PluralRules would need the same three words and adds nothing for whole numbers.
 */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n >= 11 && n <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

const LESSON_FORMS = ['занятие', 'занятия', 'занятий'] as const;

/** '1 занятие', '2 занятия', '5 занятий'. */
export const lessonCount = (count: number): string => `${count} ${pluralRu(count, LESSON_FORMS)}`;
