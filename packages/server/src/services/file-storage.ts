import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import type { S3Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { fileBlobs } from '../db/schema/index.ts';

/**
 * Where the bytes of uploaded files live (issue 42): the database by default, so every process on
 * one PostgreSQL reads what any of them stored, or an S3-compatible bucket when S3_* is set. The
 * `files` row (name, size, type, who uploaded it) is in the database either way; a store only keeps
 * bytes under a key, and `files.storage` remembers which store a file went to, so a school that
 * moves to S3 keeps serving what it stored in the database before.
 */
export interface FileStorage {
  readonly kind: 'db' | 's3';
  /** The key the bytes of file `id` are kept under (`files.storage_key`). */
  keyOf(id: string): string;
  /** Keeps `bytes` under `key`. The database store needs the file's row to exist already (file_blobs references it). */
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Forgets the bytes under `key` (nothing to do when there are none). */
  delete(key: string): Promise<void>;
}

/**
 * The default: `file_blobs`, keyed by the file's id. The bytes cross the driver as base64 text and
 * the database turns them into bytea itself: PGlite's own bytea parameters and results are
 * converted byte by byte in JavaScript (a 20 MB file took 27 s to insert and 10 s to read; as
 * base64, 2.3 s and 0.8 s), and on PostgreSQL the text form costs nothing worth measuring.
 */
export function createDatabaseFileStorage(db: Db): FileStorage {
  return {
    kind: 'db',
    keyOf: (id) => id,
    async put(key, bytes) {
      await db.insert(fileBlobs).values({ fileId: key, bytes: sql`decode(${bytes.toString('base64')}, 'base64')` });
    },
    async get(key) {
      const [row] = await db
        .select({ base64: sql<string>`encode(${fileBlobs.bytes}, 'base64')` })
        .from(fileBlobs)
        .where(eq(fileBlobs.fileId, key));
      /* encode() breaks its base64 into lines of 76; Buffer.from skips the line breaks. */
      return row ? Buffer.from(row.base64, 'base64') : undefined;
    },
    async delete(key) {
      await db.delete(fileBlobs).where(eq(fileBlobs.fileId, key));
    },
  };
}

/** An S3 call that does not answer within this fails the upload or download instead of holding it. */
const S3_TIMEOUT_MS = 30_000;

/**
 * An S3-compatible bucket (MinIO, Yandex Object Storage, AWS): path-style URLs (`endpoint/bucket/key`),
 * so a bucket needs no DNS name of its own. The objects are private; every download goes through
 * the server's access check, never to a bucket URL.
 */
export function createS3FileStorage(config: S3Config): FileStorage & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    forcePathStyle: true,
    /* SDK releases since early 2025 add CRC32 checksums (and chunked uploads) to every call, which
       S3-compatible stores other than AWS do not all accept; a checksum only where S3 demands one. */
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { requestTimeout: S3_TIMEOUT_MS, connectionTimeout: 5_000 },
    maxAttempts: 2,
  });
  const at = (key: string) => ({ Bucket: config.bucket, Key: key });
  return {
    kind: 's3',
    keyOf: (id) => `files/${id}`,
    async put(key, bytes, type) {
      await client.send(
        new PutObjectCommand({ ...at(key), Body: bytes, ContentType: type, ContentLength: bytes.length }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand(at(key)));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(at(key)));
    },
    close: () => client.destroy(),
  };
}
