/**
 * The settings form without React: its fields (the contract's rules with the spec's debounce), what
 * counts as a change, and the one update-profile body built from it.
 */
import {
  ABOUT_MAX_LENGTH,
  DEBOUNCE_MS,
  managesCourses,
  mayTeach,
  MESSAGES,
  rules,
  type UpdateOwnProfileBody,
  type User,
} from '@school/contract';
import { newPasswordField, repeatPasswordField } from '../../lib/form/fields';
import type { FormSpec } from '../../lib/form/use-form';

export type ProfileField = 'firstName' | 'lastName' | 'currentPassword' | 'password' | 'repeat' | 'about';
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
  /* 'О себе' for /teachers: too long says so as soon as it is (the counter shows how far), empty is fine. */
  about: {
    rule: (value) => (value.trim().length > ABOUT_MAX_LENGTH ? MESSAGES.aboutTooLong : null),
    show: 'when-filled',
  },
};

/** 'О себе' is for the teachers page: staff who teach, and SENIOR and above (issue 42). */
export const writesAbout = (user: Pick<User, 'roles'>): boolean => mayTeach(user.roles) || managesCourses(user.roles);

/** The switch 'Показывать Telegram на странице преподавателей' needs a linked Telegram. */
export const mayShowTelegram = (user: Pick<User, 'roles' | 'telegramID'>): boolean =>
  writesAbout(user) && user.telegramID !== null;

/** The counter under 'О себе': '120 / 1000'. */
export const aboutCounter = (value: string): string => `${value.trim().length} / ${ABOUT_MAX_LENGTH}`;

export const initialProfileValues = (
  user: Pick<User, 'firstName' | 'lastName'> & Partial<Pick<User, 'about'>>,
  aboutDraft?: string | null,
): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  currentPassword: '',
  password: '',
  repeat: '',
  about: aboutDraft ?? user.about ?? '',
});

/** What the form holds beyond its text fields: a newly cropped avatar (a data URL), not saved yet. */
export interface ProfileDraft {
  values: Readonly<ProfileValues>;
  avatar: string | null;
  /** The switch 'Показывать Telegram на странице преподавателей', where it is shown. */
  showTelegram?: boolean;
}

type ProfileUser = Pick<User, 'firstName' | 'lastName'> & Partial<Pick<User, 'about' | 'showTelegram'>>;

const changesAbout = (user: ProfileUser, values: Readonly<ProfileValues>) =>
  user.about !== undefined && values.about.trim() !== user.about;
const changesShowTelegram = (user: ProfileUser, showTelegram: boolean | undefined) =>
  showTelegram !== undefined && user.showTelegram !== undefined && showTelegram !== user.showTelegram;

/** True when saving would change something: a name, a new avatar, a password typed in, 'О себе' or the switch. */
export function hasChanges(user: ProfileUser, { values, avatar, showTelegram }: ProfileDraft): boolean {
  return (
    values.firstName.trim() !== user.firstName ||
    values.lastName.trim() !== user.lastName ||
    avatar !== null ||
    changesPassword(values) ||
    changesAbout(user, values) ||
    changesShowTelegram(user, showTelegram)
  );
}

/**
 * The body of POST /api/update-profile: the names always (the call takes them every time), the
 * avatar only when a new one was cropped, the password with the current one only when typed, and (given the
 * user) 'О себе' and the Telegram switch only when changed.
 */
export function buildUpdateBody(
  { values, avatar, showTelegram }: ProfileDraft,
  user?: ProfileUser,
): UpdateOwnProfileBody {
  const body: UpdateOwnProfileBody = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  if (avatar !== null) body.avatar = avatar;
  /* 'О себе' and the switch only when changed: absent leaves them as they are. */
  if (user && changesAbout(user, values)) body.about = values.about.trim();
  if (user && changesShowTelegram(user, showTelegram)) body.showTelegram = showTelegram;
  if (changesPassword(values)) {
    body.password = values.password;
    body.currentPassword = values.currentPassword;
  }
  return body;
}
