import { describe, expect, it } from 'vitest';
import { LESSON_NOTES_MAX_LENGTH, LESSON_TITLE_MAX_LENGTH } from './constants.ts';
import { MESSAGES, tooLongMessage } from './messages.ts';
import {
  ageAnswer,
  anket,
  code,
  consent,
  email,
  emailFormat,
  lessonDuration,
  lessonLink,
  lessonNotes,
  lessonRepeatWeeks,
  lessonTitle,
  login,
  parentEmail,
  password,
  personName,
  repeatPassword,
  required,
  requiredField,
  requiredFill,
  schoolClass,
  score,
  scoreRange,
  subjectForm,
  subjectFormErrors,
  subjectsCount,
  type AnketInput,
  type ScoredSubject,
} from './rules.ts';

const math: ScoredSubject = { shortname: 'math', min: 27, max: 100 };
const rus: ScoredSubject = { shortname: 'rus', min: 24, max: 100 };
const phys: ScoredSubject = { shortname: 'phys', min: 36, max: 100 };
const known = [math, rus, phys];

describe('a length limit', () => {
  it('is stated in its message, with the noun agreeing with the number', () => {
    expect(tooLongMessage(100)).toBe('Введите не более 100 символов');
    expect(tooLongMessage(21)).toBe('Введите не более 21 символа');
    expect(tooLongMessage(11)).toBe('Введите не более 11 символов');
    expect(tooLongMessage(32)).toBe('Введите не более 32 символов');
  });
});

describe('required rules', () => {
  it('answer with the message of their field when the value is empty or blank', () => {
    for (const empty of ['', '   ', null, undefined]) {
      expect(required(empty)).toBe('Поле обязательно для ввода');
      expect(requiredFill(empty)).toBe('Поле обязательно для заполнения');
      expect(requiredField(empty)).toBe('Это поле обязательно для ввода');
    }
  });

  it('pass any non-blank value', () => {
    expect(required('a')).toBeNull();
    expect(requiredFill('a')).toBeNull();
    expect(requiredField('a')).toBeNull();
  });
});

describe('login', () => {
  it('given 3 characters / says the login is too short', () => {
    expect(login('abc')).toBe('Логин должен иметь не менее 4 символов');
  });
  it('given 4 characters / passes', () => {
    expect(login('abcd')).toBeNull();
  });
  it('given nothing / says it is required', () => {
    expect(login('')).toBe(MESSAGES.required);
  });
  it('ignores surrounding spaces when counting', () => {
    expect(login('  abc  ')).toBe(MESSAGES.loginTooShort);
  });
  it('given 33 characters / says it is too long', () => {
    expect(login('a'.repeat(32))).toBeNull();
    expect(login('a'.repeat(33))).toBe(MESSAGES.loginTooLong);
  });
  it("given '@' / refuses it, so a username never equals someone's e-mail", () => {
    expect(login('ivan@school.ru')).toBe(MESSAGES.loginAt);
  });
  it('given Latin and Cyrillic letters mixed / refuses the look-alike', () => {
    expect(login('ivаn')).toBe(MESSAGES.loginMixedScripts);
    expect(login('иван.петров')).toBeNull();
    expect(login('ivan_petrov-2')).toBeNull();
  });
  it('given spaces or other signs inside / names the allowed characters', () => {
    expect(login('ivan petrov')).toBe(MESSAGES.loginCharacters);
    expect(login('ivan!')).toBe(MESSAGES.loginCharacters);
  });
  it('given digits only (a VK ID username) / passes', () => {
    expect(login('123456789')).toBeNull();
  });
});

describe('password', () => {
  it('given 7 characters / says it is too short', () => {
    expect(password('1234567')).toBe('Пароль должен содержать не менее 8 символов');
  });
  it('given 8 characters / passes', () => {
    expect(password('12345678')).toBeNull();
  });
  it('given nothing / says it must be filled', () => {
    expect(password('')).toBe('Поле обязательно для заполнения');
  });
  it('counts spaces as part of the password', () => {
    expect(password('        ')).toBeNull();
  });
  it('rejects more than 256 characters', () => {
    expect(password('x'.repeat(256))).toBeNull();
    expect(password('x'.repeat(257))).toBe(MESSAGES.passwordTooLong);
  });
});

describe('repeatPassword', () => {
  it('passes equal passwords and keeps the spec spelling otherwise', () => {
    expect(repeatPassword('12345678', '12345678')).toBeNull();
    expect(repeatPassword('12345678', '12345679')).toBe('Введеные пароли не совпадают');
  });
});

describe('email', () => {
  it('given a@b / says the format is wrong', () => {
    expect(email('a@b')).toBe('Введен неверный формат почты');
  });
  it('given a@b.c / passes', () => {
    expect(email('a@b.c')).toBeNull();
  });
  it('given nothing / says it is required, while the format-only check says the format is wrong', () => {
    expect(email('')).toBe(MESSAGES.required);
    expect(emailFormat('')).toBe(MESSAGES.emailInvalid);
  });
  it.each(['ab.c', 'a@.c', '@b.c', 'a@b.', 'a b@c.d', 'a@b@c.d'])('rejects %s', (value) => {
    expect(email(value)).toBe(MESSAGES.emailInvalid);
  });
  it('accepts ordinary addresses with subdomains and plus tags', () => {
    expect(email('ivan.petrov+school@mail.example.ru')).toBeNull();
  });
});

describe('code', () => {
  it('passes exactly 6 digits only', () => {
    expect(code('123456')).toBeNull();
    expect(code('12345')).toBe(MESSAGES.codeFormat);
    expect(code('1234567')).toBe(MESSAGES.codeFormat);
    expect(code('12345a')).toBe(MESSAGES.codeFormat);
    expect(code('')).toBe(MESSAGES.codeFormat);
  });
});

describe('personal data (152-ФЗ)', () => {
  it('takes only a ticked consent', () => {
    expect(consent(true)).toBeNull();
    for (const value of [false, null, undefined]) expect(consent(value)).toBe(MESSAGES.consentRequired);
  });
  it('asks for an answer to the age question, yes or no', () => {
    expect(ageAnswer(true)).toBeNull();
    expect(ageAnswer(false)).toBeNull();
    expect(ageAnswer(undefined)).toBe('Укажите, исполнилось ли Вам 14 лет');
  });
  it("takes a parent's e-mail in the format, but not the student's own address", () => {
    expect(parentEmail('mama@mail.ru', 'kid@mail.ru')).toBeNull();
    expect(parentEmail('mama@mail.ru', null)).toBeNull();
    expect(parentEmail('', 'kid@mail.ru')).toBe(MESSAGES.required);
    expect(parentEmail('mama@mail', 'kid@mail.ru')).toBe(MESSAGES.emailInvalid);
    expect(parentEmail(' Kid@Mail.ru ', 'kid@mail.ru')).toBe(MESSAGES.parentEmailOwn);
  });
});

describe('personName', () => {
  it('requires a name of at most 100 characters', () => {
    expect(personName(' ')).toBe(MESSAGES.required);
    expect(personName('Иван')).toBeNull();
    expect(personName('я'.repeat(101))).toBe('Введите не более 100 символов');
  });
});

describe('class and subjects', () => {
  it('accepts classes 5 to 11 only', () => {
    expect(schoolClass(null)).toBe(MESSAGES.classRequired);
    expect(schoolClass(4)).toBe(MESSAGES.classInvalid);
    expect(schoolClass(5)).toBeNull();
    expect(schoolClass(11)).toBeNull();
    expect(schoolClass(12)).toBe(MESSAGES.classInvalid);
  });
  it('given 1 or 6 subjects / shows the hint; 2 and 5 pass', () => {
    expect(subjectsCount(['a'])).toBe('Выбери от 2-х до 5-ти предметов');
    expect(subjectsCount(['a', 'b'])).toBeNull();
    expect(subjectsCount(['a', 'b', 'c', 'd', 'e'])).toBeNull();
    expect(subjectsCount(['a', 'b', 'c', 'd', 'e', 'f'])).toBe(MESSAGES.subjectsCount);
  });
});

describe('scoreRange', () => {
  it('given grade 9 / a school mark 3..5 with default 3', () => {
    expect(scoreRange(9, math)).toEqual({ min: 3, max: 5, default: 3 });
    expect(scoreRange(5, math)).toEqual({ min: 3, max: 5, default: 3 });
  });
  it('given grade 10 or 11 / the subject min..max with default min', () => {
    expect(scoreRange(10, math)).toEqual({ min: 27, max: 100, default: 27 });
    expect(scoreRange(11, rus)).toEqual({ min: 24, max: 100, default: 24 });
  });
  it('score checks the value against the range at both ends', () => {
    expect(score(9, math, 2)).toBe(MESSAGES.scoreOutOfRange);
    expect(score(9, math, 3)).toBeNull();
    expect(score(9, math, 5)).toBeNull();
    expect(score(9, math, 6)).toBe(MESSAGES.scoreOutOfRange);
    expect(score(10, math, 26)).toBe(MESSAGES.scoreOutOfRange);
    expect(score(10, math, 27)).toBeNull();
    expect(score(10, math, 100)).toBeNull();
    expect(score(10, math, 101)).toBe(MESSAGES.scoreOutOfRange);
    expect(score(10, math, 50.5)).toBe(MESSAGES.scoreOutOfRange);
  });
});

describe('anket', () => {
  const entry = (subject: ScoredSubject, points: number, olympics = false) => ({
    exam: subject,
    points,
    olympics,
  });
  const valid: AnketInput = { class: 11, subjects: ['math', 'rus'], points: [entry(math, 27), entry(rus, 90, true)] };

  it('passes a complete questionnaire', () => {
    expect(anket(valid, known)).toBeNull();
    expect(anket({ class: 7, subjects: ['math', 'rus'], points: [entry(math, 5), entry(rus, 3)] }, known)).toBeNull();
  });
  it('given no class / asks for one', () => {
    expect(anket({ ...valid, class: 12 }, known)).toBe(MESSAGES.classInvalid);
  });
  it('given one subject / shows the 2-5 hint', () => {
    expect(anket({ ...valid, subjects: ['math'], points: [entry(math, 27)] }, known)).toBe(MESSAGES.subjectsCount);
  });
  it('given the same subject twice (in any case) / refuses duplicates', () => {
    expect(anket({ ...valid, subjects: ['math', 'MATH'], points: [entry(math, 27), entry(math, 28)] }, known)).toBe(
      MESSAGES.subjectsDuplicate,
    );
  });
  it('given a subject the school does not teach / refuses it', () => {
    const bio = { shortname: 'bio', min: 36, max: 100 };
    expect(anket({ ...valid, subjects: ['math', 'bio'], points: [entry(math, 27), entry(bio, 40)] }, known)).toBe(
      MESSAGES.subjectUnknown,
    );
  });
  it('given a missing, extra or foreign score entry / refuses it', () => {
    expect(anket({ ...valid, points: [entry(math, 27)] }, known)).toBe(MESSAGES.pointsMismatch);
    expect(anket({ ...valid, points: [entry(math, 27), entry(math, 28)] }, known)).toBe(MESSAGES.pointsMismatch);
    expect(anket({ ...valid, points: [entry(math, 27), entry(phys, 40)] }, known)).toBe(MESSAGES.pointsMismatch);
  });
  it('scores against the known subject, not the client copy', () => {
    const forged = { ...math, min: 0 };
    expect(anket({ ...valid, points: [entry(forged, 5), entry(rus, 90)] }, known)).toBe(MESSAGES.scoreOutOfRange);
    /* Without the known list only the shape is checked, so the client copy is trusted. */
    expect(anket({ ...valid, points: [entry(forged, 5), entry(rus, 90)] })).toBeNull();
  });
  it('given a grade-9 score of 6 / says it is out of range', () => {
    expect(anket({ class: 9, subjects: ['math', 'rus'], points: [entry(math, 6), entry(rus, 3)] }, known)).toBe(
      MESSAGES.scoreOutOfRange,
    );
  });
  it('given a non-boolean olympiad flag / refuses it', () => {
    const broken = { ...entry(math, 27), olympics: 'yes' as unknown as boolean };
    expect(anket({ ...valid, points: [broken, entry(rus, 90)] }, known)).toBe(MESSAGES.olympicsInvalid);
  });
});

describe('subject form', () => {
  const form = { name: 'Математика', shortname: 'math', min: 27, max: 100 };

  it('passes a complete subject, including the 0 and 100 edges', () => {
    expect(subjectForm(form)).toBeNull();
    expect(subjectForm({ ...form, min: 0, max: 100 })).toBeNull();
    expect(subjectFormErrors({ ...form, min: 99, max: 100 })).toEqual({});
  });
  it('given an empty short name or name / says the field is required', () => {
    expect(subjectFormErrors({ ...form, shortname: ' ' })).toEqual({ shortname: 'Это поле обязательно для ввода' });
    expect(subjectFormErrors({ ...form, name: '' })).toEqual({ name: MESSAGES.fieldRequired });
  });
  it('given min equal to or above max / says min must be less', () => {
    expect(subjectFormErrors({ ...form, min: 50, max: 50 })).toEqual({ max: MESSAGES.subjectMinLessThanMax });
    expect(subjectForm({ ...form, min: 100, max: 0 })).toBe(MESSAGES.subjectMinLessThanMax);
  });
  it('given a score outside 0..100 / names the bounds', () => {
    expect(subjectFormErrors({ ...form, min: -1 })).toEqual({ min: MESSAGES.subjectScoreBounds });
    expect(subjectFormErrors({ ...form, max: 101 })).toEqual({ max: MESSAGES.subjectScoreBounds });
  });
  it('given an empty number input / says it is required', () => {
    expect(subjectFormErrors({ ...form, min: null, max: Number.NaN })).toEqual({
      min: MESSAGES.fieldRequired,
      max: MESSAGES.fieldRequired,
    });
  });
});

describe('lesson fields', () => {
  it('given a blank title / asks for one; given one over the limit / says it is too long', () => {
    expect(lessonTitle('  ')).toBe(MESSAGES.lessonTitleRequired);
    expect(lessonTitle('Механика')).toBeNull();
    expect(lessonTitle('я'.repeat(LESSON_TITLE_MAX_LENGTH + 1))).toBe(
      `Введите не более ${LESSON_TITLE_MAX_LENGTH} символов`,
    );
    expect(lessonNotes('')).toBeNull();
    expect(lessonNotes('я'.repeat(LESSON_NOTES_MAX_LENGTH + 1))).toBe(
      `Введите не более ${LESSON_NOTES_MAX_LENGTH} символов`,
    );
  });
  it('takes whole minutes from 15 to 240 and 1 to 40 weekly repeats, nothing else', () => {
    expect([15, 90, 240].map(lessonDuration)).toEqual([null, null, null]);
    expect([14, 241, 45.5, Number.NaN].map(lessonDuration)).toEqual(Array(4).fill(MESSAGES.lessonDuration));
    expect([1, 40].map(lessonRepeatWeeks)).toEqual([null, null]);
    expect([0, 41, 2.5].map(lessonRepeatWeeks)).toEqual(Array(3).fill(MESSAGES.lessonRepeatWeeks));
  });
  it('takes no room link or an https one; refuses http, javascript: and what is not an address', () => {
    expect(lessonLink('')).toBeNull();
    expect(lessonLink('https://meet.example.ru/room-1')).toBeNull();
    for (const link of ['http://meet.example.ru', 'javascript:alert(1)', 'meet.example.ru']) {
      expect(lessonLink(link)).toBe(MESSAGES.lessonLinkHttps);
    }
  });
});
