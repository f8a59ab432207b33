/**
 * The fields forms share, each once: the contract's rule with the spec's timing (platform.md
 * section 5). Forms pick these and add only what is theirs (a server check, where messages show).
 */
import { DEBOUNCE_MS, EMAIL_DEBOUNCE_MS, rules } from '@school/contract';
import type { FieldSpec, ServerCheck } from './use-form';

/** Login of a new account: the length rule 1 s after typing stops, then the server's availability answer. */
export const newLoginField = (serverCheck?: ServerCheck): FieldSpec<'username'> => ({
  rule: rules.login,
  debounceMs: DEBOUNCE_MS,
  serverCheck,
});

/** E-mail of a new account: required and the format 1.3 s after typing stops, then the server's answer. */
export const newEmailField = (serverCheck?: ServerCheck): FieldSpec<'email'> => ({
  rule: rules.email,
  debounceMs: EMAIL_DEBOUNCE_MS,
  serverCheck,
});

/** A new password 1 s after typing stops. */
export const newPasswordField: FieldSpec<'password'> = { rule: rules.password, debounceMs: DEBOUNCE_MS };

/**
 * Its repetition: equal to the password (platform.md section 5 gives it no other rule, so an emptied
 * repeat of a typed password reads as a mismatch), 1 s after typing stops, and rechecked when the
 * password changes while the repeat is filled in.
 */
export const repeatPasswordField: FieldSpec<'password' | 'repeat'> = {
  rule: (value, values) => rules.repeatPassword(values.password, value),
  debounceMs: DEBOUNCE_MS,
  dependsOn: ['password'],
};
