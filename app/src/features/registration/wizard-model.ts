/**
 * The pure part of the registration wizard (platform.md sections 2, 4, 5): which steps exist, the
 * questionnaire's rules and defaults, the countdown text. The page and its hook only sequence these.
 */
import { ERROR_CODES, MESSAGES, rules, SUBJECTS_MAX, type Anket, type Subject, type TempUser } from '@school/contract';

/**
 * Where the wizard is. `loading` covers the fetch and the short pause before the code step;
 * `failed` is a registration that could not be loaded (server down), not an unknown one.
 */
export type WizardStep = 'loading' | 'failed' | 'code' | 'subjects' | 'scores' | 'review';

export const STEP_LABELS = {
  code: 'Подтверждение почты',
  questionnaire: 'Анкета',
  review: 'Завершение регистрации',
} as const;

/** Step 2 exists only without a route id: an invited staff member fills no questionnaire. */
export function stepperSteps(invited: boolean): string[] {
  return invited
    ? [STEP_LABELS.code, STEP_LABELS.review]
    : [STEP_LABELS.code, STEP_LABELS.questionnaire, STEP_LABELS.review];
}

/** Index of the current step in `stepperSteps(invited)`. */
export function activeStepIndex(step: WizardStep, invited: boolean): number {
  if (step === 'loading' || step === 'failed' || step === 'code') return 0;
  if (step === 'review') return invited ? 1 : 2;
  return 1;
}

/** After the e-mail is confirmed: the review for an invitation, the questionnaire otherwise. */
export const stepAfterCode = (invited: boolean): WizardStep => (invited ? 'review' : 'subjects');

/** A confirmed e-mail or a VK ID means there is nothing to confirm. */
export const skipsCode = (temp: Pick<TempUser, 'emailChecked' | 'VKId'>): boolean =>
  temp.emailChecked || Boolean(temp.VKId);

/** Nothing was ever sent and no VK ID vouches for the person: the wizard asks for a code itself. */
export const needsFirstCode = (temp: Pick<TempUser, 'sendOTPAt' | 'VKId'>): boolean =>
  temp.sendOTPAt === null && !temp.VKId;

// ---------------------------------------------------------------------------
// Countdown
// ---------------------------------------------------------------------------

/** Whole seconds left until `until` (ms), never below 0; a started second counts as a full one. */
export const secondsLeft = (until: number | null, now: number): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

/** m:ss, as the countdown shows it ('1:00', '0:07', '0:00'). */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

// ---------------------------------------------------------------------------
// Questionnaire
// ---------------------------------------------------------------------------

export interface ScoreEntry {
  shortname: string;
  points: number;
  olympics: boolean;
}

/** Adds or removes a subject; a sixth one is refused (the chips are disabled at five). */
export function toggleSubject(selected: readonly string[], shortname: string): string[] {
  if (selected.includes(shortname)) return selected.filter((item) => item !== shortname);
  return selected.length >= SUBJECTS_MAX ? [...selected] : [...selected, shortname];
}

/** A chip is disabled when five are picked and it is not one of them. */
export const isSubjectDisabled = (selected: readonly string[], shortname: string): boolean =>
  selected.length >= SUBJECTS_MAX && !selected.includes(shortname);

/** Continue of step 2a: a class and 2 to 5 subjects. */
export const canLeaveSubjects = (grade: number | null, selected: readonly string[]): boolean =>
  rules.schoolClass(grade) === null && rules.subjectsCount(selected) === null;

/** Slider range of one subject for the chosen class. */
export const rangeFor = (grade: number, subject: Pick<Subject, 'min' | 'max'>): rules.ScoreRange =>
  rules.scoreRange(grade, subject);

/**
 * One score entry per chosen subject, in the order they were picked, at the class's default. An
 * entry from an earlier pass is kept when it still fits the range, so Back and Continue lose nothing.
 */
export function buildScores(
  grade: number,
  selected: readonly string[],
  subjects: readonly Subject[],
  previous: readonly ScoreEntry[] = [],
): ScoreEntry[] {
  return selected.flatMap((shortname) => {
    const subject = subjects.find((item) => item.shortname === shortname);
    if (!subject) return [];
    const range = rangeFor(grade, subject);
    const kept = previous.find((entry) => entry.shortname === shortname);
    const points = kept && kept.points >= range.min && kept.points <= range.max ? kept.points : range.default;
    return [{ shortname, points, olympics: kept?.olympics ?? false }];
  });
}

/** The anket of the register call. */
export function buildAnket(grade: number, scores: readonly ScoreEntry[], subjects: readonly Subject[]): Anket {
  const points = scores.flatMap((entry) => {
    const exam = subjects.find((subject) => subject.shortname === entry.shortname);
    return exam ? [{ exam, points: entry.points, olympics: entry.olympics }] : [];
  });
  return { class: grade, subjects: points.map((point) => point.exam.shortname), points };
}

/** Why a code was refused, as the code step tells it at the field. */
export interface CodeRefusal {
  /** The text under the input: the wrong code with the tries left, or why a new code is needed. */
  message: string;
  /** No further try of this code can pass: the input waits for a new code. */
  locked: boolean;
}

/** The code step's words for a refused code, from check-otp's answer (`data` of the failed call). */
export function codeRefusal(status: number | string | undefined, data: unknown): CodeRefusal {
  const body = (data && typeof data === 'object' ? data : {}) as {
    message?: unknown;
    code?: unknown;
    attemptsLeft?: unknown;
  };
  const message = typeof body.message === 'string' && body.message ? body.message : null;
  if (body.code === ERROR_CODES.otpWrong && typeof body.attemptsLeft === 'number') {
    if (body.attemptsLeft <= 0) return { locked: true, message: MESSAGES.otpTooManyAttempts };
    return { locked: false, message: `Неверный код. Попробуйте еще раз. Осталось попыток: ${body.attemptsLeft}.` };
  }
  /* Void (five wrong tries), out of time, or the address's hourly cap: only a new code, or the wait, helps. */
  if (body.code === ERROR_CODES.otpLocked || body.code === ERROR_CODES.otpExpired || status === 429)
    return { locked: true, message: message ?? MESSAGES.otpTooManyAttempts };
  return {
    locked: false,
    message:
      status === 400
        ? 'Неверный код. Попробуйте еще раз.'
        : (message ?? 'Не удалось проверить код. Попробуйте еще раз.'),
  };
}
