import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createProfileService, type ProfileService } from '../../services/profile.ts';
import { createRegistrationService, type RegistrationService } from '../../services/registration.ts';
import { createRecoveryService, type RecoveryService } from '../../services/reset-tickets.ts';
import { createSignInService, type SignInService } from '../../services/sign-in.ts';
import { createVkAccountService, type VkAccountService } from '../../services/vk-accounts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signIns: SignInService;
    registration: RegistrationService;
    recovery: RecoveryService;
    profile: ProfileService;
    /** Accounts as VK ID reaches them; null while VKID_APP_ID is unset, as `vkid` is. */
    vkAccounts: VkAccountService | null;
  }
}

/**
 * The domain services the routes call, one per route group (style.md: a route validates, calls
 * one service and shapes the answer). Each gets what it needs and nothing else: the database, the
 * outboxes to wake once its transaction has committed, the bot to tell a chat, the settings it reads.
 */
export const servicesPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { db, mailOutbox, telegram, roleCatalog } = app;
    const { publicUrl, jwtSecret } = config;
    const signIns = createSignInService({
      db,
      tokens: app.accessTokens,
      telegram,
      loginThrottle: config.loginThrottle,
    });
    app.decorate('signIns', signIns);
    app.decorate(
      'registration',
      createRegistrationService({ db, tokens: app.accessTokens, mailOutbox, publicUrl, jwtSecret }),
    );
    app.decorate('recovery', createRecoveryService({ db, mailOutbox, telegram }));
    app.decorate('profile', createProfileService({ db, roleCatalog, mailOutbox, telegram }));
    app.decorate('vkAccounts', app.vkid ? createVkAccountService({ db, vkid: app.vkid, signIns }) : null);
  },
  { name: 'services', dependencies: ['db', 'auth', 'mail-outbox', 'telegram', 'vkid'] },
);
