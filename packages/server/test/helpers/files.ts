/** Uploading and downloading files as a browser does, for the tests of what holds them (courses, homework). */
import { FILE_UPLOAD_PATH, fileUrl, type StoredFile } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';

/** A PDF that real readers open: one empty page. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A plain picture of `width` x `height`, to encode as the test needs (`.jpeg()`, `.png()`). */
export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

export interface Part {
  field?: string;
  filename?: string;
  type?: string;
  bytes: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData sends it (the file name's UTF-8 bytes as they are). */
export function form(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----school-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field ?? 'file'}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
        'utf8',
      ),
      Buffer.isBuffer(part.bytes) ? part.bytes : Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadFile(app: FastifyInstance, token: string | undefined, parts: Part[]) {
  const { payload, contentType } = form(parts);
  return app.inject({
    method: 'POST',
    url: FILE_UPLOAD_PATH,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

/** Uploads one file and returns what the server answered for it (fails the test unless 200). */
export async function storedFile(
  app: FastifyInstance,
  token: string,
  filename: string,
  bytes: Buffer,
): Promise<StoredFile> {
  const res = await uploadFile(app, token, [{ filename, type: 'application/octet-stream', bytes }]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function downloadFile(app: FastifyInstance, id: string, auth: { token?: string; cookie?: string } = {}) {
  return app.inject({
    method: 'GET',
    url: fileUrl(id),
    headers: {
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
  });
}
