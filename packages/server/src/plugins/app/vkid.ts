import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createVkIdService, type VkIdService } from '../../services/vkid.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** VK ID sign-in, registration and linking; null while VKID_APP_ID is unset (nothing calls VK ID then). */
    vkid: VkIdService | null;
  }
}

/** VK ID (issue 12): the server-side PKCE round trip and VK ID's token endpoints, when configured. */
export const vkidPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { appId } = config.vkid;
    app.decorate(
      'vkid',
      appId
        ? createVkIdService({
            db: app.db,
            vkid: { ...config.vkid, appId },
            jwtSecret: config.jwtSecret,
            log: app.log.child({ component: 'vkid' }),
          })
        : null,
    );
  },
  { name: 'vkid', dependencies: ['db'] },
);
