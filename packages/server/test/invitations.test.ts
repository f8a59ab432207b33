/**
 * Pending registrations as staff keep them (additions of api.md): each listed with its expiry,
 * invitations e-mailed again with a renewed expiry, and every expired one removed in one call.
 */
import {
  ERROR_CODES,
  EXPIRED_INVITATION_KEEP_DAYS,
  INVITATION_TTL_DAYS,
  MESSAGES,
  SELF_REGISTRATION_TTL_DAYS,
  type PendingRegistration,
} from '@school/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, invitations, tempUsers } from '../src/db/schema/index.ts';
import { sweepExpired } from '../src/plugins/app/housekeeping.ts';
import { invite, setExpiry } from './helpers/invitations.ts';
import { createPending } from './helpers/registration.ts';
import { PUBLIC_URL, call, seedUser, signedIn, staffAppForFile } from './helpers/test-app.ts';
import type { SignedIn, TestApp } from './helpers/test-app.ts';

const DAY_MS = 86_400_000;

let t: TestApp, senior: SignedIn;
staffAppForFile((staff) => ({ t, senior } = staff));

const listed = async (): Promise<PendingRegistration[]> => {
  const res = await call(t.app, 'GET', '/api/gettempusers', { token: senior.token });
  expect(res.status).toBe(200);
  return res.body as PendingRegistration[];
};
const entryOf = async (id: string) => (await listed()).find((entry) => entry._id === id);
const daysLeft = (iso: string) => (Date.parse(iso) - Date.now()) / DAY_MS;
const resend = (id: string, token = senior.token) => call(t.app, 'POST', '/api/resend-invite', { token, body: { id } });
const exists = async (id: string) => (await t.app.db.select().from(tempUsers).where(eq(tempUsers.id, id))).length > 0;

describe('GET /server/api/gettempusers: expiry', () => {
  it(`given an invitation and a self-registration / lists them with ${INVITATION_TTL_DAYS} and ${SELF_REGISTRATION_TTL_DAYS} days left`, async () => {
    const invited = await invite(t.app, senior.token);
    const self = await createPending(t.app);
    const invitation = await entryOf(invited.id);
    expect(invitation).toMatchObject({ invitation: true, email: invited.email });
    expect(daysLeft(invitation!.expiresAt)).toBeCloseTo(INVITATION_TTL_DAYS, 2);
    const registration = await entryOf(self.id);
    expect(registration).toMatchObject({ invitation: false, username: self.username });
    expect(daysLeft(registration!.expiresAt)).toBeCloseTo(SELF_REGISTRATION_TTL_DAYS, 2);
  });

  it('given an expired invitation / it stays listed with its past expiry, and its link no longer opens', async () => {
    const { id } = await invite(t.app, senior.token);
    await setExpiry(t.app, id, new Date(Date.now() - DAY_MS));
    expect(daysLeft((await entryOf(id))!.expiresAt)).toBeLessThan(0);
    expect((await call(t.app, 'GET', '/auth/get-tempuser', { query: { id } })).status).toBe(404);
    /* Opening the dead link does not remove it from the staff list. */
    expect(await entryOf(id)).toBeDefined();
  });
});

describe('POST /server/api/resend-invite', () => {
  it('given an invitation sent a day ago / e-mails the link again and renews the expiry to 14 days', async () => {
    const { id, email } = await invite(t.app, senior.token);
    await setExpiry(t.app, id, new Date(Date.now() + (INVITATION_TTL_DAYS - 1) * DAY_MS));
    const before = t.mail.to(email).length;
    const res = await resend(id);
    expect(res.status).toBe(200);
    const mail = await t.mail.next(email, before);
    expect(mail.subject).toBe('Приглашение в онлайн-школу');
    expect(mail.text).toContain(`${PUBLIC_URL}/register/${id}`);
    expect(daysLeft((await entryOf(id))!.expiresAt)).toBeCloseTo(INVITATION_TTL_DAYS, 2);
    const [row] = await t.app.db.select().from(invitations).where(eq(invitations.tempUserId, id));
    expect(daysLeft(row!.expiresAt.toISOString())).toBeCloseTo(INVITATION_TTL_DAYS, 2);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.target, id));
    expect(audit.map((entry) => entry.action)).toContain('invite.resend');
  });

  it('given an invitation just sent / answers 429 and sends nothing', async () => {
    const { id, email } = await invite(t.app, senior.token);
    const before = t.mail.to(email).length;
    const res = await resend(id);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MESSAGES.inviteResendTooSoon);
    expect(t.mail.to(email)).toHaveLength(before);
  });

  it('given two resends at the same moment / one is sent, the other answers 429', async () => {
    const { id } = await invite(t.app, senior.token);
    await setExpiry(t.app, id, new Date(Date.now() + DAY_MS));
    const statuses = (await Promise.all([resend(id), resend(id)])).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 429]);
  });

  it('given an expired invitation / a resend brings it back: the link opens again', async () => {
    const { id } = await invite(t.app, senior.token);
    await setExpiry(t.app, id, new Date(Date.now() - 3 * DAY_MS));
    expect((await resend(id)).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/get-tempuser', { query: { id } })).status).toBe(200);
  });

  it('given an expired invitation whose e-mail an account took meanwhile / answers 409', async () => {
    const { id, email } = await invite(t.app, senior.token);
    await setExpiry(t.app, id, new Date(Date.now() - DAY_MS));
    await seedUser(t.app, ['USER'], { email });
    const res = await resend(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.emailTaken);
  });

  it('given a self-registration or an unknown id / answers 404 "Приглашение не найдено"', async () => {
    const self = await createPending(t.app);
    for (const id of [self.id, 'no-such-invitation']) {
      const res = await resend(id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MESSAGES.invitationNotFound);
    }
  });

  it('given a TEACHER / answers 403', async () => {
    const { id } = await invite(t.app, senior.token);
    const teacher = await signedIn(t.app, ['TEACHER']);
    const res = await resend(id, teacher.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERROR_CODES.forbidden);
  });
});

describe('POST /server/api/deletetemp-expired', () => {
  it('given expired and live pending registrations / removes only the expired ones and says how many', async () => {
    await call(t.app, 'POST', '/api/deletetemp-expired', { token: senior.token });
    const live = await invite(t.app, senior.token);
    const oldInvite = await invite(t.app, senior.token);
    const oldSelf = await createPending(t.app);
    await setExpiry(t.app, oldInvite.id, new Date(Date.now() - DAY_MS));
    await setExpiry(t.app, oldSelf.id, new Date(Date.now() - 1000));
    const res = await call(t.app, 'POST', '/api/deletetemp-expired', { token: senior.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 2 });
    const ids = (await listed()).map((entry) => entry._id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(oldInvite.id);
    expect(ids).not.toContain(oldSelf.id);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.target, oldInvite.id));
    expect(audit.map((entry) => entry.action)).toContain('temp.delete');
  });

  it('given nothing expired / answers {deleted: 0}', async () => {
    await call(t.app, 'POST', '/api/deletetemp-expired', { token: senior.token });
    const res = await call(t.app, 'POST', '/api/deletetemp-expired', { token: senior.token });
    expect(res.body).toEqual({ deleted: 0 });
  });

  it('given a student / answers 403', async () => {
    const student = await signedIn(t.app, ['USER']);
    expect((await call(t.app, 'POST', '/api/deletetemp-expired', { token: student.token })).status).toBe(403);
  });
});

describe('expired pending registrations and the housekeeping sweep', () => {
  it(`keeps an expired invitation ${EXPIRED_INVITATION_KEEP_DAYS} days for staff, drops an expired self-registration at once`, async () => {
    const recent = await invite(t.app, senior.token);
    const ancient = await invite(t.app, senior.token);
    const self = await createPending(t.app);
    await setExpiry(t.app, recent.id, new Date(Date.now() - DAY_MS));
    await setExpiry(t.app, ancient.id, new Date(Date.now() - (EXPIRED_INVITATION_KEEP_DAYS + 1) * DAY_MS));
    await setExpiry(t.app, self.id, new Date(Date.now() - 1000));
    await sweepExpired(t.app.db, t.config.loginThrottle);
    expect(await exists(recent.id)).toBe(true);
    expect(await exists(ancient.id)).toBe(false);
    expect(await exists(self.id)).toBe(false);
  });

  it('given an expired invitation / its e-mail is free: a self-registration or a new invitation with it succeeds', async () => {
    const first = await invite(t.app, senior.token);
    await setExpiry(t.app, first.id, new Date(Date.now() - DAY_MS));
    const self = await createPending(t.app, { email: first.email });
    expect(await exists(first.id)).toBe(false);
    await call(t.app, 'POST', '/api/deletetemp', { token: senior.token, body: { id: self.id } });

    const second = await invite(t.app, senior.token);
    await setExpiry(t.app, second.id, new Date(Date.now() - DAY_MS));
    const res = await call(t.app, 'POST', '/api/newuser', {
      token: senior.token,
      body: { firstName: 'Олег', lastName: 'Смирнов', email: second.email, roles: ['TEACHER'] },
    });
    expect(res.status).toBe(200);
  });
});
