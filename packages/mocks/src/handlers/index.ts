/**
 * One handler module per domain, named as in every package (contract, server routes, app
 * features, stories): config, session, registration, recovery, profile, admin/users, admin/invitations,
 * admin/subjects, audit, lessons, courses, homework, dashboard, integrations/vk, integrations/telegram, health; and the
 * file uploads and downloads, which sit beside the contract's route table.
 */
import type { HttpHandler } from 'msw';
import { createContext, type MockContext, type MockOptions } from '../handle.ts';
import { invitationHandlers } from './admin/invitations.ts';
import { subjectHandlers } from './admin/subjects.ts';
import { adminUserHandlers } from './admin/users.ts';
import { auditHandlers } from './audit.ts';
import { configHandlers } from './config.ts';
import { courseHandlers } from './courses.ts';
import { dashboardHandlers } from './dashboard.ts';
import { fileHandlers, MOCK_UPLOADED_FILE_ID } from './files.ts';
import { healthHandlers } from './health.ts';
import { homeworkHandlers } from './homework.ts';
import { telegramHandlers, telegramLinking, type TelegramLinkingOptions } from './integrations/telegram.ts';
import { vkHandlers, vkLinking, type VkLinkingOptions } from './integrations/vk.ts';
import { lessonHandlers } from './lessons.ts';
import { profileHandlers } from './profile.ts';
import { recoveryHandlers } from './recovery.ts';
import { registrationHandlers } from './registration.ts';
import { sessionHandlers } from './session.ts';

/** The handler module of each domain, keyed by the domain's name (the server's route groups and OpenAPI tags). */
export const handlersByDomain = {
  health: healthHandlers,
  config: configHandlers,
  session: sessionHandlers,
  registration: registrationHandlers,
  recovery: recoveryHandlers,
  profile: profileHandlers,
  'admin/users': adminUserHandlers,
  'admin/invitations': invitationHandlers,
  'admin/subjects': subjectHandlers,
  audit: auditHandlers,
  lessons: lessonHandlers,
  courses: courseHandlers,
  homework: homeworkHandlers,
  dashboard: dashboardHandlers,
  'integrations/vk': vkHandlers,
  'integrations/telegram': telegramHandlers,
} as const satisfies Record<string, (ctx: MockContext) => HttpHandler[]>;

export type MockDomain = keyof typeof handlersByDomain;

/**
 * The happy-path handler for every call of the contract table, over the fixtures (or `options`), and the
 * file uploads and downloads (their bytes are no call of the table, so no domain of the parity test).
 */
export const createHandlers = (options: MockOptions = {}): HttpHandler[] => {
  const ctx = createContext(options);
  return [...Object.values(handlersByDomain).flatMap((domainHandlers) => domainHandlers(ctx)), ...fileHandlers(ctx)];
};

export {
  adminUserHandlers,
  auditHandlers,
  configHandlers,
  courseHandlers,
  dashboardHandlers,
  fileHandlers,
  healthHandlers,
  homeworkHandlers,
  invitationHandlers,
  lessonHandlers,
  profileHandlers,
  recoveryHandlers,
  registrationHandlers,
  sessionHandlers,
  subjectHandlers,
  telegramHandlers,
  vkHandlers,
};

/* A stateful override of the Telegram domain (linking over several calls), for stories and tests. */
export { telegramLinking, type TelegramLinkingOptions };
/* A stateful override of the VK ID domain (link and unlink over several calls), for stories and tests. */
export { vkLinking, type VkLinkingOptions };

/* What every upload answers as its id. */
export { MOCK_UPLOADED_FILE_ID };
