import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Config } from '../../src/config.ts';

/** One call the stand-in took: method, bucket and key as the path named them. */
export interface S3Call {
  method: string;
  bucket: string;
  key: string;
}

export interface S3StandIn {
  /** The settings the server under test is given (S3_*). */
  config: S3Config;
  /** What is stored, by bucket and key: the bytes and the Content-Type they came with. */
  objects: Map<string, { bytes: Buffer; type: string | undefined }>;
  calls: S3Call[];
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

const bodyOf = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A stand-in of an S3-compatible store, in test code only: path-style PutObject, GetObject and
 * DeleteObject (`/bucket/key`) of one bucket, bytes kept in memory. It checks that each call is
 * signed (an AWS4 Authorization header naming the configured access key), not the signature
 * itself: that is the SDK's to get right, and MinIO's or Yandex's to check.
 */
export async function startS3StandIn(bucket = 'school-files'): Promise<S3StandIn> {
  const accessKey = 'test-access-key';
  const objects = new Map<string, { bytes: Buffer; type: string | undefined }>();
  const calls: S3Call[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3.test');
      const [, name = '', ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      calls.push({ method: req.method ?? '', bucket: name, key });
      const body = await bodyOf(req);
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !auth.includes(`Credential=${accessKey}/`)) {
        return xmlError(res, 403, 'AccessDenied', 'Access Denied');
      }
      if (name !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) return xmlError(res, 400, 'InvalidRequest', 'A key is needed');
      const id = `${name}/${key}`;
      switch (req.method) {
        case 'PUT':
          objects.set(id, { bytes: body, type: req.headers['content-type'] });
          res.writeHead(200, { etag: '"stand-in"' });
          return res.end();
        case 'GET': {
          const object = objects.get(id);
          if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          res.writeHead(200, {
            'content-type': object.type ?? 'application/octet-stream',
            'content-length': object.bytes.length,
            etag: '"stand-in"',
          });
          return res.end(object.bytes);
        }
        case 'DELETE':
          objects.delete(id);
          res.writeHead(204);
          return res.end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed', 'Not in the stand-in');
      }
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      accessKey,
      secretKey: 'test-secret-key',
      region: 'ru-central1',
    },
    objects,
    calls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
