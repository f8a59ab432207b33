import { BULK_INVITE_MAX_ROWS, ERROR_CODES, MESSAGES } from '@school/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, invitations, tempUsers } from '../src/db/schema/index.ts';
import { OWNER, PUBLIC_URL, call, signedIn, staffAppForFile, uniqueName } from './helpers/test-app.ts';
import type { SignedIn, TestApp, Tokens } from './helpers/test-app.ts';

let t: TestApp, owner: Tokens, senior: SignedIn;
staffAppForFile((staff) => ({ t, owner, senior } = staff));

const uniqueEmail = () => `${uniqueName('bulk')}@school.test`;
const row = (email: string, role = 'TEACHER', firstName = 'Олег', lastName = 'Смирнов') => ({
  firstName,
  lastName,
  email,
  role,
});
const bulk = (token: string, rows: unknown) => call(t.app, 'POST', '/api/newuser/bulk', { token, body: { rows } });
const pendingEmails = async (emails: string[]) =>
  (await t.app.db.select({ email: tempUsers.email }).from(tempUsers).where(inArray(tempUsers.email, emails))).map(
    (entry) => entry.email,
  );

describe('POST /server/api/newuser/bulk', () => {
  it('given valid rows / answers an id per row in order, e-mails each its own link, lists them as pending invitations for 14 days', async () => {
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    const res = await bulk(senior.token, [
      row(emails[0]!, 'TEACHER', 'Олег'),
      row(`  ${emails[1]!.toUpperCase()} `, 'TUTOR', 'Анна'),
      row(emails[2]!, 'MANAGER', 'Ирина'),
    ]);
    expect(res.status).toBe(200);
    const results = res.body.results as { row: number; id?: string; message?: string }[];
    expect(results.map((result) => result.row)).toEqual([0, 1, 2]);
    expect(results.every((result) => typeof result.id === 'string' && result.message === undefined)).toBe(true);

    const [olegMail, annaMail] = [await t.mail.next(emails[0]!), await t.mail.next(emails[1]!)];
    expect(olegMail.text).toContain(`${PUBLIC_URL}/register/${results[0]!.id}`);
    expect(olegMail.text).toMatch(/Здравствуйте, Олег!/);
    expect(olegMail.text).toMatch(/Преподаватель/);
    expect(annaMail.text).toContain(`${PUBLIC_URL}/register/${results[1]!.id}`);
    expect(annaMail.text).toMatch(/Здравствуйте, Анна!/);

    const pending = await call(t.app, 'GET', '/api/gettempusers', { token: senior.token });
    expect(pending.body).toContainEqual(
      expect.objectContaining({ _id: results[1]!.id, email: emails[1], roles: ['TUTOR'] }),
    );
    const [invitation] = await t.app.db.select().from(invitations).where(eq(invitations.tempUserId, results[2]!.id!));
    const days = (invitation!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('given rows with problems / creates only the valid ones and tells each refused row its Russian reason', async () => {
    const good = uniqueEmail();
    const twice = uniqueEmail();
    const res = await bulk(owner.accessToken, [
      row('not-an-email'),
      row(OWNER.email),
      row(good),
      row(twice),
      row(twice.toUpperCase()),
      row(uniqueEmail(), 'Учитель'),
      row(uniqueEmail(), 'OWNER'),
      row(uniqueEmail(), 'USER'),
      row(uniqueEmail(), 'TEACHER', '   '),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { row: 0, message: MESSAGES.emailInvalid },
      { row: 1, message: MESSAGES.emailTaken },
      { row: 2, id: expect.any(String) },
      { row: 3, id: expect.any(String) },
      { row: 4, message: MESSAGES.bulkDuplicateEmail },
      { row: 5, message: MESSAGES.roleUnknown },
      { row: 6, message: MESSAGES.roleNotAllowed },
      { row: 7, message: MESSAGES.roleNotAllowed },
      { row: 8, message: MESSAGES.required },
    ]);
    expect(MESSAGES.bulkDuplicateEmail).toBe('Эта почта уже есть в списке выше');
    expect((await pendingEmails([good, twice, 'not-an-email'])).sort()).toEqual([good, twice].sort());
    await t.mail.next(good);
    expect(t.mail.last('not-an-email')).toBeUndefined();
  });

  it('given an e-mail another SENIOR invited a moment ago / that row is refused as taken', async () => {
    const email = uniqueEmail();
    expect((await bulk(senior.token, [row(email)])).body.results[0]).toHaveProperty('id');
    expect((await bulk(owner.accessToken, [row(email)])).body.results).toEqual([
      { row: 0, message: MESSAGES.emailTaken },
    ]);
  });

  it('given an e-mail whose invitation expired / invites it afresh', async () => {
    const email = uniqueEmail();
    const first = (await bulk(senior.token, [row(email)])).body.results[0].id as string;
    const past = new Date(Date.now() - 60_000);
    await t.app.db.update(tempUsers).set({ expiresAt: past }).where(eq(tempUsers.id, first));
    await t.app.db.update(invitations).set({ expiresAt: past }).where(eq(invitations.tempUserId, first));
    const again = await bulk(senior.token, [row(email)]);
    expect(again.body.results[0]).toEqual({ row: 0, id: expect.any(String) });
    expect(again.body.results[0].id).not.toBe(first);
  });

  it('given two SENIORs sending the same e-mail at once / one invitation is made and the other row reads as taken', async () => {
    const other = await signedIn(t.app, ['SENIOR']);
    const email = uniqueEmail();
    const answers = await Promise.all([
      bulk(senior.token, [row(email), row(uniqueEmail())]),
      bulk(other.token, [row(email), row(uniqueEmail())]),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const first = answers.map((answer) => answer.body.results[0]);
    expect(first.filter((result) => 'id' in result)).toHaveLength(1);
    expect(first.filter((result) => 'message' in result)).toEqual([{ row: 0, message: MESSAGES.emailTaken }]);
    /* The other row of each list is made either way. */
    expect(answers.every((answer) => 'id' in answer.body.results[1])).toBe(true);
    expect(await pendingEmails([email])).toEqual([email]);
  });

  it('given every row is refused / answers 200 with the reasons and creates nothing', async () => {
    const res = await bulk(senior.token, [row('a@b'), row(uniqueEmail(), 'DIRECTOR')]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { row: 0, message: MESSAGES.emailInvalid },
      { row: 1, message: MESSAGES.roleNotAllowed },
    ]);
  });

  it('given created invitations / each is in the audit log as a user creation by the caller', async () => {
    const email = uniqueEmail();
    await bulk(senior.token, [row(email, 'TUTOR')]);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.target, email));
    expect(entry).toMatchObject({ action: 'user.create', actor: senior.username });
  });

  it(`given ${BULK_INVITE_MAX_ROWS} rows / creates them all in one answer`, async () => {
    const emails = Array.from({ length: BULK_INVITE_MAX_ROWS }, () => uniqueEmail());
    const mailsBefore = t.mail.messages.length;
    /* inject, not call: call waits for the mails, and this checks that the answer does not. */
    const res = await t.app.inject({
      method: 'POST',
      url: '/server/api/newuser/bulk',
      headers: { authorization: `Bearer ${senior.token}` },
      payload: { rows: emails.map((email) => row(email, 'TUTOR')) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.filter((result: { id?: string }) => result.id)).toHaveLength(BULK_INVITE_MAX_ROWS);
    expect(await pendingEmails(emails)).toHaveLength(BULK_INVITE_MAX_ROWS);
    /* The answer does not wait for the mails; they follow, the last one too. */
    expect(t.mail.messages.length).toBeLessThan(mailsBefore + BULK_INVITE_MAX_ROWS);
    await t.mail.next(emails.at(-1)!, 0, 90_000);
  }, 120_000);

  it(`given more than ${BULK_INVITE_MAX_ROWS} rows / answers 413 in Russian and creates none of them`, async () => {
    const emails = Array.from({ length: BULK_INVITE_MAX_ROWS + 1 }, () => uniqueEmail());
    const res = await bulk(
      senior.token,
      emails.map((email) => row(email)),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MESSAGES.bulkTooManyRows);
    expect(await pendingEmails(emails.slice(0, 5))).toEqual([]);
  });

  it('given no rows or no list / answers 400', async () => {
    const empty = await bulk(senior.token, []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.bulkEmpty);
    expect((await bulk(senior.token, 'rows')).status).toBe(400);
    expect((await bulk(senior.token, [{ firstName: 'А' }])).status).toBe(400);
  });

  it('given a TEACHER or no token / answers 403 or 401 and creates nothing', async () => {
    const teacher = await signedIn(t.app, ['TEACHER']);
    const email = uniqueEmail();
    const refused = await bulk(teacher.token, [row(email)]);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ERROR_CODES.forbidden);
    expect((await call(t.app, 'POST', '/api/newuser/bulk', { body: { rows: [row(email)] } })).status).toBe(401);
    expect(await pendingEmails([email])).toEqual([]);
  });
});
