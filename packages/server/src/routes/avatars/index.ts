import { API_PREFIX, MESSAGES, STORED_AVATAR_FILE, STORED_AVATAR_PATH } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { httpError } from '../../lib/http-error.ts';

export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    /* Registered under API_PREFIX, so the avatar URLs getuser hands out are served here. */
    `${STORED_AVATAR_PATH.slice(API_PREFIX.length)}:file`,
    { schema: { params: z.object({ file: z.string() }), hide: true } },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const avatar = STORED_AVATAR_FILE.test(file) ? await app.avatars.load(file) : undefined;
      if (!avatar) throw httpError(404, MESSAGES.notFound);
      /* The file is named by the hash of its bytes, so what a URL serves never changes. */
      return reply
        .type(avatar.mime)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(avatar.bytes);
    },
  );
}
