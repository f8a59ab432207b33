import {
  ERROR_CODES,
  MESSAGES,
  PARENT_CONSENT_KEEP_DAYS,
  PARENT_CONSENT_MAX_SENDS_PER_HOUR,
  PRIVACY_POLICY_EDITION,
  parentConsentPendingMessage,
} from '@school/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, parentConsents, tempUsers, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { sweepExpired } from '../src/plugins/app/housekeeping.ts';
import {
  ADULT,
  confirmEmail,
  createPending,
  parentLinkFrom,
  registerUnder14,
  validAnket,
} from './helpers/registration.ts';
import { call, createTestApp, login, PUBLIC_URL, signedIn, uniqueName, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;
const accountOf = async (username: string) =>
  (await t.app.db.select().from(users).where(eq(users.username, username)))[0]!;
const parentRowOf = async (username: string) =>
  (
    await t.app.db
      .select()
      .from(parentConsents)
      .where(eq(parentConsents.userId, (await accountOf(username)).id))
  )[0];
const confirm = (token: string | null, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/auth/parent-consent/confirm', { body: { token }, headers });
const resend = (login: string) => call(t.app, 'POST', '/auth/parent-consent/resend', { body: { login } });
/* As if the last mail went out an hour ago, so a resend is not taken for a double click. */
const mailedLongAgo = async (username: string) =>
  t.app.db
    .update(parentConsents)
    .set({ sentAt: new Date(Date.now() - 3_600_000) })
    .where(eq(parentConsents.userId, (await accountOf(username)).id));

describe('the consent to the processing of personal data at registration', () => {
  const dialog = () => {
    const username = uniqueName('student');
    return {
      firstName: 'Анна',
      lastName: 'Иванова',
      username,
      email: `${username}@mail.test`,
      password: 'secret-password',
    };
  };

  it("given create-user without consent, or with anything but true / answers 400 with api.md's message and keeps nothing", async () => {
    for (const consent of [undefined, false, 'true', null]) {
      const body = { ...dialog(), consent };
      const res = await call(t.app, 'POST', '/auth/create-user', { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Нужно согласие на обработку персональных данных');
      expect(await t.app.db.select().from(tempUsers).where(eq(tempUsers.username, body.username))).toEqual([]);
    }
  });

  it("given the consent / it is recorded with its time and the policy's edition, and carried onto the account at register", async () => {
    const before = Date.now();
    const pending = await createPending(t.app);
    const [temp] = await t.app.db.select().from(tempUsers).where(eq(tempUsers.id, pending.id));
    expect(temp!.consentEdition).toBe(PRIVACY_POLICY_EDITION);
    expect(temp!.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(temp!.consentAt!.getTime()).toBeLessThanOrEqual(Date.now());

    await confirmEmail(t.app, t.mail, pending.id, pending.email);
    const res = await call(t.app, 'POST', '/auth/register', {
      body: { _id: pending.id, firstName: 'Анна', lastName: 'Иванова', anket: validAnket(), ...ADULT },
    });
    expect(res.status).toBe(200);
    const account = await accountOf(pending.username);
    expect(account.consentAt).toEqual(temp!.consentAt);
    expect(account.consentEdition).toBe(PRIVACY_POLICY_EDITION);
  });
});

describe('a student under 14', () => {
  const confirmed = async () => {
    const pending = await createPending(t.app);
    await confirmEmail(t.app, t.mail, pending.id, pending.email);
    return pending;
  };
  const register = (id: string, extra: Record<string, unknown>) =>
    call(t.app, 'POST', '/auth/register', {
      body: { _id: id, firstName: 'Анна', lastName: 'Иванова', anket: validAnket(), ...extra },
    });

  it.each([
    ['the age question unanswered', {}, 'Укажите, исполнилось ли Вам 14 лет'],
    ['under 14 without a parent', { under14: true }, MESSAGES.parentRequired],
    [
      "under 14 with the parent's e-mail malformed",
      { under14: true, parent: { name: 'Ольга Иванова', email: 'mama@mail' } },
      MESSAGES.emailInvalid,
    ],
    [
      "under 14 without the parent's name",
      { under14: true, parent: { name: ' ', email: 'mama@mail.test' } },
      MESSAGES.required,
    ],
  ])('given %s / register answers 400 in Russian and the registration stays', async (_label, extra, message) => {
    const pending = await confirmed();
    const res = await register(pending.id, extra);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } })).status).toBe(200);
  });

  it("given the student's own address as the parent's / answers 400: a child cannot confirm for the parent", async () => {
    const pending = await confirmed();
    const res = await register(pending.id, {
      under14: true,
      parent: { name: 'Ольга Иванова', email: pending.email.toUpperCase() },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.parentEmailOwn);
  });

  it("given a parent / the account is made but not signed in; the parent's mail holds a one-time link kept only as a hash", async () => {
    const child = await registerUnder14(t);
    expect(child.link.origin + child.link.pathname).toBe(`${PUBLIC_URL}/parent-consent`);
    const token = child.link.searchParams.get('token')!;
    const mail = t.mail.last(child.parent.email)!;
    expect(mail.subject).toBe('Подтвердите согласие на обработку персональных данных ребенка');
    expect(mail.text).toContain('Анна Иванова');
    expect(mail.text).toContain(`${PUBLIC_URL}/privacy`);
    const row = await parentRowOf(child.username);
    expect(row).toMatchObject({ parentName: 'Ольга Иванова', parentEmail: child.parent.email, confirmedAt: null });
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6 * DAY_MS);
  });

  it('given the register call / it answers where the mail went, and no tokens', async () => {
    const pending = await confirmed();
    const parent = { name: 'Ольга Иванова', email: `${uniqueName('mama')}@mail.test` };
    const res = await register(pending.id, { under14: true, parent });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ parentConsent: { email: parent.email } });
  });

  it('given no confirmation yet / signing in answers 403 in Russian naming where the confirmation went', async () => {
    const child = await registerUnder14(t);
    for (const username of [child.username, child.email]) {
      const res = await call(t.app, 'POST', '/auth/login', { body: { username, password: child.password } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: parentConsentPendingMessage(child.parent.email),
        code: ERROR_CODES.parentConsentPending,
      });
    }
    /* The password is still checked first: a wrong one says nothing of the parent. */
    const wrong = await call(t.app, 'POST', '/auth/login', {
      body: { username: child.username, password: 'wrong-1234' },
    });
    expect(wrong.status).toBe(401);
  });

  it("given the parent's link / confirms once, records who confirmed when and from where, and the account signs in", async () => {
    const child = await registerUnder14(t);
    const token = child.link.searchParams.get('token');
    const before = Date.now();
    const res = await confirm(token, { 'user-agent': 'ParentBrowser/1.0' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ firstName: 'Анна' });
    const row = await parentRowOf(child.username);
    expect(row!.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row).toMatchObject({
      parentName: 'Ольга Иванова',
      parentEmail: child.parent.email,
      confirmedIp: '127.0.0.1',
      confirmedUserAgent: 'ParentBrowser/1.0',
      tokenHash: null,
    });

    const again = await confirm(token);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(MESSAGES.parentLinkInvalid);
    expect((await parentRowOf(child.username))!.confirmedAt).toEqual(row!.confirmedAt);
    expect((await login(t.app, child.username, child.password)).accessToken).toBeTruthy();
  });

  it('given an expired or unknown link / 404 and nothing is confirmed', async () => {
    const child = await registerUnder14(t);
    await t.app.db
      .update(parentConsents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(parentConsents.userId, (await accountOf(child.username)).id));
    expect((await confirm(child.link.searchParams.get('token'))).status).toBe(404);
    expect((await confirm('not-a-token')).status).toBe(404);
    expect((await parentRowOf(child.username))!.confirmedAt).toBeNull();
  });

  it('given a resend / the parent gets a new link and the old one stops working; a login nobody has answers alike', async () => {
    const child = await registerUnder14(t);
    const first = child.link.searchParams.get('token');
    await mailedLongAgo(child.username);
    const mailsBefore = t.mail.messages.length;
    const res = await resend(child.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(t.mail.messages.length).toBe(mailsBefore + 1);
    const second = parentLinkFrom(t.mail, child.parent.email).searchParams.get('token');
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);
    expect((await confirm(second)).status).toBe(200);

    const nobody = await resend(uniqueName('nobody'));
    expect(nobody.status).toBe(200);
    expect(nobody.body).toEqual({ ok: true });
    /* Confirmed already: nothing more goes to the parent. */
    const confirmedBefore = t.mail.messages.length;
    await mailedLongAgo(child.username);
    expect((await resend(child.username)).status).toBe(200);
    expect(t.mail.messages.length).toBe(confirmedBefore);
  });

  it('given a second resend within a minute / sends no second mail', async () => {
    const child = await registerUnder14(t);
    const mailsBefore = t.mail.messages.length;
    expect((await resend(child.username)).status).toBe(200);
    expect(t.mail.messages.length).toBe(mailsBefore);
  });

  it(`given more than ${PARENT_CONSENT_MAX_SENDS_PER_HOUR} resends of one login in an hour / answers 429 in Russian`, async () => {
    const login = uniqueName('spam');
    for (let sent = 0; sent < PARENT_CONSENT_MAX_SENDS_PER_HOUR; sent += 1)
      expect((await resend(login)).status).toBe(200);
    const res = await resend(login);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MESSAGES.tooManyAttempts);
  });

  it(`given no confirmation ${PARENT_CONSENT_KEEP_DAYS} days after registration / housekeeping deletes the account; a confirmed one stays`, async () => {
    const forgotten = await registerUnder14(t);
    const kept = await registerUnder14(t);
    expect((await confirm(kept.link.searchParams.get('token'))).status).toBe(200);
    const longAgo = new Date(Date.now() - (PARENT_CONSENT_KEEP_DAYS + 1) * DAY_MS);
    for (const child of [forgotten, kept]) {
      await t.app.db
        .update(parentConsents)
        .set({ createdAt: longAgo })
        .where(eq(parentConsents.userId, (await accountOf(child.username)).id));
    }
    const recent = await registerUnder14(t);

    await sweepExpired(t.app.db, t.config.loginThrottle);

    expect(await t.app.db.select().from(users).where(eq(users.username, forgotten.username))).toEqual([]);
    expect(await t.app.db.select().from(users).where(eq(users.username, kept.username))).toHaveLength(1);
    expect(await t.app.db.select().from(users).where(eq(users.username, recent.username))).toHaveLength(1);
  });
});

describe('GET /server/api/my-data', () => {
  it('given no token / answers 401', async () => {
    expect((await call(t.app, 'GET', '/api/my-data')).status).toBe(401);
  });

  it("given a student / downloads the account's profile, questionnaire, roles, consents, sign-ins and feed as a JSON attachment", async () => {
    const pending = await createPending(t.app);
    await confirmEmail(t.app, t.mail, pending.id, pending.email);
    const registered = await call(t.app, 'POST', '/auth/register', {
      body: { _id: pending.id, firstName: 'Анна', lastName: 'Иванова', anket: validAnket(), ...ADULT },
    });
    const token = registered.body.accessToken as string;

    const res = await call(t.app, 'GET', '/api/my-data', {
      token,
      headers: { 'user-agent': 'Mozilla/5.0 Firefox/128.0' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      profile: { username: pending.username, firstName: 'Анна', lastName: 'Иванова', email: pending.email },
      roles: [{ shortname: 'USER', name: 'Ученик' }],
      subjectsTeach: [],
      questionnaire: {
        class: 11,
        subjects: [
          { shortname: 'rus', points: 80, olympics: false },
          { shortname: 'math', points: 70, olympics: true },
        ],
      },
      consents: { personalData: { policyEdition: PRIVACY_POLICY_EDITION }, parent: null },
      integrations: { vkId: null, telegramId: null },
      calendarFeed: { linkIssued: false },
    });
    expect(res.body.signIns).toHaveLength(1);

    const feed = await call(t.app, 'GET', '/api/ics-link', { token });
    expect(feed.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/my-data', { token })).body.calendarFeed).toEqual({ linkIssued: true });
  });

  it('given any account / the copy holds no password, hash, code or token', async () => {
    const child = await registerUnder14(t);
    const feedOwner = await confirm(child.link.searchParams.get('token'));
    expect(feedOwner.status).toBe(200);
    const tokens = await login(t.app, child.username, child.password);
    const feed = await call(t.app, 'GET', '/api/ics-link', { token: tokens.accessToken });
    const res = await call(t.app, 'GET', '/api/my-data', { token: tokens.accessToken });
    expect(res.body.consents.parent).toMatchObject({ name: 'Ольга Иванова', email: child.parent.email });
    expect(res.body.consents.parent.confirmedAt).toEqual(expect.any(String));
    const account = await accountOf(child.username);
    const text = res.raw.body;
    for (const secret of [
      child.password,
      account.passwordHash!,
      tokens.accessToken,
      tokens.refreshToken,
      new URL(feed.body.url).pathname
        .split('/')
        .pop()!
        .replace(/\.ics$/, ''),
      child.link.searchParams.get('token')!,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/hash|secret|"password":/i);
  });

  it('given a staff member / the copy names the taught subjects and has no questionnaire', async () => {
    const teacher = await signedIn(t.app, ['TEACHER']);
    const res = await call(t.app, 'GET', '/api/my-data', { token: teacher.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      roles: [{ shortname: 'TEACHER', name: 'Преподаватель' }],
      questionnaire: null,
      consents: { personalData: null, parent: null },
    });
  });
});

describe('housekeeping of the staff action log', () => {
  it('deletes entries older than three years and keeps the rest', async () => {
    const old = new Date(Date.now() - 4 * 365 * DAY_MS);
    const [stale] = await t.app.db
      .insert(auditLog)
      .values({ at: old, actor: 'owner', action: 'user.ban', target: 'someone' })
      .returning();
    const [fresh] = await t.app.db
      .insert(auditLog)
      .values({ actor: 'owner', action: 'user.ban', target: 'someone' })
      .returning();
    await sweepExpired(t.app.db, t.config.loginThrottle);
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.id, stale!.id))).toEqual([]);
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.id, fresh!.id))).toHaveLength(1);
  });
});
