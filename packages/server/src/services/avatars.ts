import { AVATAR_MAX_BYTES, MESSAGES, STORED_AVATAR_PATH, isStoredAvatarUrl } from '@school/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { avatars } from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** What the bytes are, whatever the data URL claims. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/**
 * Stores a data-URL avatar after checking its content (PNG, JPEG or WebP by magic bytes, at most
 * 1 MB decoded) and returns the URL the app shows. 413 above the size, 400 for anything else.
 */
export async function storeAvatar(db: Db, userId: string, dataUrl: string): Promise<string> {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) {
    throw httpError(400, MESSAGES.avatarInvalid);
  }
  const base64 = dataUrl.slice(comma + 1);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw httpError(400, MESSAGES.avatarInvalid);
  /* Check the size before decoding: base64 carries 3 bytes in every 4 characters. */
  if (
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) >
    AVATAR_MAX_BYTES
  ) {
    throw httpError(413, MESSAGES.avatarTooLarge);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw httpError(413, MESSAGES.avatarTooLarge);
  const mime = sniffImage(bytes);
  if (!mime) throw httpError(400, MESSAGES.avatarInvalid);
  const [row] = await db
    .insert(avatars)
    .values({ userId, mime, data: bytes.toString('base64') })
    .returning({ id: avatars.id });
  return `${STORED_AVATAR_PATH}${row!.id}`;
}

export async function loadAvatar(db: Db, id: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const [row] = await db.select().from(avatars).where(eq(avatars.id, id)).limit(1);
  return row ? { mime: row.mime, bytes: Buffer.from(row.data, 'base64') } : undefined;
}

/** Removes the stored file behind a replaced avatar URL (outside URLs are left alone). */
export async function deleteStoredAvatar(db: Db, url: string | null): Promise<void> {
  if (url && isStoredAvatarUrl(url)) {
    await db.delete(avatars).where(eq(avatars.id, url.slice(STORED_AVATAR_PATH.length)));
  }
}
