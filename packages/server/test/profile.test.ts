import { MESSAGES, ROLES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, signedIn, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 3)]).toString('base64');
const names = { firstName: 'Мария', lastName: 'Соколова' };

describe('POST /server/api/update-profile (own profile)', () => {
  it('given new names / answers the updated User', async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await call(t.app, 'POST', '/api/update-profile', { token: user.token, body: names });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: user.username, ...names, roles: ['USER'] });
  });

  it('given the whole settings form with an empty password and the current avatar URL / keeps both', async () => {
    const user = await signedIn(t.app, ['USER']);
    const first = await call(t.app, 'POST', '/api/update-profile', {
      token: user.token,
      body: { ...names, avatar: `data:image/png;base64,${PNG_1x1}` },
    });
    const res = await call(t.app, 'POST', '/api/update-profile', {
      token: user.token,
      body: {
        username: user.username,
        firstName: 'Ольга',
        lastName: 'Соколова',
        avatar: first.body.avatar,
        password: '',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ольга', avatar: first.body.avatar });
    expect((await login(t.app, user.username, user.password)).accessToken).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: first.body.avatar })).statusCode).toBe(200);
  });

  it('given the settings form sending back an avatar URL from VK ID / keeps it unchanged', async () => {
    const vkAvatar = 'https://sun9-1.userapi.com/impg/avatar.jpg?size=200x200';
    const user = await signedIn(t.app, ['USER'], { avatar: vkAvatar });
    const res = await call(t.app, 'POST', '/api/update-profile', {
      token: user.token,
      body: { firstName: 'Ольга', lastName: 'Соколова', avatar: vkAvatar },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ольга', avatar: vkAvatar });
  });

  it('given a data URL whose bytes are not PNG, JPEG or WebP / answers 400 whatever the prefix claims', async () => {
    const user = await signedIn(t.app, ['USER']);
    for (const avatar of [
      `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
      `data:image/png;base64,${gif}`,
      `data:image/jpeg;base64,${Buffer.from('plain text, not an image').toString('base64')}`,
      'https://example.com/a.png',
    ]) {
      const res = await call(t.app, 'POST', '/api/update-profile', { token: user.token, body: { ...names, avatar } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.avatarInvalid);
    }
  });

  it('given a new password without the current one, or with a wrong one / answers 400 "Неверный текущий пароль" and keeps the old password', async () => {
    const user = await signedIn(t.app, ['USER']);
    for (const extra of [{}, { currentPassword: '' }, { currentPassword: 'not-the-password' }]) {
      const res = await call(t.app, 'POST', '/api/update-profile', {
        token: user.token,
        body: { ...names, password: 'changed-password', ...extra },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Неверный текущий пароль');
    }
    expect((await login(t.app, user.username, user.password)).accessToken).toBeTruthy();
  });

  it('given a new password with the right current one / the other sign-ins end at once, this one goes on, only the new password signs in', async () => {
    const user = await signedIn(t.app, ['USER']);
    const other = await login(t.app, user.username, user.password);
    const res = await call(t.app, 'POST', '/api/update-profile', {
      token: user.token,
      body: { ...names, password: 'changed-password', currentPassword: user.password },
    });
    expect(res.status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/auth/login', { body: { username: user.username, password: user.password } })).status,
    ).toBe(401);
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: other.refreshToken } })).status,
    ).toBe(401);
    expect((await call(t.app, 'GET', '/auth/getuser', { token: other.accessToken })).status).toBe(401);
    expect((await call(t.app, 'GET', '/auth/getuser', { token: user.token })).status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/auth/refreshtoken', { body: { authorization: user.refreshToken } })).status,
    ).toBe(200);
    expect((await login(t.app, user.username, 'changed-password')).accessToken).toBeTruthy();
    expect(t.mail.last(user.email)?.subject).toBe('Пароль Вашей учетной записи изменен');
  });

  it('given a password under 8 characters / answers 400', async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await call(t.app, 'POST', '/api/update-profile', {
      token: user.token,
      body: { ...names, password: 'short', currentPassword: user.password },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Пароль должен содержать не менее 8 символов');
  });

  it('given an account registered through VK ID / a password change answers 400 with the spec message', async () => {
    const user = await signedIn(t.app, ['USER'], { signupMethod: 'vk', vkId: '777001' });
    const res = await call(t.app, 'POST', '/api/update-profile', {
      token: user.token,
      body: { ...names, password: 'changed-password' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Вы не можете сменить пароль Вашей учетной записи, так как она была зарегистрирована через VK ID.',
    );
  });

  it('given an account registered through VK ID / getuser tells the page so (signupMethod vk)', async () => {
    const user = await signedIn(t.app, ['USER'], { signupMethod: 'vk', vkId: '777002' });
    const res = await call(t.app, 'GET', '/auth/getuser', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.signupMethod).toBe('vk');
  });

  it('given empty names / answers 400 "Поле обязательно для ввода"', async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await call(t.app, 'POST', '/api/update-profile', {
      token: user.token,
      body: { firstName: ' ', lastName: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Поле обязательно для ввода');
  });

  it('given a student sending roles for their own account / answers 403 and keeps the roles', async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await call(t.app, 'POST', '/api/update-profile', {
      token: user.token,
      body: { ...names, username: user.username, roles: ['OWNER'], subjectsTeach: [] },
    });
    expect(res.status).toBe(403);
    expect((await call(t.app, 'GET', '/auth/getuser', { token: user.token })).body.roles).toEqual(['USER']);
  });

  it('given no token / answers 401', async () => {
    expect((await call(t.app, 'POST', '/api/update-profile', { body: names })).status).toBe(401);
  });
});

describe('roles', () => {
  it("GET /server/api/getroles / answers the contract's seven roles ordered by id with Russian names and menus", async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await call(t.app, 'GET', '/api/getroles', { token: user.token });
    expect(res.status).toBe(200);
    // The list itself, OWNER 0 to USER 6, is pinned once, in the contract's constants.test.ts.
    expect(res.body.map((role: { id: number; shortname: string }) => [role.id, role.shortname])).toEqual(
      ROLES.map((role) => [role.id, role.shortname]),
    );
    for (const role of res.body) {
      expect(role.name).toMatch(/^[А-ЯЁ]/);
      expect(role.menu.length).toBeGreaterThan(0);
    }
  });

  it('GET /server/api/getroles without a token / answers 401', async () => {
    expect((await call(t.app, 'GET', '/api/getroles')).status).toBe(401);
  });

  it('GET /server/api/rolelist?rolename=USER / answers the name and menu; an unknown role answers 404', async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await call(t.app, 'GET', '/api/rolelist', { token: user.token, query: { rolename: 'USER' } });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Ученик');
    expect(res.body.menu.map((item: { to: string }) => item.to)).toEqual(['/calendar', '/courses', '/cart']);
    expect(
      (await call(t.app, 'GET', '/api/rolelist', { token: user.token, query: { rolename: 'PIRATE' } })).status,
    ).toBe(404);
  });
});
