import { ERROR_CODES, MESSAGES } from '@school/contract';
import { subjects } from '@school/mocks';
import { describe, expect, it } from 'vitest';
import {
  activeStepIndex,
  buildAnket,
  buildScores,
  canLeaveSubjects,
  codeRefusal,
  formatCountdown,
  isSubjectDisabled,
  needsFirstCode,
  secondsLeft,
  skipsCode,
  stepperSteps,
  toggleSubject,
} from './wizard-model';

const list = Object.values(subjects);

describe('steps', () => {
  it('given a route id / shows two steps and the review is the second', () => {
    expect(stepperSteps(true)).toEqual(['Подтверждение почты', 'Завершение регистрации']);
    expect(activeStepIndex('review', true)).toBe(1);
  });

  it('given no route id / shows three steps with the questionnaire in the middle', () => {
    expect(stepperSteps(false)).toHaveLength(3);
    expect(activeStepIndex('scores', false)).toBe(1);
    expect(activeStepIndex('review', false)).toBe(2);
  });

  it('a confirmed e-mail or a VK ID skips the code; only a registration with neither code nor VK ID gets a first code', () => {
    expect(skipsCode({ emailChecked: true, VKId: null })).toBe(true);
    expect(skipsCode({ emailChecked: false, VKId: '42' })).toBe(true);
    expect(skipsCode({ emailChecked: false, VKId: null })).toBe(false);
    expect(needsFirstCode({ sendOTPAt: null, VKId: null })).toBe(true);
    expect(needsFirstCode({ sendOTPAt: 1, VKId: null })).toBe(false);
    expect(needsFirstCode({ sendOTPAt: null, VKId: '42' })).toBe(false);
  });
});

describe('countdown', () => {
  it('formats m:ss and counts a started second as a whole one', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(7)).toBe('0:07');
    expect(formatCountdown(0)).toBe('0:00');
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(9_000, 10_000)).toBe(0);
    expect(secondsLeft(null, 10_000)).toBe(0);
  });
});

describe('questionnaire', () => {
  it('refuses a sixth subject and disables the rest at five', () => {
    let selected: string[] = [];
    for (const shortname of ['rus', 'math', 'phys', 'chem', 'inf', 'bio'])
      selected = toggleSubject(selected, shortname);
    expect(selected).toEqual(['rus', 'math', 'phys', 'chem', 'inf']);
    expect(isSubjectDisabled(selected, 'bio')).toBe(true);
    expect(isSubjectDisabled(selected, 'rus')).toBe(false);
    expect(toggleSubject(selected, 'rus')).toEqual(['math', 'phys', 'chem', 'inf']);
  });

  it('lets the visitor continue only with a class and 2 to 5 subjects', () => {
    expect(canLeaveSubjects(null, ['rus', 'math'])).toBe(false);
    expect(canLeaveSubjects(9, ['rus'])).toBe(false);
    expect(canLeaveSubjects(9, ['rus', 'math'])).toBe(true);
  });

  it('defaults scores to the subject minimum in grades 10-11 and to 3 below', () => {
    expect(buildScores(11, ['math', 'phys'], list)).toEqual([
      { shortname: 'math', points: subjects.math.min, olympics: false },
      { shortname: 'phys', points: subjects.phys.min, olympics: false },
    ]);
    expect(buildScores(9, ['math'], list)).toEqual([{ shortname: 'math', points: 3, olympics: false }]);
  });

  it('keeps an earlier score that still fits and resets one that does not', () => {
    const previous = [
      { shortname: 'math', points: 80, olympics: true },
      { shortname: 'rus', points: 4, olympics: false },
    ];
    expect(buildScores(11, ['math', 'rus'], list, previous)).toEqual([
      { shortname: 'math', points: 80, olympics: true },
      { shortname: 'rus', points: subjects.rus.min, olympics: false },
    ]);
  });

  it('builds the anket of the register call', () => {
    const anket = buildAnket(
      10,
      [
        { shortname: 'inf', points: 70, olympics: true },
        { shortname: 'math', points: 27, olympics: false },
      ],
      list,
    );
    expect(anket).toEqual({
      class: 10,
      subjects: ['inf', 'math'],
      points: [
        { exam: subjects.inf, points: 70, olympics: true },
        { exam: subjects.math, points: 27, olympics: false },
      ],
    });
  });
});

describe('a refused code', () => {
  const wrong = (attemptsLeft: number) => ({ message: MESSAGES.otpWrong, code: ERROR_CODES.otpWrong, attemptsLeft });

  it('given a wrong code with tries left / says so and how many remain', () => {
    expect(codeRefusal(400, wrong(3))).toEqual({
      locked: false,
      message: 'Неверный код. Попробуйте еще раз. Осталось попыток: 3.',
    });
  });

  it('given the last try spent / says the code is locked and a new one must be sent', () => {
    expect(codeRefusal(400, wrong(0))).toEqual({ locked: true, message: MESSAGES.otpTooManyAttempts });
    expect(MESSAGES.otpTooManyAttempts).toMatch(/заблокирован.*новый код/);
  });

  it('given a void, expired or capped code / locks the input with the server message', () => {
    expect(codeRefusal(429, { message: MESSAGES.otpTooManyAttempts, code: ERROR_CODES.otpLocked })).toEqual({
      locked: true,
      message: MESSAGES.otpTooManyAttempts,
    });
    expect(codeRefusal(400, { message: MESSAGES.otpExpired, code: ERROR_CODES.otpExpired })).toEqual({
      locked: true,
      message: MESSAGES.otpExpired,
    });
    expect(codeRefusal(429, { message: MESSAGES.tooManyAttempts })).toEqual({
      locked: true,
      message: MESSAGES.tooManyAttempts,
    });
  });

  it('given no answer at all (network) / lets the person try again', () => {
    expect(codeRefusal('FETCH_ERROR', undefined).locked).toBe(false);
  });
});
