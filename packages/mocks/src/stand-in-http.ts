/**
 * What the Node stand-ins of outside services (the Bot API, VK ID) share: they are plain node:http
 * servers, so they read request bodies themselves.
 */
import type { IncomingMessage } from 'node:http';

/** The whole request body as UTF-8 text. */
export const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
