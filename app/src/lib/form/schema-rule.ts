import type { FieldRule } from './use-form';

/** What the rule needs of a contract schema (a zod schema; the app does not import zod itself). */
export interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * A field's rule from the contract's zod schema of that field: the Russian message of its first issue, or null.
 * `parse` turns the typed text into what the schema takes (a number, a list), so the form and the server say the
 * same words about the same value.
 */
export const schemaRule =
  <Name extends string>(schema: FieldSchema, parse: (value: string) => unknown = (value) => value): FieldRule<Name> =>
  (value) => {
    const result = schema.safeParse(parse(value));
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };
