import { AUDIT_PAGE_SIZE_DEFAULT, ERROR_CODES, MESSAGES } from '@school/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, invitations, tempUsers } from '../src/db/schema/index.ts';
import { createPending } from './helpers/registration.ts';
import { OWNER, PUBLIC_URL, call, createTestApp, login, signedIn, staffAppForFile } from './helpers/test-app.ts';
import type { SignedIn, TestApp, Tokens } from './helpers/test-app.ts';

let t: TestApp, owner: Tokens, senior: SignedIn;
staffAppForFile((staff) => ({ t, owner, senior } = staff));

const uniqueEmail = () => `staff-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@school.test`;
const edit = (
  token: string,
  username: string,
  roles: string[],
  subjectsTeach: string[] = [],
  extra: Record<string, unknown> = {},
) =>
  call(t.app, 'POST', '/api/update-profile', {
    token,
    body: { username, firstName: 'Пётр', lastName: 'Новиков', roles, subjectsTeach, ...extra },
  });

/** The status of a staff POST: most refusals here are told by the status alone. */
const postStatus = async (path: string, token: string, body: unknown) =>
  (await call(t.app, 'POST', path, { token, body })).status;

describe('GET /server/api/getusers', () => {
  it('given a SENIOR / answers every account as User objects without secrets', async () => {
    const res = await call(t.app, 'GET', '/api/getusers', { token: senior.token });
    expect(res.status).toBe(200);
    const usernames = res.body.map((user: { username: string }) => user.username);
    expect(usernames).toContain(OWNER.username);
    expect(usernames).toContain(senior.username);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('given a TEACHER / answers 403; given no token / answers 401', async () => {
    const teacher = await signedIn(t.app, ['TEACHER']);
    expect((await call(t.app, 'GET', '/api/getusers', { token: teacher.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/getusers')).status).toBe(401);
  });
});

describe('POST /server/api/newuser', () => {
  it('given a TEACHER invitation / answers {id}, e-mails PUBLIC_URL/register/{id} and lists it as a pending registration', async () => {
    const email = uniqueEmail();
    const res = await call(t.app, 'POST', '/api/newuser', {
      token: senior.token,
      body: { firstName: 'Олег', lastName: 'Смирнов', email, roles: ['TEACHER'] },
    });
    expect(res.status).toBe(200);
    const mail = t.mail.last(email)!;
    expect(mail.subject).toMatch(/Приглашение/);
    expect(mail.text).toContain(`${PUBLIC_URL}/register/${res.body.id}`);
    expect(mail.text).toMatch(/Здравствуйте, Олег!/);
    expect(mail.text).toMatch(/Преподаватель/);
    expect(mail.html).toContain(`${PUBLIC_URL}/register/${res.body.id}`);
    const pending = await call(t.app, 'GET', '/api/gettempusers', { token: senior.token });
    expect(pending.body).toContainEqual(
      expect.objectContaining({ _id: res.body.id, email, roles: ['TEACHER'], username: null, sendOTPAt: null }),
    );
  });

  it('given an invitation / its subject is grammatical Russian: "Приглашение в онлайн-школу"', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', '/api/newuser', {
      token: senior.token,
      body: { firstName: 'Олег', lastName: 'Смирнов', email, roles: ['TUTOR'] },
    });
    expect(t.mail.last(email)?.subject).toBe('Приглашение в онлайн-школу');
  });

  it('given an invitation / it expires in 14 days', async () => {
    const res = await call(t.app, 'POST', '/api/newuser', {
      token: senior.token,
      body: { firstName: 'Олег', lastName: 'Смирнов', email: uniqueEmail(), roles: ['TUTOR'] },
    });
    const [row] = await t.app.db.select().from(invitations).where(eq(invitations.tempUserId, res.body.id));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it.each(['OWNER', 'DIRECTOR', 'USER'])(
    'given the role %s (outside the 3rd-6th entries) / answers 403',
    async (role) => {
      const res = await call(t.app, 'POST', '/api/newuser', {
        token: owner.accessToken,
        body: { firstName: 'А', lastName: 'Б', email: uniqueEmail(), roles: [role] },
      });
      expect(res.status).toBe(403);
    },
  );

  it('given a taken e-mail / answers 409 "Такая почта уже занята"', async () => {
    const res = await call(t.app, 'POST', '/api/newuser', {
      token: senior.token,
      body: { firstName: 'А', lastName: 'Б', email: OWNER.email, roles: ['MANAGER'] },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Такая почта уже занята');
  });

  it('given a bad e-mail or no roles / answers 400', async () => {
    expect(
      await postStatus('/api/newuser', senior.token, {
        firstName: 'А',
        lastName: 'Б',
        email: 'a@b',
        roles: ['TEACHER'],
      }),
    ).toBe(400);
    expect(
      await postStatus('/api/newuser', senior.token, {
        firstName: 'А',
        lastName: 'Б',
        email: uniqueEmail(),
        roles: [],
      }),
    ).toBe(400);
  });
});

describe('POST /server/api/ban-user and /server/api/unban-user', () => {
  it('given a signed-in student / a ban ends their sign-ins at once, an unban lets them sign in again', async () => {
    const student = await signedIn(t.app, ['USER']);
    expect(await postStatus('/api/ban-user', senior.token, { username: student.username })).toBe(200);
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: student.refreshToken } })).status,
    ).toBe(401);
    const banned = await call(t.app, 'POST', '/auth/login', {
      body: { username: student.username, password: student.password },
    });
    expect(banned.status).toBe(403);
    expect(banned.body.code).toBe(ERROR_CODES.banned);
    const listed = await call(t.app, 'GET', '/api/getusers', { token: senior.token });
    expect(listed.body.find((u: { username: string }) => u.username === student.username).isBanned).toBe(true);
    expect(await postStatus('/api/unban-user', senior.token, { username: student.username })).toBe(200);
    expect((await login(t.app, student.username, student.password)).accessToken).toBeTruthy();
  });

  it('given oneself / answers 403', async () => {
    expect(await postStatus('/api/ban-user', senior.token, { username: senior.username })).toBe(403);
  });

  it('given another SENIOR / answers 403 "Вы не можете редактировать пользователя с одинаковой ролью"', async () => {
    const other = await signedIn(t.app, ['SENIOR']);
    const res = await call(t.app, 'POST', '/api/ban-user', { token: senior.token, body: { username: other.username } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Вы не можете редактировать пользователя с одинаковой ролью');
  });

  it('given a DIRECTOR / a SENIOR gets 403, the OWNER may ban and unban', async () => {
    const director = await signedIn(t.app, ['DIRECTOR', 'SENIOR']);
    expect(await postStatus('/api/ban-user', senior.token, { username: director.username })).toBe(403);
    expect(await postStatus('/api/ban-user', owner.accessToken, { username: director.username })).toBe(200);
    expect(await postStatus('/api/unban-user', owner.accessToken, { username: director.username })).toBe(200);
  });

  it('given an unknown username / answers 404', async () => {
    expect(await postStatus('/api/ban-user', senior.token, { username: 'nobody-at-all' })).toBe(404);
    expect(await postStatus('/api/unban-user', senior.token, { username: 'nobody-at-all' })).toBe(404);
  });
});

describe('POST /server/api/update-profile (staff edit)', () => {
  it('given a student made a TEACHER with subjects / answers the User with subject names in order', async () => {
    const student = await signedIn(t.app, ['USER']);
    const res = await edit(senior.token, student.username, ['TEACHER'], ['MATH', 'rus']);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      username: student.username,
      firstName: 'Пётр',
      roles: ['TEACHER'],
      roleName: 'Преподаватель',
      subjectsTeach: ['math', 'rus'],
    });
    expect(res.body.subjectNames).toEqual(['Математика (профильный уровень)', 'Русский язык']);
  });

  it('given a TUTOR with subjects / the subjects are stored empty', async () => {
    const student = await signedIn(t.app, ['USER']);
    const res = await edit(senior.token, student.username, ['TUTOR'], ['math']);
    expect(res.status).toBe(200);
    expect(res.body.subjectsTeach).toEqual([]);
  });

  it('given an unknown subject / answers 400', async () => {
    const student = await signedIn(t.app, ['USER']);
    expect((await edit(senior.token, student.username, ['TEACHER'], ['alchemy'])).status).toBe(400);
  });

  it('given a SENIOR giving DIRECTOR / answers 403; the OWNER may', async () => {
    const student = await signedIn(t.app, ['USER']);
    expect((await edit(senior.token, student.username, ['DIRECTOR'])).status).toBe(403);
    expect((await edit(owner.accessToken, student.username, ['DIRECTOR', 'SENIOR'])).status).toBe(200);
  });

  it('given oneself / answers 403', async () => {
    expect((await edit(senior.token, senior.username, ['SENIOR'])).status).toBe(403);
  });

  it('given a user of the same role / answers 403 with the spec message', async () => {
    const other = await signedIn(t.app, ['SENIOR']);
    const res = await edit(senior.token, other.username, ['TEACHER']);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Вы не можете редактировать пользователя с одинаковой ролью');
  });

  it('given the OWNER as target / a SENIOR gets 403', async () => {
    expect((await edit(senior.token, OWNER.username, ['OWNER', 'SENIOR'])).status).toBe(403);
  });

  it('given an unknown username / answers 404; a TEACHER gets 403', async () => {
    expect((await edit(senior.token, 'nobody-at-all', ['TEACHER'])).status).toBe(404);
    const teacher = await signedIn(t.app, ['TEACHER']);
    const student = await signedIn(t.app, ['USER']);
    expect((await edit(teacher.token, student.username, ['TEACHER'])).status).toBe(403);
  });
});

describe('GET /server/api/gettempusers and POST /server/api/deletetemp', () => {
  it('given a pending self-registration / a SENIOR sees it and may delete it; a second delete answers 404', async () => {
    const pending = await createPending(t.app);
    const list = await call(t.app, 'GET', '/api/gettempusers', { token: senior.token });
    expect(list.status).toBe(200);
    const entry = list.body.find((item: { _id: string }) => item._id === pending.id);
    expect(entry).toMatchObject({ username: pending.username, email: pending.email, roles: ['USER'] });
    expect(JSON.stringify(list.body)).not.toMatch(/password|code/i);
    expect(await postStatus('/api/deletetemp', senior.token, { id: pending.id })).toBe(200);
    expect((await call(t.app, 'GET', '/auth/get-tempuser', { query: { id: pending.id } })).status).toBe(404);
    expect(await postStatus('/api/deletetemp', senior.token, { id: pending.id })).toBe(404);
  });

  it('given a student / both answer 403', async () => {
    const student = await signedIn(t.app, ['USER']);
    expect((await call(t.app, 'GET', '/api/gettempusers', { token: student.token })).status).toBe(403);
    expect(await postStatus('/api/deletetemp', student.token, { id: 'x' })).toBe(403);
  });

  it('given an expired invitation / it is still listed, with its past expiry (invitations.test.ts)', async () => {
    const res = await call(t.app, 'POST', '/api/newuser', {
      token: senior.token,
      body: { firstName: 'А', lastName: 'Б', email: uniqueEmail(), roles: ['MANAGER'] },
    });
    await t.app.db
      .update(tempUsers)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(tempUsers.id, res.body.id));
    const list = await call(t.app, 'GET', '/api/gettempusers', { token: senior.token });
    const entry = list.body.find((item: { _id: string }) => item._id === res.body.id);
    expect(Date.parse(entry.expiresAt)).toBeLessThan(Date.now());
  });
});

describe('subjects', () => {
  const subject = (name: string, shortname: string, min: number, max: number) => ({ name, shortname, min, max });

  /** A subject the SENIOR saves is answered 200 and then stands in the public list as `listed`. */
  async function expectSubjectSaved(
    path: '/api/create-subject' | '/api/update-subject',
    sent: Record<string, unknown>,
    listed: Record<string, unknown>,
  ) {
    expect(await postStatus(path, senior.token, sent)).toBe(200);
    expect((await call(t.app, 'GET', '/api/getsubj')).body).toContainEqual(listed);
  }

  it('GET /server/api/getsubj / answers the seeded ЕГЭ subjects with real minimum scores', async () => {
    const res = await call(t.app, 'GET', '/api/getsubj');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ name: 'Русский язык', shortname: 'rus', min: 36, max: 100 });
    expect(res.body).toContainEqual({ name: 'Математика (профильный уровень)', shortname: 'math', min: 27, max: 100 });
    for (const subject of res.body) {
      expect(subject.shortname).toBe(subject.shortname.toLowerCase());
      expect(subject.min).toBeGreaterThan(0);
      expect(subject.min).toBeLessThan(subject.max);
    }
  });

  it('GET /server/api/check-subjectname / 200 when free, 409 when taken in any letter case, 400 when empty', async () => {
    expect(
      (await call(t.app, 'GET', '/api/check-subjectname', { token: senior.token, query: { shortname: 'astro' } }))
        .status,
    ).toBe(200);
    const taken = await call(t.app, 'GET', '/api/check-subjectname', {
      token: senior.token,
      query: { shortname: 'RUS' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(MESSAGES.subjectShortnameTaken);
    const empty = await call(t.app, 'GET', '/api/check-subjectname', { token: senior.token, query: { shortname: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Это поле обязательно для ввода');
  });

  it('POST /server/api/create-subject / stores the short name in lower case; a second create answers 409', async () => {
    const create = '/api/create-subject';
    await expectSubjectSaved(create, subject('Астрономия', 'Astro', 30, 100), subject('Астрономия', 'astro', 30, 100));
    expect(await postStatus(create, senior.token, subject('Другое', 'ASTRO', 1, 2))).toBe(409);
  });

  it.each([
    [{ name: '', shortname: 'empty1', min: 0, max: 100 }],
    [{ name: 'X', shortname: '', min: 0, max: 100 }],
    [{ name: 'X', shortname: 'eq1', min: 50, max: 50 }],
    [{ name: 'X', shortname: 'gt1', min: 60, max: 50 }],
    [{ name: 'X', shortname: 'neg1', min: -1, max: 50 }],
    [{ name: 'X', shortname: 'big1', min: 0, max: 101 }],
    [{ name: 'X', shortname: 'str1', min: '0', max: 100 }],
  ])('POST /server/api/create-subject with %j / answers 400', async (body) => {
    const res = await call(t.app, 'POST', '/api/create-subject', { token: senior.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[а-я]/i);
  });

  it('POST /server/api/create-subject at the edges 0 and 100 / succeeds', async () => {
    expect(
      await postStatus('/api/create-subject', senior.token, { name: 'Края', shortname: 'edges', min: 0, max: 100 }),
    ).toBe(200);
  });

  it('POST /server/api/update-subject / changes name and scores; an unknown short name answers 404; bad scores 400', async () => {
    const update = '/api/update-subject';
    await expectSubjectSaved(
      update,
      subject('Физика (ЕГЭ)', 'PHYS', 39, 100),
      subject('Физика (ЕГЭ)', 'phys', 39, 100),
    );
    expect(await postStatus(update, senior.token, subject('X', 'nope', 1, 2))).toBe(404);
    expect(await postStatus(update, senior.token, subject('X', 'phys', 2, 1))).toBe(400);
  });

  it('subject calls of a student / answer 403', async () => {
    const student = await signedIn(t.app, ['USER']);
    expect(
      (await call(t.app, 'GET', '/api/check-subjectname', { token: student.token, query: { shortname: 'x' } })).status,
    ).toBe(403);
    expect(await postStatus('/api/create-subject', student.token, { name: 'X', shortname: 'x1', min: 1, max: 2 })).toBe(
      403,
    );
    expect(
      await postStatus('/api/update-subject', student.token, { name: 'X', shortname: 'rus', min: 1, max: 2 }),
    ).toBe(403);
  });
});

describe('GET /server/api/audit', () => {
  it('given staff actions / lists every one newest first with actor, action, target and details', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await login(fresh.app, OWNER.username, OWNER.password);
      const student = await signedIn(fresh.app, ['USER']);
      const pending = await createPending(fresh.app);
      const token = boss.accessToken;
      const invite = await call(fresh.app, 'POST', '/api/newuser', {
        token,
        body: { firstName: 'А', lastName: 'Б', email: 'invited@school.test', roles: ['TEACHER'] },
      });
      await call(fresh.app, 'POST', '/api/update-profile', {
        token,
        body: { username: student.username, firstName: 'А', lastName: 'Б', roles: ['TEACHER'], subjectsTeach: ['rus'] },
      });
      await call(fresh.app, 'POST', '/api/ban-user', { token, body: { username: student.username } });
      await call(fresh.app, 'POST', '/api/unban-user', { token, body: { username: student.username } });
      await call(fresh.app, 'POST', '/api/deletetemp', { token, body: { id: pending.id } });
      await call(fresh.app, 'POST', '/api/create-subject', {
        token,
        body: { name: 'Астрономия', shortname: 'astro', min: 1, max: 100 },
      });
      await call(fresh.app, 'POST', '/api/update-subject', {
        token,
        body: { name: 'Астрономия!', shortname: 'astro', min: 2, max: 100 },
      });
      const res = await call(fresh.app, 'GET', '/api/audit', { token });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(7);
      expect(res.body.items.map((item: { action: string }) => item.action)).toEqual([
        'subject.update',
        'subject.create',
        'temp.delete',
        'user.unban',
        'user.ban',
        'user.update',
        'user.create',
      ]);
      expect(res.body.items.every((item: { actor: string }) => item.actor === OWNER.username)).toBe(true);
      expect(res.body.items[3].target).toBe(student.username);
      expect(res.body.items[6]).toMatchObject({
        target: 'invited@school.test',
        details: { id: invite.body.id, roles: ['TEACHER'] },
      });
      expect(res.body.items[0].details).toMatchObject({
        before: { name: 'Астрономия', min: 1 },
        after: { name: 'Астрономия!', min: 2 },
      });
      expect(Number.isNaN(Date.parse(res.body.items[0].at))).toBe(false);

      const page2 = await call(fresh.app, 'GET', '/api/audit', { token, query: { page: '2', limit: '3' } });
      expect(page2.body.total).toBe(7);
      expect(page2.body.items.map((item: { action: string }) => item.action)).toEqual([
        'user.unban',
        'user.ban',
        'user.update',
      ]);
      expect((await call(fresh.app, 'GET', '/api/audit', { token, query: { limit: '0' } })).status).toBe(400);
      expect((await call(fresh.app, 'GET', '/api/audit', { token, query: { page: 'x' } })).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('given ?page=&limit= left empty, as api.md writes it / answers the first page with the default size', async () => {
    const senior = await signedIn(t.app, ['SENIOR']);
    const res = await call(t.app, 'GET', '/api/audit', { token: senior.token, query: { page: '', limit: '' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: expect.any(Array), total: expect.any(Number) });
    expect(res.body.items.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE_DEFAULT);
  });

  it('given a student / answers 403', async () => {
    const student = await signedIn(t.app, ['USER']);
    expect((await call(t.app, 'GET', '/api/audit', { token: student.token })).status).toBe(403);
  });

  it('a refused staff action leaves no audit record', async () => {
    const before = (await t.app.db.select().from(auditLog)).length;
    await call(t.app, 'POST', '/api/ban-user', { token: senior.token, body: { username: senior.username } });
    expect((await t.app.db.select().from(auditLog)).length).toBe(before);
  });
});
