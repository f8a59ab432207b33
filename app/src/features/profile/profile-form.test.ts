import { MESSAGES } from '@school/contract';
import { users } from '@school/mocks';
import { describe, expect, it } from 'vitest';
import { integrationsShown } from './integrations';
import {
  aboutCounter,
  buildUpdateBody,
  hasChanges,
  initialProfileValues,
  mayShowTelegram,
  profileFormSpec,
  writesAbout,
  type ProfileField,
  type ProfileValues,
} from './profile-form';

const user = users.student;
const untouched = initialProfileValues(user);
const withValues = (values: Partial<ProfileValues>): ProfileValues => ({ ...untouched, ...values });
const message = (field: ProfileField, values: ProfileValues) => profileFormSpec[field].rule?.(values[field], values);

describe('the settings form rules', () => {
  it('given every password field empty / passes: the password section is optional', () => {
    for (const field of ['currentPassword', 'password', 'repeat'] as const) {
      expect(message(field, untouched)).toBeNull();
    }
  });

  it('given a new password typed / asks for the current one and applies the length rule', () => {
    const values = withValues({ password: 'short', repeat: 'short' });
    expect(message('currentPassword', values)).toBe(MESSAGES.requiredFill);
    expect(message('password', values)).toBe(MESSAGES.passwordTooShort);
    expect(message('password', { ...values, password: 'long-enough', repeat: 'long-enough' })).toBeNull();
  });

  it('given only the repeat typed / the new password is required and the repeat does not match', () => {
    const values = withValues({ repeat: 'something' });
    expect(message('password', values)).toBe(MESSAGES.requiredFill);
    expect(message('repeat', values)).toBe(MESSAGES.passwordsMismatch);
  });

  it('given only the current password typed / nothing is asked: without a new one it changes nothing', () => {
    const values = withValues({ currentPassword: 'old-secret' });
    expect(message('password', values)).toBeNull();
    expect(hasChanges(user, { values, avatar: null })).toBe(false);
  });

  it('given an emptied name / says it is required', () => {
    expect(message('firstName', withValues({ firstName: '  ' }))).toBe(MESSAGES.required);
    expect(message('lastName', untouched)).toBeNull();
  });
});

describe('hasChanges', () => {
  it('given the values of the account / nothing to save, also with spaces around a name', () => {
    expect(hasChanges(user, { values: untouched, avatar: null })).toBe(false);
    expect(hasChanges(user, { values: withValues({ firstName: ` ${user.firstName} ` }), avatar: null })).toBe(false);
  });

  it('given a new name, a cropped avatar or a new password / something to save', () => {
    expect(hasChanges(user, { values: withValues({ lastName: 'Иванов' }), avatar: null })).toBe(true);
    expect(hasChanges(user, { values: untouched, avatar: 'data:image/jpeg;base64,AAAA' })).toBe(true);
    expect(hasChanges(user, { values: withValues({ password: 'new-secret' }), avatar: null })).toBe(true);
  });
});

describe('buildUpdateBody', () => {
  it('given only names / sends the trimmed names and nothing else', () => {
    const body = buildUpdateBody({ values: withValues({ firstName: ' Пётр ', lastName: 'Иванов ' }), avatar: null });
    expect(body).toEqual({ firstName: 'Пётр', lastName: 'Иванов' });
  });

  it('given a cropped avatar and a new password / sends both, the password with the current one, untrimmed', () => {
    const avatar = 'data:image/jpeg;base64,AAAA';
    const values = withValues({ currentPassword: ' old-secret', password: 'new-secret ', repeat: 'new-secret ' });
    expect(buildUpdateBody({ values, avatar })).toEqual({
      firstName: user.firstName,
      lastName: user.lastName,
      avatar,
      currentPassword: ' old-secret',
      password: 'new-secret ',
    });
  });
});

describe('integrationsShown', () => {
  it('shows the section when VK ID or the Telegram bot is on; both off or unknown config hides it', () => {
    expect(integrationsShown({ vkId: null, telegramBot: { username: 'school_bot' } })).toBe(true);
    expect(integrationsShown({ vkId: { appId: '1' }, telegramBot: null })).toBe(true);
    expect(integrationsShown({ vkId: { appId: '1' }, telegramBot: { username: 'school_bot' } })).toBe(true);
    expect(integrationsShown({ vkId: null, telegramBot: null })).toBe(false);
    expect(integrationsShown(undefined)).toBe(false);
  });
});

describe("'О себе' and the Telegram switch (issue 42)", () => {
  const teacher = users.teacher;

  it('given a teacher / the section shows, and the switch with a linked Telegram only', () => {
    expect(writesAbout(teacher)).toBe(true);
    expect(mayShowTelegram(teacher)).toBe(true);
    expect(mayShowTelegram({ ...teacher, telegramID: null })).toBe(false);
    expect(writesAbout(users.student)).toBe(false);
    expect(writesAbout(users.senior)).toBe(true);
  });

  it('given a text past 1000 characters / says so, and the counter counts', () => {
    const values = { ...initialProfileValues(teacher), about: 'а'.repeat(1001) };
    expect(profileFormSpec.about.rule?.(values.about, values)).toBe(MESSAGES.aboutTooLong);
    expect(aboutCounter('  Привет ')).toBe('6 / 1000');
  });

  it('given a draft kept from before a reload / starts from it instead of the saved text', () => {
    expect(initialProfileValues(teacher, 'Черновик').about).toBe('Черновик');
    expect(initialProfileValues(teacher, null).about).toBe(teacher.about);
  });

  it("given 'О себе' or the switch changed / sends only what changed", () => {
    const values = { ...initialProfileValues(teacher), about: ' Новый текст ' };
    expect(hasChanges(teacher, { values, avatar: null })).toBe(true);
    expect(buildUpdateBody({ values, avatar: null, showTelegram: teacher.showTelegram }, teacher)).toEqual({
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      about: 'Новый текст',
    });
    const untouchedTeacher = initialProfileValues(teacher);
    expect(hasChanges(teacher, { values: untouchedTeacher, avatar: null, showTelegram: true })).toBe(false);
    expect(buildUpdateBody({ values: untouchedTeacher, avatar: null, showTelegram: false }, teacher)).toEqual({
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      showTelegram: false,
    });
  });
});
