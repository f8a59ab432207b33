/**
 * Field rules of platform.md section 5 as pure functions. Each returns the Russian message of the
 * first broken rule, or null. Forms call them as the user types; the server calls the same
 * functions (directly or through the zod schemas), so both always agree. Exported from the package
 * as the `rules` namespace (`rules.login(value)`): the short names would clash in a caller's scope.
 */
import {
  CLASSES,
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  EXAM_CLASSES,
  LESSON_MAX_DURATION,
  LESSON_MAX_REPEAT_WEEKS,
  LESSON_MIN_DURATION,
  LESSON_NOTES_MAX_LENGTH,
  LESSON_TITLE_MAX_LENGTH,
  LOGIN_MAX_LENGTH,
  LOGIN_MIN_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SCHOOL_MARK_RANGE,
  SHORTNAME_MAX_LENGTH,
  SUBJECTS_MAX,
  SUBJECTS_MIN,
  SUBJECT_SCORE_MAX,
  SUBJECT_SCORE_MIN,
} from './constants.ts';
import { MESSAGES, tooLongMessage } from './messages.ts';

/** A message to show, or null when the value passes. */
export type RuleResult = string | null;

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/*
 * Characters nobody types on purpose and that hide what a text is: C0 and C1 controls (a NUL
 * reaches the database as an error), zero-width characters (look-alike names) and bidi controls
 * (text that reads differently from how it is stored). Built from a string so the source stays
 * free of invisible characters.
 */
const UNSAFE_CHARACTERS = new RegExp(
  // eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
  '[\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\uFEFF]',
  'u',
);

/** Refuses controls, zero-width and bidi characters in any text a person or a caller sends. */
export const safeText = (value: string | null | undefined): RuleResult =>
  value != null && UNSAFE_CHARACTERS.test(value) ? MESSAGES.unsafeCharacters : null;

// ---------------------------------------------------------------------------
// Text fields
// ---------------------------------------------------------------------------

/** Username, e-mail and login-dialog fields: 'Поле обязательно для ввода'. */
export const required = (value: string | null | undefined): RuleResult => (isBlank(value) ? MESSAGES.required : null);

/** Password fields: 'Поле обязательно для заполнения'. */
export const requiredFill = (value: string | null | undefined): RuleResult =>
  isBlank(value) ? MESSAGES.requiredFill : null;

/** Subject short name: 'Это поле обязательно для ввода'. */
export const requiredField = (value: string | null | undefined): RuleResult =>
  isBlank(value) ? MESSAGES.fieldRequired : null;

/** First or last name: required and bounded. */
export const personName = (value: string | null | undefined): RuleResult => {
  if (isBlank(value)) return MESSAGES.required;
  if (value!.trim().length > NAME_MAX_LENGTH) return tooLongMessage(NAME_MAX_LENGTH);
  return safeText(value);
};

/** How a username is compared and stored: NFKC (full-width and other compatibility forms folded), trimmed. */
export const normalizeLogin = (value: string): string => value.normalize('NFKC').trim();

const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
/* Latin or Cyrillic letters, ASCII digits, '.', '_' and '-': nothing that reads as an address or a path. */
const LOGIN_CHARACTERS = /^[\p{Script=Latin}\p{Script=Cyrillic}0-9._-]+$/u;

/**
 * A new account's username: 4 to 32 characters of one alphabet (Russian or Latin letters, never
 * both, so 'ivаn' with a Cyrillic 'а' cannot pass for 'ivan'), digits, '.', '_', '-', no '@' (a
 * username must never equal someone's e-mail). Availability is asked from the server afterwards.
 */
export const login = (value: string | null | undefined): RuleResult => {
  if (isBlank(value)) return MESSAGES.required;
  const unsafe = safeText(value);
  if (unsafe) return unsafe;
  const name = normalizeLogin(value!);
  if (name.length < LOGIN_MIN_LENGTH) return MESSAGES.loginTooShort;
  if (name.length > LOGIN_MAX_LENGTH) return MESSAGES.loginTooLong;
  if (name.includes('@')) return MESSAGES.loginAt;
  if (!LOGIN_CHARACTERS.test(name)) return MESSAGES.loginCharacters;
  if (LATIN.test(name) && CYRILLIC.test(name)) return MESSAGES.loginMixedScripts;
  return null;
};

/* Passwords are never trimmed: a leading space is part of the secret. */
export const password = (value: string | null | undefined): RuleResult => {
  if (value == null || value === '') return MESSAGES.requiredFill;
  if (value.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return safeText(value);
};

export const repeatPassword = (passwordValue: string, repeat: string): RuleResult =>
  passwordValue === repeat ? null : MESSAGES.passwordsMismatch;

/* Something before the @, and a dot after it with text on both sides; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]+$/;

/** Format check only: the forgot-password dialog uses it alone. */
export const emailFormat = (value: string | null | undefined): RuleResult => {
  const trimmed = (value ?? '').trim();
  if (trimmed.length > EMAIL_MAX_LENGTH) return tooLongMessage(EMAIL_MAX_LENGTH);
  return EMAIL_PATTERN.test(trimmed) && !trimmed.endsWith('.') ? null : MESSAGES.emailInvalid;
};

/** Registration dialog and admin create: required, then the format. */
export const email = (value: string | null | undefined): RuleResult =>
  isBlank(value) ? MESSAGES.required : emailFormat(value);

/** The consent to the processing of personal data (the registration dialog's box, VK ID's prompt). */
export const consent = (value: boolean | null | undefined): RuleResult =>
  value === true ? null : MESSAGES.consentRequired;

/** 'Вам уже исполнилось 14 лет?' must be answered, yes or no. */
export const ageAnswer = (under14: boolean | null | undefined): RuleResult =>
  typeof under14 === 'boolean' ? null : MESSAGES.ageRequired;

/**
 * The parent's e-mail of a student under 14: required, the format, and not the student's own
 * address, or the child could confirm in the parent's place.
 */
export const parentEmail = (value: string | null | undefined, ownEmail: string | null | undefined): RuleResult => {
  const error = email(value);
  if (error) return error;
  return ownEmail && value!.trim().toLowerCase() === ownEmail.trim().toLowerCase() ? MESSAGES.parentEmailOwn : null;
};

/** The e-mail code: exactly 6 digits. */
export const code = (value: string | null | undefined): RuleResult =>
  value != null && new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value) ? null : MESSAGES.codeFormat;

// ---------------------------------------------------------------------------
// Questionnaire
// ---------------------------------------------------------------------------

export const schoolClass = (value: number | null | undefined): RuleResult => {
  if (value == null) return MESSAGES.classRequired;
  return (CLASSES as readonly number[]).includes(value) ? null : MESSAGES.classInvalid;
};

/** Number of chosen subjects: 2 to 5. */
export const subjectsCount = (subjects: readonly unknown[]): RuleResult =>
  subjects.length >= SUBJECTS_MIN && subjects.length <= SUBJECTS_MAX ? null : MESSAGES.subjectsCount;

/** Subject fields the score rules need. */
export interface ScoredSubject {
  shortname: string;
  min: number;
  max: number;
}

export interface ScoreRange {
  min: number;
  max: number;
  default: number;
}

/** Slider range of a target score: the exam scale in classes 10-11, a school mark 3-5 otherwise. */
export const scoreRange = (grade: number, subject: Pick<ScoredSubject, 'min' | 'max'>): ScoreRange =>
  (EXAM_CLASSES as readonly number[]).includes(grade)
    ? { min: subject.min, max: subject.max, default: subject.min }
    : { ...SCHOOL_MARK_RANGE };

export const score = (grade: number, subject: Pick<ScoredSubject, 'min' | 'max'>, value: number): RuleResult => {
  const range = scoreRange(grade, subject);
  return Number.isInteger(value) && value >= range.min && value <= range.max ? null : MESSAGES.scoreOutOfRange;
};

const shortnameKey = (shortname: string): string => shortname.trim().toLowerCase();

export interface AnketInput {
  class: number;
  subjects: readonly string[];
  points: readonly { exam: ScoredSubject; points: number; olympics: boolean }[];
}

/**
 * The whole questionnaire. With `known` (the school's subject list) the subjects must exist and
 * the score range comes from the known subject, not from the client's copy; without it only the
 * shape is checked (what a schema can do without the database).
 */
export const anket = (value: AnketInput, known?: readonly ScoredSubject[]): RuleResult => {
  const classError = schoolClass(value.class);
  if (classError) return classError;
  const countError = subjectsCount(value.subjects);
  if (countError) return countError;
  const keys = value.subjects.map(shortnameKey);
  if (new Set(keys).size !== keys.length) return MESSAGES.subjectsDuplicate;
  const knownByKey = known ? new Map(known.map((subject) => [shortnameKey(subject.shortname), subject])) : null;
  if (knownByKey && keys.some((key) => !knownByKey.has(key))) return MESSAGES.subjectUnknown;
  const pointKeys = value.points.map((entry) => shortnameKey(entry.exam.shortname));
  if (pointKeys.length !== keys.length || new Set(pointKeys).size !== pointKeys.length) return MESSAGES.pointsMismatch;
  if (pointKeys.some((key) => !keys.includes(key))) return MESSAGES.pointsMismatch;
  for (const entry of value.points) {
    if (typeof entry.olympics !== 'boolean') return MESSAGES.olympicsInvalid;
    const subject = knownByKey?.get(shortnameKey(entry.exam.shortname)) ?? entry.exam;
    const error = score(value.class, subject, entry.points);
    if (error) return error;
  }
  return null;
};

// ---------------------------------------------------------------------------
// Subject form (admin)
// ---------------------------------------------------------------------------

export interface SubjectFormInput {
  name: string;
  shortname: string;
  min: number | null | undefined;
  max: number | null | undefined;
}

export type SubjectFormErrors = Partial<Record<keyof SubjectFormInput, string>>;

const subjectScore = (value: number | null | undefined): RuleResult => {
  if (value == null || Number.isNaN(value)) return MESSAGES.fieldRequired;
  if (!Number.isInteger(value)) return MESSAGES.subjectScoreInteger;
  return value < SUBJECT_SCORE_MIN || value > SUBJECT_SCORE_MAX ? MESSAGES.subjectScoreBounds : null;
};

/** Per-field messages of the subject dialog; an empty object means the form may be sent. */
export const subjectFormErrors = (value: SubjectFormInput): SubjectFormErrors => {
  const errors: SubjectFormErrors = {};
  const nameError =
    requiredField(value.name) ?? (value.name.trim().length > NAME_MAX_LENGTH ? tooLongMessage(NAME_MAX_LENGTH) : null);
  if (nameError) errors.name = nameError;
  const shortnameError =
    requiredField(value.shortname) ??
    (value.shortname.trim().length > SHORTNAME_MAX_LENGTH ? tooLongMessage(SHORTNAME_MAX_LENGTH) : null);
  if (shortnameError) errors.shortname = shortnameError;
  const minError = subjectScore(value.min);
  if (minError) errors.min = minError;
  const maxError = subjectScore(value.max);
  if (maxError) errors.max = maxError;
  if (!minError && !maxError && value.min! >= value.max!) errors.max = MESSAGES.subjectMinLessThanMax;
  return errors;
};

/** The first message of the subject form, or null. */
export const subjectForm = (value: SubjectFormInput): RuleResult => {
  const errors = subjectFormErrors(value);
  return errors.name ?? errors.shortname ?? errors.min ?? errors.max ?? null;
};

/** A lesson's title: required, and short enough for a calendar block. */
export const lessonTitle = (value: string | null | undefined): RuleResult => {
  if (isBlank(value)) return MESSAGES.lessonTitleRequired;
  return value!.trim().length > LESSON_TITLE_MAX_LENGTH ? tooLongMessage(LESSON_TITLE_MAX_LENGTH) : null;
};

/** A lesson's notes may be empty. */
export const lessonNotes = (value: string | null | undefined): RuleResult =>
  (value ?? '').trim().length > LESSON_NOTES_MAX_LENGTH ? tooLongMessage(LESSON_NOTES_MAX_LENGTH) : null;

const wholeWithin = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

/** A lesson lasts whole minutes, from LESSON_MIN_DURATION to LESSON_MAX_DURATION. */
export const lessonDuration = (minutes: number): RuleResult =>
  wholeWithin(minutes, LESSON_MIN_DURATION, LESSON_MAX_DURATION) ? null : MESSAGES.lessonDuration;

/** How many weekly lessons one 'Добавить занятие' makes. */
export const lessonRepeatWeeks = (weeks: number): RuleResult =>
  wholeWithin(weeks, 1, LESSON_MAX_REPEAT_WEEKS) ? null : MESSAGES.lessonRepeatWeeks;

/** The online room, when given: an https address only, so the link cannot run script or leak over plain http. */
export const lessonLink = (value: string | null | undefined): RuleResult => {
  if (isBlank(value)) return null;
  try {
    return new URL(value!.trim()).protocol === 'https:' ? null : MESSAGES.lessonLinkHttps;
  } catch {
    return MESSAGES.lessonLinkHttps;
  }
};
