import { MESSAGES } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import { clientOf } from '../../../services/session.ts';
import { defineRoute, defineUnavailableRoutes } from '../../define.ts';

/**
 * VK ID sign-in, registration and linking (issue 12). All token work is ours: vk-start keeps the
 * PKCE verifier, exchange-vk-code trades the code for VK's tokens, and every other call asks VK ID's
 * user_info who a token belongs to; ids and names sent by the browser are never believed. Without
 * VKID_APP_ID every call answers 404 "not configured" and nothing calls VK ID.
 */
export async function vkRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const { vkid, vkAccounts } = app;
  if (!vkid || !vkAccounts) {
    defineUnavailableRoutes(
      app,
      ['vkStart', 'exchangeVkCode', 'getVkUser', 'createVkUser', 'linkVkId', 'unlinkVk'],
      MESSAGES.vkNotConfigured,
    );
    return;
  }
  /* Anyone may call these, and each writes a row or calls VK ID: bounded per address like login. */
  const limited = { rateLimit: config.rateLimits.login };

  defineRoute(app, 'vkStart', limited, async (request) => vkid.start(request.body.purpose));

  defineRoute(app, 'exchangeVkCode', limited, async (request) => {
    const { code, device_id: deviceId, state } = request.body;
    return vkid.exchange({ code, deviceId, state });
  });

  defineRoute(app, 'getVkUser', limited, async (request) =>
    vkAccounts.signIn(request.query.access_token, clientOf(request), request.log),
  );

  defineRoute(app, 'createVkUser', limited, async (request) => ({
    tempuserId: await vkAccounts.register(request.body.access_token),
  }));

  /* `id` from the browser is not evidence of anything: the VK id is the one VK ID names for the token. */
  defineRoute(app, 'linkVkId', {}, async (request) => {
    await vkAccounts.link(request.account, request.body.token, request.log);
    return { ok: true as const };
  });

  /* The caller's own VK ID, whatever `vk_id` says. */
  defineRoute(app, 'unlinkVk', {}, async (request) => {
    await vkAccounts.unlink(request.account, request.log);
    return { ok: true as const };
  });
}
