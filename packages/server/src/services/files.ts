import type { FILE_TYPES } from '@school/contract';
import {
  IMAGE_MAX_SIDE,
  MESSAGES,
  UNATTACHED_FILE_KEEP_HOURS,
  UPLOAD_IMAGE_TYPES,
  type StoredFile,
} from '@school/contract';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { assignmentFiles, files, materials, submissionFiles } from '../db/schema/index.ts';
import { sanitizeFileName } from '../lib/file-names.ts';
import { httpError } from '../lib/http-error.ts';
import { mayReadFile } from './file-access.ts';
import type { FileStorage } from './file-storage.ts';
import type { UserRow } from './users.ts';

type StoredType = keyof typeof FILE_TYPES;

/** What the bytes must be to be kept as they came: PDF and the three OOXML formats, with the extension the name gets. */
const DOCUMENTS: Partial<Record<string, { type: StoredType; extension: string }>> = {
  'application/pdf': { type: 'application/pdf', extension: '.pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: '.docx',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: '.pptx',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: '.xlsx',
  },
};

/* Phones' HEIC/HEIF photos are HEVC inside, which the prebuilt sharp (libvips without a HEVC
   decoder, for the patents) cannot read: they are tried, and refused as an unsupported type when
   sharp says no, so the person knows to send a JPEG instead of reading "a broken image". */
const HEIF_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/* The pixels a decoded image may have: a 20 MB PNG of one colour can claim a billion, which would
   take gigabytes to decode. 120 MP is more than any phone camera's full-size photo. */
const IMAGE_MAX_PIXELS = 120_000_000;

/**
 * An image as the store keeps it: turned upright by its EXIF orientation, at most IMAGE_MAX_SIDE on
 * its long side (never enlarged), WebP, with none of its metadata (no camera, no place, no EXIF).
 * An animated GIF or WebP keeps its first frame. 400 imageUnreadable when the pixels do not decode.
 */
export async function toStoredImage(bytes: Buffer, unsupportedWhenUnreadable = false): Promise<Buffer> {
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    if (unsupportedWhenUnreadable) throw httpError(415, MESSAGES.fileTypeUnsupported);
    throw httpError(400, MESSAGES.imageUnreadable);
  }
}

/**
 * What an upload becomes, judged by its bytes alone (the name and the part's Content-Type are the
 * sender's word): an image re-encoded as WebP, a document as it came, anything else 415.
 */
export async function prepareUpload(
  name: string | undefined,
  bytes: Buffer,
): Promise<{ name: string; type: StoredType; bytes: Buffer }> {
  if (bytes.length === 0) throw httpError(400, MESSAGES.fileEmpty);
  const detected = (await fileTypeFromBuffer(bytes))?.mime as string | undefined;
  if (detected && ((UPLOAD_IMAGE_TYPES as readonly string[]).includes(detected) || HEIF_TYPES.has(detected))) {
    const webp = await toStoredImage(bytes, HEIF_TYPES.has(detected));
    return { name: sanitizeFileName(name, '.webp'), type: 'image/webp', bytes: webp };
  }
  const document = detected ? DOCUMENTS[detected] : undefined;
  if (!document) throw httpError(415, MESSAGES.fileTypeUnsupported);
  return { name: sanitizeFileName(name, document.extension), type: document.type, bytes };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FileService {
  /**
   * Stores one upload of `account` (prepareUpload's rules: 400 empty or an unreadable image, 415
   * any other type) and describes it. Until something holds it, only the uploader may download it.
   */
  upload(account: UserRow, upload: { name: string | undefined; bytes: Buffer }): Promise<StoredFile>;
  /** The file `id` with its bytes, when it exists and `account` may read it (file-access.ts); else undefined. */
  download(account: UserRow, id: string): Promise<{ file: StoredFile; bytes: Buffer } | undefined>;
  /**
   * Deletes uploads older than UNATTACHED_FILE_KEEP_HOURS that nothing holds (a material, a task, a
   * handed-in work), bytes first; answers how many went.
   */
  sweepUnattached(now?: Date): Promise<number>;
}

/**
 * Uploaded files: the row in `files`, the bytes in `storage` (the database, or the S3 bucket when
 * S3_* is set). `stores` reads files kept by either, whatever the current store is.
 */
export function createFileService({
  db,
  storage,
  stores,
}: {
  db: Db;
  /** Where new uploads go. */
  storage: FileStorage;
  /** Every store files may be in, by `files.storage`. */
  stores: Partial<Record<FileStorage['kind'], FileStorage>>;
}): FileService {
  return {
    async upload(account, upload) {
      const prepared = await prepareUpload(upload.name, upload.bytes);
      const id = crypto.randomUUID();
      const key = storage.keyOf(id);
      const [row] = await db
        .insert(files)
        .values({
          id,
          name: prepared.name,
          size: prepared.bytes.length,
          type: prepared.type,
          storage: storage.kind,
          storageKey: key,
          uploadedBy: account.id,
        })
        .returning({ id: files.id, name: files.name, size: files.size, type: files.type });
      /* The row first (file_blobs references it); a store that fails takes the row back with it, so
         no file is described that has no bytes. Nobody knows the id before this answers. */
      try {
        await storage.put(key, prepared.bytes, prepared.type);
      } catch (error) {
        await db.delete(files).where(eq(files.id, id));
        throw error;
      }
      return row!;
    },

    async sweepUnattached(now = new Date()) {
      const cutoff = new Date(now.getTime() - UNATTACHED_FILE_KEEP_HOURS * 60 * 60 * 1000);
      const orphans = await db
        .select({ id: files.id, storage: files.storage, storageKey: files.storageKey })
        .from(files)
        .where(
          and(
            lt(files.createdAt, cutoff),
            notExists(
              db
                .select({ one: sql`1` })
                .from(materials)
                .where(eq(materials.fileId, files.id)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(assignmentFiles)
                .where(eq(assignmentFiles.fileId, files.id)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(submissionFiles)
                .where(eq(submissionFiles.fileId, files.id)),
            ),
          ),
        )
        .limit(500);
      for (const orphan of orphans) {
        /* The bytes first: a row without bytes downloads as 404, bytes without a row would never go. */
        await stores[orphan.storage as FileStorage['kind']]?.delete(orphan.storageKey);
        await db.delete(files).where(eq(files.id, orphan.id));
      }
      return orphans.length;
    },

    async download(account, id) {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(files).where(eq(files.id, id));
      if (!row || !(await mayReadFile(db, account, row))) return undefined;
      const store = stores[row.storage as FileStorage['kind']];
      if (!store) throw new Error(`file ${row.id} is kept in ${row.storage}, which is not configured (S3_*)`);
      const bytes = await store.get(row.storageKey);
      if (!bytes) return undefined;
      return { file: { id: row.id, name: row.name, size: row.size, type: row.type }, bytes };
    },
  };
}
