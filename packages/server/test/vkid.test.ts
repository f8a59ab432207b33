/*
 * VK ID against a local stand-in of id.vk.ru (@school/mocks/vkid-api): the server-side PKCE round
 * trip, sign-in, registration, linking and unlinking, and VK ID failing in every way it can.
 */
import {
  ERROR_CODES,
  MESSAGES,
  parentConsentPendingMessage,
  PRIVACY_POLICY_EDITION,
  TELEGRAM_BOT_TEXTS,
} from '@school/contract';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempUsers, users, vkAuthStates, vkSessions } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { ADULT, parentLinkFrom, validAnket } from './helpers/registration.ts';
import { botConfig, startTelegramBotApi, telegramUser, type TelegramBotApi } from './helpers/telegram.ts';
import { call, createTestApp, PUBLIC_URL, seedUser, signedIn, type TestApp } from './helpers/test-app.ts';
import {
  exchange,
  startVkIdApi,
  VK_APP_ID,
  vkAccessToken,
  vkCallback,
  vkConfig,
  vkUser,
  type VkIdApi,
  type VkIdUser,
} from './helpers/vkid.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A registration through VK ID from the callback to the signed-in account: its platform tokens. */
async function registerThroughVk(t: TestApp, api: VkIdApi, person: VkIdUser) {
  const token = await vkAccessToken(t, api, person);
  expect((await call(t.app, 'GET', '/auth/get-vkuser', { query: { access_token: token } })).status).toBe(404);
  const created = await call(t.app, 'POST', '/auth/create-vkuser', { body: { access_token: token, consent: true } });
  expect(created.status).toBe(200);
  const res = await call(t.app, 'POST', '/auth/register', {
    body: {
      _id: created.body.tempuserId,
      firstName: person.first_name,
      lastName: person.last_name,
      anket: validAnket(),
      ...ADULT,
    },
  });
  expect(res.status).toBe(200);
  return res.body as { accessToken: string; refreshToken: string };
}

describe('without VKID_APP_ID', () => {
  let api: VkIdApi;
  let t: TestApp;
  beforeAll(async () => {
    api = await startVkIdApi();
    t = await createTestApp({ config: { vkid: { ...vkConfig(api).vkid!, appId: undefined } } });
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  it('given any VK ID call / answers 404 "not configured", GET /config says vkId null, and nothing calls VK ID', async () => {
    const student = await signedIn(t.app, ['USER']);
    for (const [method, path, options] of [
      ['POST', '/auth/vk-start', { body: { purpose: 'login' } }],
      ['POST', '/auth/exchange-vk-code', { body: { code: 'c', device_id: 'd', state: 's' } }],
      ['GET', '/auth/get-vkuser', { query: { access_token: 'vk' } }],
      ['POST', '/auth/create-vkuser', { body: { access_token: 'vk' } }],
      ['POST', '/auth/link-vkid', { token: student.token, body: { token: 'vk', id: '1' } }],
      ['POST', '/api/unlink-vk', { token: student.token, body: { vk_id: '1' } }],
    ] as const) {
      const res = await call(t.app, method, path, options);
      expect(res.status, path).toBe(404);
      expect(res.body.message, path).toBe(MESSAGES.vkNotConfigured);
    }
    expect((await call(t.app, 'GET', '/config')).body.vkId).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('VK ID on the stand-in', () => {
  let api: VkIdApi;
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    api = await startVkIdApi({ clientId: VK_APP_ID });
    t = await createTestApp({
      config: vkConfig(api),
      logger: { level: 'info', stream: { write: (line: string) => void log.push(line) } },
    });
  });
  afterEach(() => api.restore());
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  describe('POST /auth/vk-start', () => {
    it('given purpose login / answers VK ID authorize URL with S256 challenge of a verifier kept only on the server', async () => {
      const res = await call(t.app, 'POST', '/auth/vk-start', { body: { purpose: 'login' } });
      expect(res.status).toBe(200);
      const url = new URL(res.body.authorizeUrl);
      expect(`${url.origin}${url.pathname}`).toBe(`${api.url}/authorize`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        response_type: 'code',
        client_id: VK_APP_ID,
        redirect_uri: `${PUBLIC_URL}/get-vkapi`,
        state: res.body.state,
        code_challenge: res.body.codeChallenge,
        code_challenge_method: 'S256',
        scope: 'vkid.personal_info email phone',
      });
      const [kept] = await t.app.db
        .select()
        .from(vkAuthStates)
        .where(eq(vkAuthStates.stateHash, sha256(res.body.state)));
      expect(s256(kept!.codeVerifier)).toBe(res.body.codeChallenge);
      expect(res.raw.body).not.toContain(kept!.codeVerifier);
      const ttl = kept!.expiresAt.getTime() - Date.now();
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    });

    it('given purpose link / VK ID is to send the browser back to /link-vk', async () => {
      const res = await call(t.app, 'POST', '/auth/vk-start', { body: { purpose: 'link' } });
      expect(new URL(res.body.authorizeUrl).searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/link-vk`);
    });
  });

  describe('POST /auth/exchange-vk-code', () => {
    it('given the callback of a round trip / exchanges the code with the kept verifier and answers VK ID tokens', async () => {
      const person = vkUser();
      const back = await vkCallback(t, api, person);
      expect(back.url.pathname).toBe('/get-vkapi');
      const res = await exchange(t, back);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        user_id: person.user_id,
      });
      const sent = api.callsTo('/oauth2/auth').at(-1)!;
      expect(sent).toMatchObject({
        grant_type: 'authorization_code',
        code: back.code,
        device_id: back.device_id,
        redirect_uri: `${PUBLIC_URL}/get-vkapi`,
        client_id: VK_APP_ID,
        state: back.state,
      });
      const [session] = await t.app.db.select().from(vkSessions).where(eq(vkSessions.vkUserId, person.user_id));
      expect(session).toMatchObject({ deviceId: back.device_id });
      /* Sealed: neither token is readable from the table. */
      expect(JSON.stringify(session)).not.toContain(res.body.refresh_token);
      expect(JSON.stringify(session)).not.toContain(res.body.access_token);
    });

    it('given a state used once already / answers 400 and does not call VK ID again', async () => {
      const back = await vkCallback(t, api, vkUser());
      expect((await exchange(t, back)).status).toBe(200);
      const before = api.calls.length;
      const replay = await exchange(t, back);
      expect(replay.status).toBe(400);
      expect(replay.body).toEqual({ message: MESSAGES.vkStateInvalid, code: ERROR_CODES.badRequest });
      expect(api.calls.length).toBe(before);
    });

    it('given a state the server never issued, or one older than 10 minutes / answers 400', async () => {
      expect((await exchange(t, { code: 'c', device_id: 'd', state: 'forged-state' })).status).toBe(400);
      const back = await vkCallback(t, api, vkUser());
      await t.app.db
        .update(vkAuthStates)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(vkAuthStates.stateHash, sha256(back.state)));
      const res = await exchange(t, back);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.vkStateInvalid);
    });

    it("given a code paired with another round trip's state / VK ID refuses the verifier and the answer is VK's {error}", async () => {
      const first = await vkCallback(t, api, vkUser());
      const second = await vkCallback(t, api, vkUser());
      const res = await exchange(t, { ...first, state: second.state });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        error: 'invalid_grant',
        error_description: expect.stringMatching(/code_verifier|redirect_uri|device_id/),
      });
    });

    it('given a code VK ID refuses / passes its {error} through with 200 and keeps no session', async () => {
      const back = await vkCallback(t, api, vkUser());
      const res = await exchange(t, { ...back, code: 'code.not-issued' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ error: 'invalid_grant', error_description: 'Code is invalid or expired' });
    });
  });

  describe('registration and sign-in through VK ID', () => {
    it('given a new person / get-vkuser 404, create-vkuser a pending registration from VK profile, register with no code and no password', async () => {
      const person = vkUser();
      const token = await vkAccessToken(t, api, person);
      const unknown = await call(t.app, 'GET', '/auth/get-vkuser', { query: { access_token: token } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('User is not found');
      const created = await call(t.app, 'POST', '/auth/create-vkuser', {
        body: { access_token: token, consent: true },
      });
      expect(created.status).toBe(200);
      const temp = await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: created.body.tempuserId } });
      expect(temp.body).toMatchObject({
        firstName: person.first_name,
        lastName: person.last_name,
        email: person.email,
        username: person.user_id,
        VKId: person.user_id,
        avatar: person.avatar,
        phone: person.phone,
        roles: ['USER'],
      });
      const mailsBefore = t.mail.messages.length;
      const registered = await call(t.app, 'POST', '/auth/register', {
        body: {
          _id: created.body.tempuserId,
          firstName: 'Дарья',
          lastName: 'Смирнова',
          /* Nothing of this is believed: login, VK ID, e-mail and roles come from the pending registration. */
          username: 'chosen-login',
          password: 'a-password-123',
          VKId: '1',
          email: 'other@evil.test',
          roles: ['OWNER'],
          anket: validAnket(),
          ...ADULT,
        },
      });
      expect(registered.status).toBe(200);
      expect(t.mail.messages.length).toBe(mailsBefore);
      const me = await call(t.app, 'GET', '/auth/getuser', { token: registered.body.accessToken });
      expect(me.body).toMatchObject({
        username: person.user_id,
        VKId: person.user_id,
        email: person.email,
        roles: ['USER'],
        signupMethod: 'vk',
      });
      const [row] = await t.app.db.select().from(users).where(eq(users.vkId, person.user_id));
      expect(row!.passwordHash).toBeNull();
      /* No password: the login with the one sent at registration does not work. */
      expect(
        (await call(t.app, 'POST', '/auth/login', { body: { username: person.user_id, password: 'a-password-123' } }))
          .status,
      ).toBe(401);
    });

    it('given a person registered through VK ID / a later round trip signs in as a new sign-in in the list', async () => {
      const person = vkUser();
      await registerThroughVk(t, api, person);
      const token = await vkAccessToken(t, api, person);
      const res = await call(t.app, 'GET', '/auth/get-vkuser', {
        query: { access_token: token },
        headers: { 'user-agent': CHROME_WINDOWS },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      const sessions = await call(t.app, 'GET', '/api/sessions', { token: res.body.accessToken });
      expect(sessions.body).toHaveLength(2);
      expect(sessions.body.find((entry: { current: boolean }) => entry.current)).toMatchObject({
        browser: 'Chrome 120',
        os: 'Windows 10',
      });
    });

    it('given ids and names of someone else in the query or body / they are ignored: VK ID says who the token is', async () => {
      const victim = vkUser();
      await registerThroughVk(t, api, victim);
      const attacker = vkUser({ first_name: 'Иван' });
      const token = await vkAccessToken(t, api, attacker);
      const forged = { access_token: token, user_id: victim.user_id, first_name: 'Подмена', email: victim.email! };
      expect((await call(t.app, 'GET', '/auth/get-vkuser', { query: forged })).status).toBe(404);
      const created = await call(t.app, 'POST', '/auth/create-vkuser', { body: { ...forged, consent: true } });
      const temp = await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: created.body.tempuserId } });
      expect(temp.body).toMatchObject({ VKId: attacker.user_id, firstName: 'Иван', email: attacker.email });
    });

    it('given a token the server never got from VK ID, or one VK ID no longer confirms / 401 for every call', async () => {
      const student = await signedIn(t.app, ['USER']);
      const revoked = await vkAccessToken(t, api, vkUser());
      api.revoke(revoked);
      for (const token of ['vk2.a.forged-token', revoked]) {
        for (const res of [
          await call(t.app, 'GET', '/auth/get-vkuser', { query: { access_token: token } }),
          await call(t.app, 'POST', '/auth/create-vkuser', { body: { access_token: token, consent: true } }),
          await call(t.app, 'POST', '/auth/link-vkid', { token: student.token, body: { token, id: '1' } }),
        ]) {
          expect(res.status).toBe(401);
          expect(res.body).toEqual({ message: MESSAGES.vkTokenInvalid, code: ERROR_CODES.unauthorized });
        }
      }
      /* The revoked one was put to VK ID, which refused it (the forged one never left the server). */
      expect(api.callsTo('/oauth2/user_info').some((params) => params.access_token === revoked)).toBe(true);
      expect(api.callsTo('/oauth2/user_info').some((params) => params.access_token === 'vk2.a.forged-token')).toBe(
        false,
      );
    });

    it('given an expired VK access token / the server renews it with the kept refresh token and device, then answers', async () => {
      const person = vkUser();
      await registerThroughVk(t, api, person);
      const token = await vkAccessToken(t, api, person);
      const [session] = await t.app.db
        .select()
        .from(vkSessions)
        .where(eq(vkSessions.accessTokenHash, sha256(token)));
      api.expire(token);
      const res = await call(t.app, 'GET', '/auth/get-vkuser', { query: { access_token: token } });
      expect(res.status).toBe(200);
      expect(api.callsTo('/oauth2/auth').at(-1)).toMatchObject({
        grant_type: 'refresh_token',
        device_id: session!.deviceId,
        client_id: VK_APP_ID,
      });
      /* The browser's token stays a handle on the renewed session. */
      expect((await call(t.app, 'GET', '/auth/get-vkuser', { query: { access_token: token } })).status).toBe(200);
    });

    it('given a VK ID session VK ID has ended (invalid_grant on renewal) / 401 and the session is forgotten', async () => {
      const person = vkUser();
      const token = await vkAccessToken(t, api, person);
      api.fail('/oauth2/user_info', { error: 'invalid_token', status: 401 });
      api.fail('/oauth2/auth', { error: 'invalid_grant', description: 'Refresh token is invalid' });
      const res = await call(t.app, 'GET', '/auth/get-vkuser', { query: { access_token: token } });
      expect(res.status).toBe(401);
      expect(await t.app.db.select().from(vkSessions).where(eq(vkSessions.vkUserId, person.user_id))).toEqual([]);
    });

    it('given a banned account / get-vkuser refuses as login does (403 banned)', async () => {
      const person = vkUser();
      await registerThroughVk(t, api, person);
      await t.app.db.update(users).set({ isBanned: true }).where(eq(users.vkId, person.user_id));
      const token = await vkAccessToken(t, api, person);
      const res = await call(t.app, 'GET', '/auth/get-vkuser', { query: { access_token: token } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.banned, code: ERROR_CODES.banned });
    });

    it("given create-vkuser without the consent / 400 with api.md's message and no pending registration; with it, the consent is recorded and carried onto the account", async () => {
      const person = vkUser();
      const token = await vkAccessToken(t, api, person);
      const refused = await call(t.app, 'POST', '/auth/create-vkuser', { body: { access_token: token } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Нужно согласие на обработку персональных данных');
      expect(await t.app.db.select().from(tempUsers).where(eq(tempUsers.vkId, person.user_id))).toEqual([]);

      await registerThroughVk(t, api, person);
      const [account] = await t.app.db.select().from(users).where(eq(users.vkId, person.user_id));
      expect(account!.consentEdition).toBe(PRIVACY_POLICY_EDITION);
      expect(account!.consentAt).toBeInstanceOf(Date);
    });

    it('given a VK ID registration under 14 / no sign-in until the parent confirms: get-vkuser answers 403 naming where the mail went', async () => {
      const person = vkUser();
      const token = await vkAccessToken(t, api, person);
      const created = await call(t.app, 'POST', '/auth/create-vkuser', {
        body: { access_token: token, consent: true },
      });
      const parent = { name: 'Ольга Смирнова', email: `parent-${person.user_id}@mail.test` };
      const registered = await call(t.app, 'POST', '/auth/register', {
        body: {
          _id: created.body.tempuserId,
          firstName: person.first_name,
          lastName: person.last_name,
          anket: validAnket(),
          under14: true,
          parent,
        },
      });
      expect(registered.body).toEqual({ parentConsent: { email: parent.email } });
      const refused = await call(t.app, 'GET', '/auth/get-vkuser', { query: { access_token: token } });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        message: parentConsentPendingMessage(parent.email),
        code: ERROR_CODES.parentConsentPending,
      });
      const link = parentLinkFrom(t.mail, parent.email);
      const confirmed = await call(t.app, 'POST', '/auth/parent-consent/confirm', {
        body: { token: link.searchParams.get('token') },
      });
      expect(confirmed.status).toBe(200);
      expect((await call(t.app, 'GET', '/auth/get-vkuser', { query: { access_token: token } })).status).toBe(200);
    });

    it('given create-vkuser twice / the same pending registration; for a VK ID with an account / 409', async () => {
      const person = vkUser();
      const token = await vkAccessToken(t, api, person);
      const first = await call(t.app, 'POST', '/auth/create-vkuser', { body: { access_token: token, consent: true } });
      const again = await call(t.app, 'POST', '/auth/create-vkuser', { body: { access_token: token, consent: true } });
      expect(again.body.tempuserId).toBe(first.body.tempuserId);
      const member = vkUser();
      await registerThroughVk(t, api, member);
      const res = await call(t.app, 'POST', '/auth/create-vkuser', {
        body: { access_token: await vkAccessToken(t, api, member), consent: true },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.vkAccountExists);
    });

    it("given VK ID's e-mail on an account without this VK ID / 409 telling to sign in and link instead", async () => {
      const existing = await seedUser(t.app, ['USER']);
      const person = vkUser({ email: existing.email.toUpperCase() });
      const res = await call(t.app, 'POST', '/auth/create-vkuser', {
        body: { access_token: await vkAccessToken(t, api, person), consent: true },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.vkEmailTaken);
    });
  });

  describe('linking and unlinking', () => {
    it('given a signed-in student / link-vkid links the VK ID that VK ID vouches for, ignoring the id sent', async () => {
      const student = await signedIn(t.app, ['USER']);
      const person = vkUser();
      const token = await vkAccessToken(t, api, person, 'link');
      const res = await call(t.app, 'POST', '/auth/link-vkid', {
        token: student.token,
        body: { token, id: '999999' },
      });
      expect(res.status).toBe(200);
      expect((await call(t.app, 'GET', '/auth/getuser', { token: student.token })).body.VKId).toBe(person.user_id);
      /* Linked again: nothing changes. Now a VK ID round trip signs the student in. */
      expect(
        (await call(t.app, 'POST', '/auth/link-vkid', { token: student.token, body: { token, id: person.user_id } }))
          .status,
      ).toBe(200);
      const signIn = await call(t.app, 'GET', '/auth/get-vkuser', {
        query: { access_token: await vkAccessToken(t, api, person) },
      });
      expect(signIn.status).toBe(200);
    });

    it('given a VK ID linked to another account / 409; given an account with another VK ID / 409', async () => {
      const person = vkUser();
      const first = await signedIn(t.app, ['USER']);
      const second = await signedIn(t.app, ['USER']);
      const link = async (token: string) =>
        call(t.app, 'POST', '/auth/link-vkid', {
          token,
          body: { token: await vkAccessToken(t, api, person, 'link'), id: person.user_id },
        });
      expect((await link(first.token)).status).toBe(200);
      const taken = await link(second.token);
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: MESSAGES.vkAlreadyLinked, code: ERROR_CODES.conflict });
      const other = await call(t.app, 'POST', '/auth/link-vkid', {
        token: first.token,
        body: { token: await vkAccessToken(t, api, vkUser(), 'link'), id: '1' },
      });
      expect(other.status).toBe(409);
      expect(other.body.message).toBe(MESSAGES.vkOtherLinked);
      expect((await call(t.app, 'GET', '/auth/getuser', { token: second.token })).body.VKId).toBeNull();
    });

    it('given a linked password account / unlink-vk removes the link and logs out at VK ID', async () => {
      const student = await signedIn(t.app, ['USER']);
      const person = vkUser();
      const token = await vkAccessToken(t, api, person, 'link');
      await call(t.app, 'POST', '/auth/link-vkid', { token: student.token, body: { token, id: person.user_id } });
      const res = await call(t.app, 'POST', '/api/unlink-vk', { token: student.token, body: { vk_id: 'anything' } });
      expect(res.status).toBe(200);
      expect((await call(t.app, 'GET', '/auth/getuser', { token: student.token })).body.VKId).toBeNull();
      expect(api.callsTo('/oauth2/logout').at(-1)).toMatchObject({ client_id: VK_APP_ID, access_token: token });
      expect(await t.app.db.select().from(vkSessions).where(eq(vkSessions.vkUserId, person.user_id))).toEqual([]);
      /* VK ID no longer signs in to that account. */
      const signIn = await call(t.app, 'GET', '/auth/get-vkuser', {
        query: { access_token: await vkAccessToken(t, api, person) },
      });
      expect(signIn.status).toBe(404);
    });

    it('given an account registered through VK ID without a password / unlink-vk answers 400 and keeps the link', async () => {
      const person = vkUser();
      const { accessToken } = await registerThroughVk(t, api, person);
      const res = await call(t.app, 'POST', '/api/unlink-vk', { token: accessToken, body: { vk_id: person.user_id } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Сначала задайте пароль через восстановление доступа: без VK ID в эту учетную запись будет не войти.',
      );
      expect((await call(t.app, 'GET', '/auth/getuser', { token: accessToken })).body.VKId).toBe(person.user_id);
    });

    it('given VK ID not answering its logout / unlinking still succeeds on our side', async () => {
      const student = await signedIn(t.app, ['USER']);
      const person = vkUser();
      const token = await vkAccessToken(t, api, person, 'link');
      await call(t.app, 'POST', '/auth/link-vkid', { token: student.token, body: { token, id: person.user_id } });
      api.fail('/oauth2/logout', 'timeout');
      const res = await call(t.app, 'POST', '/api/unlink-vk', {
        token: student.token,
        body: { vk_id: person.user_id },
      });
      expect(res.status).toBe(200);
      expect((await call(t.app, 'GET', '/auth/getuser', { token: student.token })).body.VKId).toBeNull();
    });
  });

  describe('VK ID failing', () => {
    it.each([
      ['timing out', 'timeout'],
      ['closing the connection', 'drop'],
      ['answering HTML', 'malformed'],
    ] as const)(
      'given VK ID %s / exchange-vk-code and get-vkuser answer 502 in Russian within the time limit',
      async (_, failure) => {
        const token = await vkAccessToken(t, api, vkUser());
        const back = await vkCallback(t, api, vkUser());
        api.fail('/oauth2/auth', failure);
        api.fail('/oauth2/user_info', failure);
        const started = Date.now();
        for (const res of [
          await exchange(t, back),
          await call(t.app, 'GET', '/auth/get-vkuser', { query: { access_token: token } }),
        ]) {
          expect(res.status).toBe(502);
          expect(res.body).toEqual({ message: MESSAGES.vkUnavailable, code: ERROR_CODES.serverError });
        }
        /* Two calls, each bounded by the configured 1.5 s. */
        expect(Date.now() - started).toBeLessThan(6_000);
      },
    );

    it('given no log line / carries a VK ID token, code or verifier', () => {
      const secrets = api.calls.flatMap((entry) =>
        ['access_token', 'refresh_token', 'code', 'code_verifier'].map((key) => entry.params[key]),
      );
      const written = log.join('\n');
      expect(written).toContain('vk id answered');
      for (const secret of secrets) if (secret && secret.length > 8) expect(written).not.toContain(secret);
    });
  });
});

describe('VK ID unreachable (nothing listens at VKID_API_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    /* A port that was free a moment ago: connections are refused at once. */
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    t = await createTestApp({ config: vkConfig({ url: `http://127.0.0.1:${port}` }) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('given a fresh state / vk-start still works and exchange-vk-code answers 502 at once', async () => {
    const start = await call(t.app, 'POST', '/auth/vk-start', { body: { purpose: 'login' } });
    expect(start.status).toBe(200);
    const res = await exchange(t, { code: 'c', device_id: 'd', state: start.body.state });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.vkUnavailable);
  });
});

describe('a sign-in through VK ID on an account with Telegram linked', () => {
  let vk: VkIdApi;
  let bot: TelegramBotApi;
  let t: TestApp;
  beforeAll(async () => {
    vk = await startVkIdApi();
    bot = await startTelegramBotApi();
    t = await createTestApp({ config: { ...vkConfig(vk), ...botConfig(bot, 'webhook') } });
  });
  afterAll(async () => {
    await t?.close();
    await bot?.close();
    await vk?.close();
  });

  it('given a browser the account has not used / the chat hears of the new device, as after a login', async () => {
    const person = vkUser();
    const chat = telegramUser();
    await seedUser(t.app, ['USER'], { vkId: person.user_id, telegramId: String(chat) });
    const token = await vkAccessToken(t, vk, person);
    const res = await call(t.app, 'GET', '/auth/get-vkuser', {
      query: { access_token: token },
      headers: { 'user-agent': CHROME_WINDOWS },
    });
    expect(res.status).toBe(200);
    const notice = await bot.waitForMessage(chat);
    expect(notice.text).toBe(TELEGRAM_BOT_TEXTS.newSignIn('Chrome 120', 'Windows 10', '127.0.0.1'));
  });
});
