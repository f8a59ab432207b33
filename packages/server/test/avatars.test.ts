import { AVATAR_MAX_BYTES, AVATAR_SIZE, MESSAGES } from '@school/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signedIn, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const names = { firstName: 'Мария', lastName: 'Соколова' };
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A solid picture made by sharp itself, `width` x `height` pixels. */
const picture = (width: number, height: number, background = { r: 200, g: 40, b: 90 }) =>
  sharp({ create: { width, height, channels: 3, background } });

/** Sends `avatar` as the own profile's new avatar. */
async function upload(token: string, avatar: string) {
  return call(t.app, 'POST', '/api/update-profile', { token, body: { ...names, avatar } });
}

async function served(url: string) {
  return t.app.inject({ method: 'GET', url });
}

const AVATAR_URL = /^\/server\/avatars\/[0-9a-f]{64}\.webp$/;

describe('avatars: update-profile re-encodes, GET /server/avatars/:file serves', () => {
  it('given a 4000x4000 PNG / stores a 256x256 WebP at a content-addressed, long-cached URL that getuser shows', async () => {
    const user = await signedIn(t.app, ['USER']);
    const png = await picture(4000, 4000).png().toBuffer();
    const res = await upload(user.token, dataUrl('image/png', png));
    expect(res.status).toBe(200);
    expect(res.body.avatar).toMatch(AVATAR_URL);

    const image = await served(res.body.avatar);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    /* The file name is the SHA-256 of the bytes served. */
    const { createHash } = await import('node:crypto');
    expect(res.body.avatar).toContain(createHash('sha256').update(image.rawPayload).digest('hex'));

    expect((await call(t.app, 'GET', '/auth/getuser', { token: user.token })).body.avatar).toBe(res.body.avatar);
  });

  it('given a non-square JPEG / comes back 256x256, cropped to the centre', async () => {
    const user = await signedIn(t.app, ['USER']);
    /* 900x300: a red centre third between two blue thirds; a centre crop keeps only red. */
    const blue = { r: 0, g: 0, b: 255 };
    const jpeg = await picture(900, 300, blue)
      .composite([{ input: await picture(300, 300, { r: 255, g: 0, b: 0 }).png().toBuffer(), left: 300, top: 0 }])
      .jpeg()
      .toBuffer();
    const res = await upload(user.token, dataUrl('image/jpeg', jpeg));
    expect(res.status).toBe(200);
    const image = await served(res.body.avatar);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: AVATAR_SIZE, height: AVATAR_SIZE });
    const { channels } = await sharp(image.rawPayload).stats();
    expect(channels[0]!.mean).toBeGreaterThan(200);
    expect(channels[2]!.mean).toBeLessThan(40);
  });

  it('given a WebP, and a data URL whose type names another format / decodes what the bytes are', async () => {
    const user = await signedIn(t.app, ['USER']);
    const webp = await picture(300, 500).webp().toBuffer();
    for (const mime of ['image/webp', 'image/png']) {
      const res = await upload(user.token, dataUrl(mime, webp));
      expect(res.status).toBe(200);
      expect(await sharp((await served(res.body.avatar)).rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
      });
    }
  });

  it('given the same image twice, or by two accounts / the same URL', async () => {
    const [first, second] = [await signedIn(t.app, ['USER']), await signedIn(t.app, ['USER'])];
    const png = await picture(640, 640, { r: 10, g: 120, b: 30 }).png().toBuffer();
    const a = await upload(first.token, dataUrl('image/png', png));
    const b = await upload(first.token, dataUrl('image/png', png));
    const c = await upload(second.token, dataUrl('image/png', png));
    expect(a.body.avatar).toMatch(AVATAR_URL);
    expect(b.body.avatar).toBe(a.body.avatar);
    expect(c.body.avatar).toBe(a.body.avatar);
    /* Sending it again as the account's own avatar kept it. */
    expect((await served(a.body.avatar)).statusCode).toBe(200);
  });

  it('given a replaced avatar / the old file is removed unless another account still shows it', async () => {
    const [first, second] = [await signedIn(t.app, ['USER']), await signedIn(t.app, ['USER'])];
    const shared = dataUrl('image/png', await picture(50, 50, { r: 1, g: 2, b: 3 }).png().toBuffer());
    const own = dataUrl('image/png', await picture(50, 50, { r: 4, g: 5, b: 6 }).png().toBuffer());
    const other = dataUrl('image/png', await picture(50, 50, { r: 7, g: 8, b: 9 }).png().toBuffer());

    const sharedUrl = (await upload(first.token, shared)).body.avatar;
    await upload(second.token, shared);
    await upload(first.token, own);
    expect((await served(sharedUrl)).statusCode).toBe(200);

    await upload(second.token, other);
    expect((await served(sharedUrl)).statusCode).toBe(404);
  });

  it('given a text file, or text in a data URL claiming image/png / answers 400 with a Russian message', async () => {
    const user = await signedIn(t.app, ['USER']);
    const text = Buffer.from('Это не картинка, а обычный текст.\n');
    const truncated = (await picture(200, 200).png().toBuffer()).subarray(0, 120);
    for (const avatar of [
      dataUrl('text/plain', text),
      dataUrl('image/png', text),
      dataUrl('image/jpeg', text),
      dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')),
      dataUrl('image/png', await picture(20, 20).gif().toBuffer()),
      dataUrl('image/png', truncated),
    ]) {
      const res = await upload(user.token, avatar);
      expect(res.status, avatar.slice(0, 40)).toBe(400);
      expect(res.body.message).toBe(MESSAGES.avatarInvalid);
    }
    expect((await call(t.app, 'GET', '/auth/getuser', { token: user.token })).body.avatar).toBeNull();
  });

  it('given an image over 5 MB / answers 413 with a Russian message; a body far over the limit too', async () => {
    const user = await signedIn(t.app, ['USER']);
    const png = await picture(10, 10).png().toBuffer();
    const over = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES - png.length + 1)]);
    const res = await upload(user.token, dataUrl('image/png', over));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: MESSAGES.avatarTooLarge, code: expect.any(String) });
    expect(MESSAGES.avatarTooLarge).toMatch(/5 МБ/);

    const farOver = await upload(user.token, dataUrl('image/png', Buffer.alloc(AVATAR_MAX_BYTES * 2)));
    expect(farOver.status).toBe(413);
    expect(farOver.body).toMatchObject({ message: expect.stringMatching(/[а-я]/i), code: expect.any(String) });
  });

  it('given a 5 MB image / is accepted (the body limit lets it through as base64 in JSON)', async () => {
    const user = await signedIn(t.app, ['USER']);
    /* Random pixels do not compress: a PNG just under 5 MB. */
    const side = 1300;
    const noise = await sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => (Math.random() * 256) | 0)), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(AVATAR_MAX_BYTES - 256 * 1024);
    expect(noise.length).toBeLessThanOrEqual(AVATAR_MAX_BYTES);
    const res = await upload(user.token, dataUrl('image/png', noise));
    expect(res.status).toBe(200);
    expect(await sharp((await served(res.body.avatar)).rawPayload).metadata()).toMatchObject({
      width: AVATAR_SIZE,
      height: AVATAR_SIZE,
    });
  });

  it('given an image of more pixels than allowed / answers 400 before decoding it', async () => {
    const user = await signedIn(t.app, ['USER']);
    const png = await picture(10000, 7000).png().toBuffer();
    const res = await upload(user.token, dataUrl('image/png', png));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.avatarTooManyPixels);
  });

  it.each(['0'.repeat(64) + '.webp', 'nope', 'x.png', '..%2F..%2Fetc%2Fpasswd'])(
    'an unknown file %s / answers 404',
    async (file) => {
      const res = await served(`/server/avatars/${file}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/[а-я]/i);
    },
  );
});
