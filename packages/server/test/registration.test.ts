import { ERROR_CODES, MESSAGES, OTP_RESEND_AFTER_S } from '@school/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle, otpCodes, refreshSessions, tempUsers, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { sweepExpired } from '../src/plugins/app/housekeeping.ts';
import { ADULT, confirmEmail, createPending, subjectEntry, validAnket } from './helpers/registration.ts';
import { codeFrom } from '@school/mocks/testing/mail';
import { OWNER, call, createTestApp, login, seedUser, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Lets the next code be sent now, as if the 60 s had passed. */
const allowResend = (id: string) =>
  t.app.db
    .update(tempUsers)
    .set({ sendOtpAt: Date.now() - 1 })
    .where(eq(tempUsers.id, id));

describe('GET /server/auth/checklogin', () => {
  it('given a free login / answers 200 "Логин свободен"', async () => {
    const res = await call(t.app, 'GET', '/auth/checklogin', { query: { login: 'free-login' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Логин свободен' });
  });

  it('given 3 characters / answers 400 with the length message; given 4 it is accepted', async () => {
    const short = await call(t.app, 'GET', '/auth/checklogin', { query: { login: 'abc' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Логин должен иметь не менее 4 символов');
    expect((await call(t.app, 'GET', '/auth/checklogin', { query: { login: 'abcd' } })).status).toBe(200);
  });

  it('given a login of an account in another letter case / answers 409 "Пользователь с таким именем уже существует"', async () => {
    const res = await call(t.app, 'GET', '/auth/checklogin', { query: { login: OWNER.username.toUpperCase() } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Пользователь с таким именем уже существует');
  });

  it('given a login held by a pending registration / answers 409', async () => {
    const pending = await createPending(t.app);
    expect((await call(t.app, 'GET', '/auth/checklogin', { query: { login: pending.username } })).status).toBe(409);
  });

  it('given no login / answers 400', async () => {
    expect((await call(t.app, 'GET', '/auth/checklogin')).status).toBe(400);
  });
});

describe('GET /server/api/getuserbyemail', () => {
  it('given a free e-mail / answers 200', async () => {
    expect((await call(t.app, 'GET', '/api/getuserbyemail', { query: { email: 'free@mail.test' } })).status).toBe(200);
  });

  it('given a bad format / answers 400 "Введен неверный формат почты"', async () => {
    for (const email of ['a@b', 'no-at-sign.ru', 'a@.ru']) {
      const res = await call(t.app, 'GET', '/api/getuserbyemail', { query: { email } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Введен неверный формат почты');
    }
  });

  it('given an e-mail of an account or of a pending registration / answers 409 "Такая почта уже занята"', async () => {
    const pending = await createPending(t.app);
    for (const email of [OWNER.email.toUpperCase(), pending.email]) {
      const res = await call(t.app, 'GET', '/api/getuserbyemail', { query: { email } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Такая почта уже занята');
    }
  });
});

describe('POST /server/auth/create-user', () => {
  it('given valid fields and roles [OWNER] / creates a pending registration that is a plain student', async () => {
    const pending = await createPending(t.app, { roles: ['OWNER', 'SENIOR'] });
    const res = await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } });
    expect(res.body.roles).toEqual(['USER']);
  });

  it.each([
    [{ firstName: '' }, 'Поле обязательно для ввода'],
    [{ username: 'abc' }, 'Логин должен иметь не менее 4 символов'],
    [{ email: 'a@b' }, 'Введен неверный формат почты'],
    [{ password: '1234567' }, 'Пароль должен содержать не менее 8 символов'],
    [{ password: '' }, 'Поле обязательно для заполнения'],
  ])('given %j / answers 400 with the rule message', async (override, message) => {
    const body = {
      firstName: 'Анна',
      lastName: 'Иванова',
      username: 'newperson',
      email: 'new@mail.test',
      password: 'secret-password',
      roles: ['USER'],
      consent: true,
      ...override,
    };
    const res = await call(t.app, 'POST', '/auth/create-user', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([[['ADMIN']], ['USER'], [null], [[{ id: 0 }]]])(
    'given roles %j, which api.md says is ignored / still creates a student registration',
    async (roles) => {
      const pending = await createPending(t.app, { roles });
      const res = await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } });
      expect(res.body.roles).toEqual(['USER']);
    },
  );

  it('given a taken login or e-mail / answers 409', async () => {
    const base = {
      firstName: 'Анна',
      lastName: 'Иванова',
      password: 'secret-password',
      roles: ['USER'],
      consent: true,
    };
    const login = await call(t.app, 'POST', '/auth/create-user', {
      body: { ...base, username: 'OWNER', email: 'x1@mail.test' },
    });
    expect(login.status).toBe(409);
    expect(login.body.message).toBe(MESSAGES.loginTaken);
    const email = await call(t.app, 'POST', '/auth/create-user', {
      body: { ...base, username: 'someone-new', email: OWNER.email },
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe(MESSAGES.emailTaken);
  });
});

describe('GET /server/auth/get-tempuser and /server/auth/cancel-reg', () => {
  it('given a pending registration / answers its fields without password or code', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const res = await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        '_id',
        'avatar',
        'email',
        'emailChecked',
        'firstName',
        'lastName',
        'phone',
        'roles',
        'sendOTPAt',
        'username',
        'VKId',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      _id: pending.id,
      username: pending.username,
      email: pending.email,
      emailChecked: false,
    });
    expect(typeof res.body.sendOTPAt).toBe('number');
    expect(JSON.stringify(res.body)).not.toContain(codeFrom(t.mail.last(pending.email)));
  });

  it('given an unknown id / answers 404 "Temp user not found"', async () => {
    const res = await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: 'no-such-id' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Temp user not found');
  });

  it('given a pending registration / cancel-reg removes it and frees its login; a second cancel answers 404', async () => {
    const pending = await createPending(t.app);
    expect((await call(t.app, 'GET', '/auth/cancel-reg', { query: { id: pending.id } })).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } })).status).toBe(404);
    expect((await call(t.app, 'GET', '/auth/checklogin', { query: { login: pending.username } })).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/cancel-reg', { query: { id: pending.id } })).status).toBe(404);
  });

  it('given an expired pending registration / answers 404 and frees its e-mail', async () => {
    const pending = await createPending(t.app);
    await t.app.db
      .update(tempUsers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tempUsers.id, pending.id));
    expect((await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/getuserbyemail', { query: { email: pending.email } })).status).toBe(200);
  });
});

describe('POST /server/api/sendotp', () => {
  it('given a pending registration / e-mails a 6-digit code in Russian and answers sendOTPAt about 60 s ahead', async () => {
    const pending = await createPending(t.app);
    const before = Date.now();
    const res = await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    expect(res.status).toBe(200);
    expect(res.body.sendOTPAt).toBeGreaterThanOrEqual(before + OTP_RESEND_AFTER_S * 1000);
    expect(res.body.sendOTPAt).toBeLessThanOrEqual(Date.now() + OTP_RESEND_AFTER_S * 1000);
    const mail = t.mail.last(pending.email)!;
    expect(mail.from).toBe('no-reply@school.test');
    expect(mail.subject).toMatch(/код подтверждения/);
    expect(mail.text).toMatch(/Здравствуйте, Анна!/);
    expect(mail.text).toMatch(/Ваш код подтверждения: \d{6}/);
    expect(mail.text).toMatch(/10 минут/);
    expect(mail.html).toContain(codeFrom(t.mail.last(pending.email)));
    expect(mail.html).toContain('lang="ru"');
  });

  it('stores the code only as a hash', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const [row] = await t.app.db.select().from(otpCodes).where(eq(otpCodes.tempUserId, pending.id));
    expect(row!.codeHash).not.toContain(codeFrom(t.mail.last(pending.email)));
  });

  it('given a second send before sendOTPAt / answers 429 "Время на отправление кода ограничено."', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const res = await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Время на отправление кода ограничено.');
  });

  it('given five sends within an hour / the sixth answers 429 even after sendOTPAt', async () => {
    const pending = await createPending(t.app);
    for (let i = 0; i < 5; i += 1) {
      await allowResend(pending.id);
      expect((await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } })).status).toBe(200);
    }
    await allowResend(pending.id);
    const res = await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MESSAGES.otpRateLimited);
    expect(t.mail.to(pending.email)).toHaveLength(5);
  });

  it('given a new code / the earlier code stops working', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const first = codeFrom(t.mail.last(pending.email));
    await allowResend(pending.id);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const second = codeFrom(t.mail.last(pending.email));
    if (first !== second) {
      expect((await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code: first } })).status).toBe(
        400,
      );
    }
    expect((await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code: second } })).status).toBe(200);
  });

  it('given an unknown id / answers 404', async () => {
    expect((await call(t.app, 'POST', '/api/sendotp', { body: { id: 'missing' } })).status).toBe(404);
  });

  it('given two sends at the same moment / only one passes', async () => {
    const pending = await createPending(t.app);
    const results = await Promise.all([
      call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } }),
      call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(t.mail.to(pending.email)).toHaveLength(1);
  });
});

describe('POST /server/auth/check-otp', () => {
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('given the e-mailed code / answers {emailChecked:true} and the pending registration shows it', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const res = await call(t.app, 'POST', '/auth/check-otp', {
      body: { id: pending.id, code: codeFrom(t.mail.last(pending.email)) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emailChecked: true });
    expect((await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } })).body.emailChecked).toBe(
      true,
    );
  });

  it('given the code as a JSON number (a numeric input field) / is read as the same six digits', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const code = codeFrom(t.mail.last(pending.email));
    const res = await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code: Number(code) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emailChecked: true });
  });

  it.each([1.5, -1, 1_000_000])('given the number %s / answers 400', async (code) => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    expect((await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code } })).status).toBe(400);
  });

  it('given a wrong code / answers 400 "Неверный код"', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const res = await call(t.app, 'POST', '/auth/check-otp', {
      body: { id: pending.id, code: wrongCode(codeFrom(t.mail.last(pending.email))) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Неверный код');
  });

  it('given wrong codes / each answer says how many tries are left, down to 0 at the fifth, then the code is locked', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const code = codeFrom(t.mail.last(pending.email));
    const left: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code: wrongCode(code) } });
      expect(res.body).toMatchObject({ message: MESSAGES.otpWrong, code: ERROR_CODES.otpWrong });
      left.push(res.body.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const locked = await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code } });
    expect(locked.body).toEqual({ message: MESSAGES.otpTooManyAttempts, code: ERROR_CODES.otpLocked });
  });

  it('given a code older than ten minutes / answers 400 with the expiry message and its code', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    await t.app.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.tempUserId, pending.id));
    const res = await call(t.app, 'POST', '/auth/check-otp', {
      body: { id: pending.id, code: codeFrom(t.mail.last(pending.email)) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.otpExpired, code: ERROR_CODES.otpExpired });
  });

  it('given 5 wrong codes / the right code then answers 429 until a new code is sent', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const code = codeFrom(t.mail.last(pending.email));
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code: wrongCode(code) } })).status,
      ).toBe(400);
    }
    const locked = await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/[а-я]/);
    await allowResend(pending.id);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    const fresh = await call(t.app, 'POST', '/auth/check-otp', {
      body: { id: pending.id, code: codeFrom(t.mail.last(pending.email)) },
    });
    expect(fresh.status).toBe(200);
  });

  it('given a code older than 10 minutes / answers 400', async () => {
    const pending = await createPending(t.app);
    await call(t.app, 'POST', '/api/sendotp', { body: { id: pending.id } });
    await t.app.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(otpCodes.tempUserId, pending.id));
    const res = await call(t.app, 'POST', '/auth/check-otp', {
      body: { id: pending.id, code: codeFrom(t.mail.last(pending.email)) },
    });
    expect(res.status).toBe(400);
  });

  it('given no code sent yet / answers 400; given an unknown id / answers 404', async () => {
    const pending = await createPending(t.app);
    expect((await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code: '123456' } })).status).toBe(
      400,
    );
    expect((await call(t.app, 'POST', '/auth/check-otp', { body: { id: 'missing', code: '123456' } })).status).toBe(
      404,
    );
  });

  it('given a code that is not 6 digits / answers 400', async () => {
    const pending = await createPending(t.app);
    expect((await call(t.app, 'POST', '/auth/check-otp', { body: { id: pending.id, code: '12a45' } })).status).toBe(
      400,
    );
  });
});

describe('POST /server/auth/register', () => {
  const registerBody = (id: string, extra: Record<string, unknown> = {}) => ({
    _id: id,
    firstName: 'Анна',
    lastName: 'Петрова',
    email: 'ignored@evil.test',
    username: '',
    password: '',
    anket: validAnket(),
    roles: ['OWNER'],
    VKId: '12345',
    avatar: '',
    phone: '',
    ...ADULT,
    ...extra,
  });

  it('given a confirmed self-registration and a valid questionnaire / answers tokens of a student account and consumes the registration', async () => {
    const pending = await createPending(t.app);
    await confirmEmail(t.app, t.mail, pending.id, pending.email);
    const res = await call(t.app, 'POST', '/auth/register', {
      body: registerBody(pending.id, { username: undefined, password: undefined }),
    });
    expect(res.status).toBe(200);
    const me = await call(t.app, 'GET', '/auth/getuser', { token: res.body.accessToken });
    /* E-mail, VK ID and roles come from the pending registration, never from the body. */
    expect(me.body).toMatchObject({
      username: pending.username,
      email: pending.email,
      roles: ['USER'],
      VKId: null,
      lastName: 'Петрова',
    });
    expect((await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } })).status).toBe(404);
    expect((await login(t.app, pending.username, pending.password)).accessToken).toBeTruthy();
    const [stored] = await t.app.db.select().from(users).where(eq(users.username, pending.username));
    expect(stored!.anket).toEqual({
      class: 11,
      subjects: ['rus', 'math'],
      points: [
        { exam: 'rus', points: 80, olympics: false },
        { exam: 'math', points: 70, olympics: true },
      ],
    });
  });

  it('given e-mail, VK ID and roles in the body of any shape / ignores them, as api.md says they never come from the body', async () => {
    const pending = await createPending(t.app);
    await confirmEmail(t.app, t.mail, pending.id, pending.email);
    const res = await call(t.app, 'POST', '/auth/register', {
      body: registerBody(pending.id, {
        username: undefined,
        password: undefined,
        email: 42,
        VKId: { id: 1 },
        roles: ['ADMIN', 'OWNER'],
      }),
    });
    expect(res.status).toBe(200);
    const me = await call(t.app, 'GET', '/auth/getuser', { token: res.body.accessToken });
    expect(me.body).toMatchObject({ email: pending.email, roles: ['USER'], VKId: null });
  });

  it('given the same registration submitted twice at once / one account is made, the other answer is 404', async () => {
    const pending = await createPending(t.app);
    await confirmEmail(t.app, t.mail, pending.id, pending.email);
    const body = registerBody(pending.id, { username: undefined, password: undefined });
    const results = await Promise.all([
      call(t.app, 'POST', '/auth/register', { body }),
      call(t.app, 'POST', '/auth/register', { body }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('given an unconfirmed e-mail / answers 400', async () => {
    const pending = await createPending(t.app);
    const res = await call(t.app, 'POST', '/auth/register', { body: registerBody(pending.id) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.emailNotConfirmed);
  });

  it('given an unknown _id / answers 404', async () => {
    expect((await call(t.app, 'POST', '/auth/register', { body: registerBody('missing') })).status).toBe(404);
  });

  it.each([
    ['no questionnaire', undefined],
    ['class 4', { ...validAnket(), class: 4 }],
    ['one subject', { class: 11, subjects: ['rus'], points: [subjectEntry('rus', 36, 100, 80)] }],
    [
      'six subjects',
      {
        class: 11,
        subjects: ['rus', 'math', 'phys', 'chem', 'inf', 'bio'],
        points: ['rus', 'math', 'phys', 'chem', 'inf', 'bio'].map((s) => subjectEntry(s, 36, 100, 80)),
      },
    ],
    [
      'a repeated subject',
      {
        class: 11,
        subjects: ['rus', 'rus'],
        points: [subjectEntry('rus', 36, 100, 80), subjectEntry('rus', 36, 100, 80)],
      },
    ],
    [
      'an unknown subject',
      {
        class: 11,
        subjects: ['rus', 'alchemy'],
        points: [subjectEntry('rus', 36, 100, 80), subjectEntry('alchemy', 0, 100, 80)],
      },
    ],
    ['a missing score', { class: 11, subjects: ['rus', 'math'], points: [subjectEntry('rus', 36, 100, 80)] }],
    [
      'grade 11 below the subject minimum',
      {
        class: 11,
        subjects: ['rus', 'math'],
        points: [subjectEntry('rus', 36, 100, 35), subjectEntry('math', 27, 100, 70)],
      },
    ],
    /* The client's copy claims min 0; the server scores against its own subject (rus min 36). */
    [
      'grade 10 under the real minimum with a forged subject',
      {
        class: 10,
        subjects: ['rus', 'math'],
        points: [subjectEntry('rus', 0, 100, 20), subjectEntry('math', 27, 100, 70)],
      },
    ],
    [
      'grade 9 above 5',
      {
        class: 9,
        subjects: ['rus', 'math'],
        points: [subjectEntry('rus', 36, 100, 6), subjectEntry('math', 27, 100, 4)],
      },
    ],
    [
      'grade 9 below 3',
      {
        class: 9,
        subjects: ['rus', 'math'],
        points: [subjectEntry('rus', 36, 100, 2), subjectEntry('math', 27, 100, 4)],
      },
    ],
  ])('given a questionnaire with %s / answers 400 with a Russian message', async (_label, anket) => {
    const pending = await createPending(t.app);
    await confirmEmail(t.app, t.mail, pending.id, pending.email);
    const res = await call(t.app, 'POST', '/auth/register', {
      body: registerBody(pending.id, { anket, username: undefined, password: undefined }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[а-я]/i);
    expect((await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } })).status).toBe(200);
  });

  it('given grade 9 with marks 3 and 5 / registers', async () => {
    const pending = await createPending(t.app);
    await confirmEmail(t.app, t.mail, pending.id, pending.email);
    const anket = {
      class: 9,
      subjects: ['rus', 'math'],
      points: [subjectEntry('rus', 36, 100, 3), subjectEntry('math', 27, 100, 5)],
    };
    const res = await call(t.app, 'POST', '/auth/register', {
      body: registerBody(pending.id, { anket, username: undefined, password: undefined }),
    });
    expect(res.status).toBe(200);
  });

  describe('given a staff invitation', () => {
    const invite = async (roles: string[]) => {
      const owner = await login(t.app, OWNER.username, OWNER.password);
      const email = `staff-${Date.now()}-${Math.random().toString(36).slice(2)}@school.test`;
      const res = await call(t.app, 'POST', '/api/newuser', {
        token: owner.accessToken,
        body: { firstName: 'Олег', lastName: 'Смирнов', email, roles },
      });
      expect(res.status).toBe(200);
      await confirmEmail(t.app, t.mail, res.body.id, email);
      return { id: res.body.id as string, email };
    };

    it('without a login or a password / answers 400', async () => {
      const { id } = await invite(['TEACHER']);
      const noLogin = await call(t.app, 'POST', '/auth/register', {
        body: { _id: id, firstName: 'Олег', lastName: 'Смирнов', password: 'staff-password' },
      });
      expect(noLogin.status).toBe(400);
      const noPassword = await call(t.app, 'POST', '/auth/register', {
        body: { _id: id, firstName: 'Олег', lastName: 'Смирнов', username: 'oleg-teacher' },
      });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.message).toBe('Поле обязательно для заполнения');
      const shortPassword = await call(t.app, 'POST', '/auth/register', {
        body: { _id: id, firstName: 'Олег', lastName: 'Смирнов', username: 'oleg-teacher', password: '1234567' },
      });
      expect(shortPassword.body.message).toBe('Пароль должен содержать не менее 8 символов');
    });

    it('with a taken login / answers 409', async () => {
      const { id } = await invite(['TEACHER']);
      const res = await call(t.app, 'POST', '/auth/register', {
        body: { _id: id, firstName: 'Олег', lastName: 'Смирнов', username: 'Owner', password: 'staff-password' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.loginTaken);
    });

    it('with a login and a password and no questionnaire / creates the account with the invited roles', async () => {
      const { id, email } = await invite(['TEACHER']);
      const username = `oleg${Date.now().toString(36)}`;
      const res = await call(t.app, 'POST', '/auth/register', {
        body: {
          _id: id,
          firstName: 'Олег',
          lastName: 'Смирнов',
          username,
          password: 'staff-password',
          roles: ['OWNER'],
          email: 'evil@evil.test',
        },
      });
      expect(res.status).toBe(200);
      const me = await call(t.app, 'GET', '/auth/getuser', { token: res.body.accessToken });
      expect(me.body).toMatchObject({ username, email, roles: ['TEACHER'], roleName: 'Преподаватель' });
    });
  });

  it('given a pending registration with empty roles / the account becomes [USER]', async () => {
    const pending = await createPending(t.app);
    await t.app.db.update(tempUsers).set({ roles: [] }).where(eq(tempUsers.id, pending.id));
    await confirmEmail(t.app, t.mail, pending.id, pending.email);
    const res = await call(t.app, 'POST', '/auth/register', {
      body: registerBody(pending.id, { username: undefined, password: undefined }),
    });
    expect((await call(t.app, 'GET', '/auth/getuser', { token: res.body.accessToken })).body.roles).toEqual(['USER']);
  });

  it('given a login taken meanwhile by an account / answers 409', async () => {
    const pending = await createPending(t.app);
    await confirmEmail(t.app, t.mail, pending.id, pending.email);
    /* The pending registration reserved the login; an account made directly by staff takes it anyway. */
    await t.app.db
      .update(tempUsers)
      .set({ username: `${pending.username}-moved` })
      .where(eq(tempUsers.id, pending.id));
    await seedUser(t.app, ['USER'], {
      username: `${pending.username}-moved`,
      email: `${pending.username}-other@mail.test`,
    });
    const res = await call(t.app, 'POST', '/auth/register', {
      body: registerBody(pending.id, { username: undefined, password: undefined }),
    });
    expect(res.status).toBe(409);
  });
});

describe('housekeeping', () => {
  it('removes expired pending registrations, long-expired refresh tokens and tickets, and stale throttle rows; keeps live ones', async () => {
    const expired = await createPending(t.app);
    const live = await createPending(t.app);
    await t.app.db
      .update(tempUsers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tempUsers.id, expired.id));
    const user = await seedUser(t.app, ['USER']);
    const session = await login(t.app, user.username, user.password);
    const fresh = await login(t.app, user.username, user.password);
    await t.app.db
      .update(refreshSessions)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(refreshSessions.tokenHash, sha256(session.refreshToken)));
    await t.app.db.insert(loginThrottle).values([
      { key: 'account:stale', failures: 3, lastFailureAt: new Date(Date.now() - 2 * 3_600_000) },
      { key: 'account:recent', failures: 3, lastFailureAt: new Date() },
    ]);

    await sweepExpired(t.app.db, t.config.loginThrottle);

    expect(await t.app.db.select().from(tempUsers).where(eq(tempUsers.id, expired.id))).toHaveLength(0);
    expect(await t.app.db.select().from(tempUsers).where(eq(tempUsers.id, live.id))).toHaveLength(1);
    expect(
      await t.app.db
        .select()
        .from(refreshSessions)
        .where(eq(refreshSessions.tokenHash, sha256(session.refreshToken))),
    ).toHaveLength(0);
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: fresh.refreshToken } })).status,
    ).toBe(200);
    const keys = (await t.app.db.select().from(loginThrottle)).map((row) => row.key);
    expect(keys).toContain('account:recent');
    expect(keys).not.toContain('account:stale');
  });
});
