import { API_PREFIX, MESSAGES, STORED_AVATAR_PATH } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { httpError } from '../../lib/http-error.ts';
import { loadAvatar } from '../../services/avatars.ts';

export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    /* Registered under API_PREFIX, so the avatar URLs getuser hands out are served here. */
    `${STORED_AVATAR_PATH.slice(API_PREFIX.length)}:id`,
    { schema: { params: z.object({ id: z.string().max(64) }), hide: true } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const avatar = await loadAvatar(app.db, id);
      if (!avatar) throw httpError(404, MESSAGES.notFound);
      /* A new upload gets a new id, so a stored avatar never changes. */
      return reply
        .type(avatar.mime)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(avatar.bytes);
    },
  );
}
