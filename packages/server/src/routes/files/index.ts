import multipart from '@fastify/multipart';
import {
  API_PREFIX,
  ERROR_CODES,
  FILE_MAX_BYTES,
  FILE_UPLOAD_PATH,
  FILES_PATH,
  MESSAGES,
  fileSchema,
  type StoredFile,
} from '@school/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { accountOf } from '../../plugins/app/auth.ts';
import { contentDisposition } from '../../lib/file-names.ts';
import { HttpError, httpError } from '../../lib/http-error.ts';
import { keyedLimit } from '../../lib/keyed-limit.ts';

const HOUR_MS = 60 * 60 * 1000;

/* Served in the browser's own viewer rather than saved: the re-encoded images. Anything else
   (PDF, Office) is saved, so no document ever renders under the school's origin. */
const INLINE_TYPES = new Set(['image/webp']);

/*
 * A download is the stored bytes, never a page of the site: should a browser ever render one as a
 * document, it runs sandboxed (no script, no forms, an opaque origin), fetches nothing, and only
 * the app itself may frame it.
 */
const DOWNLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** The one file part of an upload: 400 fileMissing without a part named `file`, 413 fileTooLarge past FILE_MAX_BYTES. */
async function readFilePart(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw httpError(400, MESSAGES.fileMissing);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw httpError(400, MESSAGES.fileMissing);
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, MESSAGES.fileTooLarge);
    if (statusCode === 413) throw httpError(413, MESSAGES.payloadTooLarge);
    /* A body that is not multipart after all (no boundary, cut short): the sender's fault. */
    request.log.info({ reason: (error as Error).message }, 'multipart body refused');
    throw httpError(400, MESSAGES.invalidInput);
  }
}

/**
 * POST /server/api/files and GET /server/files/:id (api.md, "Courses, files, teachers"). Like the
 * avatars they live beside the JSON route table: the bodies are bytes. Multipart is parsed in this
 * plugin's own context only, so every other route keeps its JSON body and its limit.
 */
export async function fileRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const uploadsPerAccount = keyedLimit(app, 'uploads', config.rateLimits.uploads, HOUR_MS);

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
    });
    uploads.post(
      FILE_UPLOAD_PATH.slice(API_PREFIX.length),
      { onRequest: app.authenticate, schema: { response: { 200: fileSchema }, hide: true } },
      async (request): Promise<StoredFile> => {
        const account = accountOf(request);
        /* Counted per account, before the bytes are read: every attempt spends one. */
        if (!(await uploadsPerAccount.take(request, account.id))) {
          throw httpError(429, MESSAGES.tooManyAttempts, ERROR_CODES.rateLimited);
        }
        return app.files.upload(account, await readFilePart(request));
      },
    );
  });

  app.get(
    `${FILES_PATH.slice(API_PREFIX.length)}:id`,
    {
      onRequest: app.authenticateWithCookie,
      schema: { params: z.object({ id: z.string() }), hide: true },
      /* Stored bytes are already compressed (WebP, PDF, OOXML zips); Content-Length stays exact. */
      compress: false,
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const found = await app.files.download(accountOf(request), id);
      /* Unknown, malformed and not-yours alike: 404, so a refusal never tells that a file exists. */
      if (!found) throw httpError(404, MESSAGES.fileNotFound);
      const { file, bytes } = found;
      return reply
        .type(file.type)
        .header('Content-Length', bytes.length)
        .header(
          'Content-Disposition',
          contentDisposition(INLINE_TYPES.has(file.type) ? 'inline' : 'attachment', file.name),
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', DOWNLOAD_CSP)
        .send(bytes);
    },
  );
}
