import { createHash } from 'node:crypto';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_SIZE,
  AVATAR_STORED_MIME,
  MESSAGES,
  STORED_AVATAR_PATH,
  isStoredAvatarUrl,
} from '@school/contract';
import { and, eq, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { avatars, users } from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';

/** The formats a sent avatar may be in, by what its bytes decode as (whatever the data URL claims). */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/** The decoded bytes of a base64 data URL; 400 when it is not one, 413 above AVATAR_MAX_BYTES. */
function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) {
    throw httpError(400, MESSAGES.avatarInvalid);
  }
  const base64 = dataUrl.slice(comma + 1);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw httpError(400, MESSAGES.avatarInvalid);
  /* Check the size before decoding: base64 carries 3 bytes in every 4 characters. */
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > AVATAR_MAX_BYTES) throw httpError(413, MESSAGES.avatarTooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw httpError(413, MESSAGES.avatarTooLarge);
  return bytes;
}

/**
 * Decodes a sent image and re-encodes it as an AVATAR_SIZE square WebP: cropped to the centre when
 * it is not square (the crop dialog sends squares, but nothing else is trusted), turned by its EXIF
 * orientation, and without any of its metadata (no camera, no place). 400 for anything that does not
 * decode as a PNG, JPEG or WebP, or has more than AVATAR_MAX_PIXELS pixels.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: false, failOn: 'error' });
  const { format, width, height } = await image.metadata().catch(() => {
    throw httpError(400, MESSAGES.avatarInvalid);
  });
  if (!ACCEPTED_FORMATS.has(format)) throw httpError(400, MESSAGES.avatarInvalid);
  if (width * height > AVATAR_MAX_PIXELS) throw httpError(400, MESSAGES.avatarTooManyPixels);
  return image
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => {
      /* A header that reads but pixels that do not (a truncated or corrupt file). */
      throw httpError(400, MESSAGES.avatarInvalid);
    });
}

/**
 * Stores a data-URL avatar as a 256x256 WebP and returns the URL the app shows: content-addressed
 * (the file name is the SHA-256 of the WebP bytes), so the same picture always gets the same URL and
 * a URL never changes what it serves. 413 above the size, 400 for anything that is not an image.
 */
export async function storeAvatar(db: Db, dataUrl: string): Promise<string> {
  const webp = await toAvatarWebp(decodeDataUrl(dataUrl));
  const file = `${createHash('sha256').update(webp).digest('hex')}.webp`;
  await db
    .insert(avatars)
    .values({ id: file, mime: AVATAR_STORED_MIME, data: webp.toString('base64') })
    .onConflictDoNothing({ target: avatars.id });
  return `${STORED_AVATAR_PATH}${file}`;
}

export async function loadAvatar(db: Db, file: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const [row] = await db.select().from(avatars).where(eq(avatars.id, file)).limit(1);
  return row ? { mime: row.mime, bytes: Buffer.from(row.data, 'base64') } : undefined;
}

/**
 * Removes the stored file behind a replaced avatar URL, unless another account still shows the same
 * picture (outside URLs are left alone). Called after the account's own row has the new URL.
 */
export async function deleteStoredAvatar(db: Db, url: string | null): Promise<void> {
  if (!url || !isStoredAvatarUrl(url)) return;
  const stillShown = db.select({ id: users.id }).from(users).where(eq(users.avatar, url));
  await db.delete(avatars).where(and(eq(avatars.id, url.slice(STORED_AVATAR_PATH.length)), notExists(stillShown)));
}

export interface AvatarService {
  /** The stored picture of `file` (a content hash), if there is one. */
  load(file: string): Promise<{ mime: string; bytes: Buffer } | undefined>;
}

export const createAvatarService = ({ db }: { db: Db }): AvatarService => ({ load: (file) => loadAvatar(db, file) });
