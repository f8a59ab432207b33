/**
 * One handler module per domain, named as in every package (contract, server routes, app
 * features, stories): session, registration, recovery, profile, admin/users, admin/invitations,
 * admin/subjects, audit, integrations/vk, integrations/telegram, health.
 */
import type { HttpHandler } from 'msw';
import { createContext, type MockOptions } from '../handle.ts';
import { invitationHandlers } from './admin/invitations.ts';
import { subjectHandlers } from './admin/subjects.ts';
import { adminUserHandlers } from './admin/users.ts';
import { auditHandlers } from './audit.ts';
import { healthHandlers } from './health.ts';
import { telegramHandlers } from './integrations/telegram.ts';
import { vkHandlers } from './integrations/vk.ts';
import { profileHandlers } from './profile.ts';
import { recoveryHandlers } from './recovery.ts';
import { registrationHandlers } from './registration.ts';
import { sessionHandlers } from './session.ts';

/** The happy-path handler for every call of the contract table, over the fixtures (or `options`). */
export const createHandlers = (options: MockOptions = {}): HttpHandler[] => {
  const ctx = createContext(options);
  return [
    ...healthHandlers(ctx),
    ...sessionHandlers(ctx),
    ...registrationHandlers(ctx),
    ...recoveryHandlers(ctx),
    ...profileHandlers(ctx),
    ...adminUserHandlers(ctx),
    ...invitationHandlers(ctx),
    ...subjectHandlers(ctx),
    ...auditHandlers(ctx),
    ...vkHandlers(ctx),
    ...telegramHandlers(ctx),
  ];
};

export {
  adminUserHandlers,
  auditHandlers,
  healthHandlers,
  invitationHandlers,
  profileHandlers,
  recoveryHandlers,
  registrationHandlers,
  sessionHandlers,
  subjectHandlers,
  telegramHandlers,
  vkHandlers,
};
