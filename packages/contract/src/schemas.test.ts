import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AVATAR_DATA_URL_MAX_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  anketSchema,
  auditQuerySchema,
  auditResponseSchema,
  checkLoginQuerySchema,
  checkOtpBodySchema,
  createUserBodySchema,
  isStaffEdit,
  loginBodySchema,
  newUserBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  roleSchema,
  subjectBodySchema,
  tempUserSchema,
  updateProfileBodySchema,
  userSchema,
  validationMessage,
} from './schemas/index.ts';

/** The message the server would answer with for this input. */
const messageOf = (schema: z.ZodType, input: unknown): string | null => {
  const result = schema.safeParse(input);
  return result.success ? null : validationMessage(result.error);
};

const math = { name: 'Математика (профильная)', shortname: 'math', min: 27, max: 100 };
const rus = { name: 'Русский язык', shortname: 'rus', min: 24, max: 100 };

const user = {
  username: 'teacher',
  firstName: 'Анна',
  lastName: 'Смирнова',
  email: 'anna@school.ru',
  phone: '+79990000000',
  avatar: null,
  roles: ['TEACHER'],
  roleName: 'Преподаватель',
  subjectsTeach: ['math'],
  subjectNames: ['Математика (профильная)'],
  VKId: null,
  telegramID: null,
  signupMethod: 'password',
  isBanned: false,
  about: '',
  showTelegram: false,
  roleList: [{ title: 'Мои курсы', to: '/courses' }],
};

describe('entities', () => {
  it('a user parses and loses any password it carried', () => {
    const parsed = userSchema.parse({ ...user, password: 'hash' });
    expect(parsed).toEqual(user);
    expect(parsed).not.toHaveProperty('password');
  });
  it('a user with an unknown role or a string isBanned fails', () => {
    expect(userSchema.safeParse({ ...user, roles: ['GOD'] }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, isBanned: 'no' }).success).toBe(false);
  });
  it('a temp user never exposes its password or code', () => {
    const parsed = tempUserSchema.parse({
      _id: 't1',
      firstName: 'Иван',
      lastName: 'Петров',
      email: 'ivan@mail.ru',
      username: 'ivan',
      VKId: null,
      avatar: null,
      phone: null,
      roles: ['USER'],
      emailChecked: false,
      sendOTPAt: 1763726400000,
      password: 'secret',
      OTPcode: '123456',
    });
    expect(Object.keys(parsed)).not.toContain('password');
    expect(Object.keys(parsed)).not.toContain('OTPcode');
  });
  it('a role parses with its menu', () => {
    expect(roleSchema.parse({ id: 2, shortname: 'SENIOR', name: 'Старший преподаватель', menu: [] }).id).toBe(2);
  });
});

describe('login body', () => {
  it('answers a missing field in Russian', () => {
    expect(messageOf(loginBodySchema, { username: 'ivan' })).toBe('Поле обязательно для ввода');
    expect(messageOf(loginBodySchema, { username: '', password: 'x' })).toBe(MESSAGES.required);
  });
  it('answers a wrong type in Russian', () => {
    expect(messageOf(loginBodySchema, { username: 42, password: 'x' })).toBe(MESSAGES.invalidType);
  });
  it('accepts an e-mail as the username', () => {
    expect(messageOf(loginBodySchema, { username: 'ivan@mail.ru', password: 'x' })).toBeNull();
  });
  it('rejects a huge password instead of hashing it', () => {
    expect(messageOf(loginBodySchema, { username: 'ivan', password: 'x'.repeat(10_000) })).toBe(
      MESSAGES.passwordTooLong,
    );
  });
});

describe('create-user body', () => {
  const body = {
    firstName: 'Иван',
    lastName: 'Петров',
    username: 'ivan',
    email: 'Ivan@Mail.ru ',
    password: '12345678',
    consent: true,
  };

  it('parses a valid payload, trimming and lower-casing the e-mail', () => {
    expect(createUserBodySchema.parse(body).email).toBe('ivan@mail.ru');
  });
  it("refuses a registration without the consent, with api.md's message", () => {
    const { consent: _consent, ...withoutConsent } = body;
    expect(messageOf(createUserBodySchema, withoutConsent)).toBe('Нужно согласие на обработку персональных данных');
    expect(messageOf(createUserBodySchema, { ...body, consent: false })).toBe(MESSAGES.consentRequired);
    expect(messageOf(createUserBodySchema, { ...body, consent: 'yes' })).toBe(MESSAGES.consentRequired);
  });
  it('answers each broken rule with its spec message', () => {
    expect(messageOf(createUserBodySchema, { ...body, username: 'iva' })).toBe(
      'Логин должен иметь не менее 4 символов',
    );
    expect(messageOf(createUserBodySchema, { ...body, password: '1234567' })).toBe(
      'Пароль должен содержать не менее 8 символов',
    );
    expect(messageOf(createUserBodySchema, { ...body, password: '' })).toBe('Поле обязательно для заполнения');
    expect(messageOf(createUserBodySchema, { ...body, email: 'a@b' })).toBe('Введен неверный формат почты');
    expect(messageOf(createUserBodySchema, { ...body, email: '' })).toBe(MESSAGES.required);
    expect(messageOf(createUserBodySchema, { ...body, firstName: 'я'.repeat(101) })).toBe(
      'Введите не более 100 символов',
    );
  });
  it('rejects a 10 kB e-mail', () => {
    expect(messageOf(createUserBodySchema, { ...body, email: `${'a'.repeat(10_000)}@b.ru` })).toBe(
      'Введите не более 254 символов',
    );
  });
});

describe('check-login query', () => {
  it('gives the short-login message for 3 characters', () => {
    expect(messageOf(checkLoginQuerySchema, { login: 'abc' })).toBe(MESSAGES.loginTooShort);
    expect(messageOf(checkLoginQuerySchema, { login: 'abcd' })).toBeNull();
  });
});

describe('check-otp body', () => {
  it('takes exactly six digits', () => {
    expect(messageOf(checkOtpBodySchema, { id: 't1', code: '123456' })).toBeNull();
    expect(messageOf(checkOtpBodySchema, { id: 't1', code: '12345' })).toBe(MESSAGES.codeFormat);
    expect(messageOf(checkOtpBodySchema, { id: 't1', code: true })).toBe(MESSAGES.invalidType);
    expect(messageOf(checkOtpBodySchema, { id: 't1', code: 1.5 })).toBe(MESSAGES.invalidType);
  });
  it('reads a code sent as a JSON number (a numeric input field) as the same six digits', () => {
    expect(checkOtpBodySchema.parse({ id: 't1', code: 123456 }).code).toBe('123456');
    expect(checkOtpBodySchema.parse({ id: 't1', code: 1234 }).code).toBe('001234');
    /* Numbers that cannot be six digits stay numbers, which the code field does not take. */
    expect(messageOf(checkOtpBodySchema, { id: 't1', code: 1_234_567 })).toBe(MESSAGES.invalidType);
    expect(messageOf(checkOtpBodySchema, { id: 't1', code: -1 })).toBe(MESSAGES.invalidType);
  });
});

describe('normalisation shared by the server, the app and the mocks', () => {
  it('create-user ignores roles of any shape', () => {
    const body = {
      firstName: 'Иван',
      lastName: 'Петров',
      username: 'ivan',
      email: 'i@mail.ru',
      password: '12345678',
      consent: true,
    };
    for (const roles of [['OWNER'], 'USER', null, [{ id: 0 }]]) {
      expect(createUserBodySchema.parse({ ...body, roles })).not.toHaveProperty('roles', expect.anything());
    }
  });
  it('register reads an empty or null login, password and anket as absent, and ignores e-mail, VK ID and roles', () => {
    const parsed = registerBodySchema.parse({
      _id: 't1',
      firstName: 'Иван',
      lastName: 'Петров',
      username: '',
      password: null,
      anket: '',
      email: 42,
      VKId: { id: 1 },
      roles: ['OWNER'],
    });
    expect(parsed).toEqual({ _id: 't1', firstName: 'Иван', lastName: 'Петров' });
    expect(
      messageOf(registerBodySchema, { _id: 't1', firstName: 'Иван', lastName: 'Петров', password: '1234567' }),
    ).toBe(MESSAGES.passwordTooShort);
  });
  it('update-profile reads an empty password and an empty, null or stored avatar as unchanged', () => {
    const names = { firstName: 'Иван', lastName: 'Петров' };
    for (const avatar of ['', null, '/server/avatars/0f4c2a']) {
      expect(updateProfileBodySchema.parse({ ...names, password: '', avatar })).toEqual(names);
    }
    expect(updateProfileBodySchema.parse({ ...names, password: null })).toEqual(names);
  });
  it('update-profile passes an outside avatar URL on for the server to compare with the current one', () => {
    const vk = 'https://sun9-1.userapi.com/impg/avatar.jpg?size=200x200';
    expect(updateProfileBodySchema.parse({ firstName: 'a', lastName: 'b', avatar: vk }).avatar).toBe(vk);
    expect(messageOf(updateProfileBodySchema, { firstName: 'a', lastName: 'b', avatar: 'ftp://x/a.png' })).toBe(
      MESSAGES.avatarInvalid,
    );
  });
  it('subject short names are trimmed and lower-cased wherever they are sent', () => {
    expect(subjectBodySchema.parse({ name: 'Физика', shortname: ' PHYS ', min: 36, max: 100 }).shortname).toBe('phys');
    const anket = anketSchema.parse({
      class: 11,
      subjects: ['RUS', 'Math'],
      points: [
        { exam: { ...rus, shortname: 'RUS' }, points: 80, olympics: false },
        { exam: math, points: 70, olympics: false },
      ],
    });
    expect(anket.subjects).toEqual(['rus', 'math']);
    expect(anket.points[0]?.exam.shortname).toBe('rus');
    const edit = { username: 't', firstName: 'a', lastName: 'b', roles: ['TEACHER'], subjectsTeach: [' Math'] };
    expect(updateProfileBodySchema.parse(edit).subjectsTeach).toEqual(['math']);
  });
  it('audit reads ?page=&limit= left empty as the defaults', () => {
    expect(auditQuerySchema.parse({ page: '', limit: '' })).toEqual({ page: 1, limit: 20 });
  });
});

describe('anket', () => {
  const anket = {
    class: 11,
    subjects: ['math', 'rus'],
    points: [
      { exam: math, points: 80, olympics: true },
      { exam: rus, points: 24, olympics: false },
    ],
  };

  it('parses a valid questionnaire', () => {
    expect(anketSchema.parse(anket)).toEqual(anket);
  });
  it('answers the rule messages', () => {
    expect(messageOf(anketSchema, { ...anket, class: 4 })).toBe(MESSAGES.classInvalid);
    expect(messageOf(anketSchema, { ...anket, class: '11' })).toBe(MESSAGES.invalidType);
    expect(messageOf(anketSchema, { ...anket, subjects: ['math'] })).toBe('Выбери от 2-х до 5-ти предметов');
    expect(messageOf(anketSchema, { ...anket, subjects: ['math', 'math'] })).toBe(MESSAGES.subjectsDuplicate);
    expect(
      messageOf(anketSchema, { ...anket, points: [anket.points[0], { exam: rus, points: 101, olympics: false }] }),
    ).toBe(MESSAGES.scoreOutOfRange);
    expect(
      messageOf(anketSchema, { ...anket, points: [anket.points[0], { exam: rus, points: 50, olympics: 'да' }] }),
    ).toBe(MESSAGES.olympicsInvalid);
  });
  it('is optional in the register body, where login and password follow their rules', () => {
    expect(messageOf(registerBodySchema, { _id: 't1', firstName: 'Иван', lastName: 'Петров', anket })).toBeNull();
    expect(messageOf(registerBodySchema, { _id: 't1', firstName: 'Иван', lastName: 'Петров', username: 'abc' })).toBe(
      MESSAGES.loginTooShort,
    );
  });
});

describe('subject body', () => {
  it('accepts 0 <= min < max <= 100', () => {
    expect(messageOf(subjectBodySchema, { name: 'Физика', shortname: 'phys', min: 0, max: 100 })).toBeNull();
  });
  it('refuses min >= max, out-of-range and fractional scores, and a blank short name', () => {
    expect(messageOf(subjectBodySchema, { name: 'Физика', shortname: 'phys', min: 50, max: 50 })).toBe(
      MESSAGES.subjectMinLessThanMax,
    );
    expect(messageOf(subjectBodySchema, { name: 'Физика', shortname: 'phys', min: -1, max: 50 })).toBe(
      MESSAGES.subjectScoreBounds,
    );
    expect(messageOf(subjectBodySchema, { name: 'Физика', shortname: 'phys', min: 1.5, max: 50 })).toBe(
      MESSAGES.subjectScoreInteger,
    );
    expect(messageOf(subjectBodySchema, { name: 'Физика', shortname: ' ', min: 1, max: 50 })).toBe(
      'Это поле обязательно для ввода',
    );
  });
});

describe('update-profile body', () => {
  const avatar = 'data:image/png;base64,iVBORw0KGgo=';

  it('parses an own-profile change with an avatar data URL', () => {
    const parsed = updateProfileBodySchema.parse({ firstName: 'Иван', lastName: 'Петров', avatar });
    expect(isStaffEdit(parsed)).toBe(false);
  });
  it('parses a staff edit with roles and taught subjects', () => {
    const parsed = updateProfileBodySchema.parse({
      username: 'teacher',
      firstName: 'Анна',
      lastName: 'Смирнова',
      roles: ['TEACHER'],
      subjectsTeach: ['math'],
    });
    expect(isStaffEdit(parsed)).toBe(true);
  });
  it('refuses a non-image or oversized avatar', () => {
    expect(
      messageOf(updateProfileBodySchema, { firstName: 'a', lastName: 'b', avatar: 'data:text/html;base64,PGI+' }),
    ).toBe(MESSAGES.avatarInvalid);
    const huge = `data:image/png;base64,${'A'.repeat(AVATAR_DATA_URL_MAX_LENGTH)}`;
    expect(messageOf(updateProfileBodySchema, { firstName: 'a', lastName: 'b', avatar: huge })).toBe(
      MESSAGES.avatarTooLarge,
    );
  });
  it('refuses a staff edit without a username', () => {
    expect(messageOf(updateProfileBodySchema, { firstName: 'a', lastName: 'b', roles: ['USER'] })).toBe(
      MESSAGES.required,
    );
  });
});

describe('admin schemas', () => {
  it('new user needs at least one known role', () => {
    const body = { firstName: 'Анна', lastName: 'Смирнова', email: 'anna@school.ru', roles: ['TEACHER'] };
    expect(messageOf(newUserBodySchema, body)).toBeNull();
    expect(messageOf(newUserBodySchema, { ...body, roles: [] })).toBe(MESSAGES.rolesRequired);
    expect(messageOf(newUserBodySchema, { ...body, roles: ['KING'] })).toBe(MESSAGES.roleUnknown);
  });
  it('audit query coerces page and limit from strings, with defaults and a page-size cap', () => {
    expect(auditQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(auditQuerySchema.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
    expect(messageOf(auditQuerySchema, { limit: '101' })).toBe(MESSAGES.invalidInput);
    expect(messageOf(auditQuerySchema, { page: 'abc' })).toBe(MESSAGES.invalidInput);
  });
  it('audit response parses entries', () => {
    const entry = { at: '2026-11-21T12:00:00.000Z', actor: 'senior', action: 'user.ban', target: 'ivan', details: {} };
    expect(auditResponseSchema.parse({ items: [entry], total: 1 }).items[0]?.action).toBe('user.ban');
  });
  it('reset-password needs a ticket', () => {
    expect(messageOf(resetPasswordBodySchema, { email: 'a@b.ru', password: '12345678' })).toBe(MESSAGES.ticketExpired);
  });
});

describe('validationMessage', () => {
  it('falls back to a Russian message when zod wrote the issue itself', () => {
    const result = z.object({ a: z.string() }).safeParse({ a: 1 });
    expect(result.success).toBe(false);
    if (!result.success) expect(validationMessage(result.error)).toBe(MESSAGES.invalidInput);
  });
});
