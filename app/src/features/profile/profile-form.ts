/**
 * The settings form without React: its fields (the contract's rules with the spec's debounce), what
 * counts as a change, and the one update-profile body built from it.
 */
import { DEBOUNCE_MS, MESSAGES, rules, type UpdateOwnProfileBody, type User } from '@school/contract';
import { newPasswordField, repeatPasswordField } from '../../lib/form/fields';
import type { FormSpec } from '../../lib/form/use-form';

export type ProfileField = 'firstName' | 'lastName' | 'currentPassword' | 'password' | 'repeat';
export type ProfileValues = Record<ProfileField, string>;

/* The password section is optional: all three empty means the password stays as it is. */
const changesPassword = (values: Readonly<ProfileValues>) => values.password !== '' || values.repeat !== '';

/** Names show their message at once; the passwords wait for a pause in typing (platform.md section 5). */
export const profileFormSpec: FormSpec<ProfileField> = {
  firstName: { rule: rules.personName, show: 'always' },
  lastName: { rule: rules.personName, show: 'always' },
  /* Needed only once a new password is typed: the server checks it before changing anything. */
  currentPassword: {
    rule: (value, values) => (changesPassword(values) && value === '' ? MESSAGES.requiredFill : null),
    debounceMs: DEBOUNCE_MS,
  },
  password: {
    ...newPasswordField,
    rule: (value, values) => (changesPassword(values) ? newPasswordField.rule!(value, values) : null),
  },
  repeat: repeatPasswordField,
};

export const initialProfileValues = (user: Pick<User, 'firstName' | 'lastName'>): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  currentPassword: '',
  password: '',
  repeat: '',
});

/** What the form holds beyond its text fields: a newly cropped avatar (a data URL), not saved yet. */
export interface ProfileDraft {
  values: Readonly<ProfileValues>;
  avatar: string | null;
}

/** True when saving would change something: a name, a new avatar, or a password typed in. */
export function hasChanges(user: Pick<User, 'firstName' | 'lastName'>, { values, avatar }: ProfileDraft): boolean {
  return (
    values.firstName.trim() !== user.firstName ||
    values.lastName.trim() !== user.lastName ||
    avatar !== null ||
    changesPassword(values)
  );
}

/**
 * The body of POST /api/update-profile: the names always (the call takes them every time), the
 * avatar only when a new one was cropped, the password with the current one only when typed.
 */
export function buildUpdateBody({ values, avatar }: ProfileDraft): UpdateOwnProfileBody {
  const body: UpdateOwnProfileBody = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  if (avatar !== null) body.avatar = avatar;
  if (changesPassword(values)) {
    body.password = values.password;
    body.currentPassword = values.currentPassword;
  }
  return body;
}
