import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createAdminUserService, type AdminUserService } from '../../services/admin-users.ts';
import { createAuditService, type AuditService } from '../../services/audit.ts';
import { createAvatarService, type AvatarService } from '../../services/avatars.ts';
import { createCourseService, type CourseService } from '../../services/course-service.ts';
import { createDashboardService, type DashboardService } from '../../services/dashboard.ts';
import { createDatabaseFileStorage, createS3FileStorage } from '../../services/file-storage.ts';
import { createFileService, type FileService } from '../../services/files.ts';
import { createHomeworkService, type HomeworkService } from '../../services/homework-service.ts';
import { createHealthService, type HealthService } from '../../services/health.ts';
import { createInvitationService, type InvitationService } from '../../services/invitations.ts';
import { createLessonService, type LessonService } from '../../services/lesson-service.ts';
import { createProfileService, type ProfileService } from '../../services/profile.ts';
import { createRegistrationService, type RegistrationService } from '../../services/registration.ts';
import { createRecoveryService, type RecoveryService } from '../../services/reset-tickets.ts';
import { createSignInService, type SignInService } from '../../services/sign-in.ts';
import { createSubjectService, type SubjectService } from '../../services/subjects.ts';
import { createTelegramLinkService, type TelegramLinkService } from '../../services/telegram-links.ts';
import { createVkAccountService, type VkAccountService } from '../../services/vk-accounts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthService;
    signIns: SignInService;
    registration: RegistrationService;
    recovery: RecoveryService;
    profile: ProfileService;
    adminUsers: AdminUserService;
    invitations: InvitationService;
    subjects: SubjectService;
    audit: AuditService;
    lessons: LessonService;
    courses: CourseService;
    homework: HomeworkService;
    dashboard: DashboardService;
    avatars: AvatarService;
    files: FileService;
    /** Accounts as VK ID reaches them; null while VKID_APP_ID is unset, as `vkid` is. */
    vkAccounts: VkAccountService | null;
    telegramLinks: TelegramLinkService;
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
    app.decorate('health', createHealthService({ db, log: app.log }));
    app.decorate('signIns', signIns);
    app.decorate(
      'registration',
      createRegistrationService({ db, tokens: app.accessTokens, mailOutbox, publicUrl, jwtSecret }),
    );
    app.decorate('recovery', createRecoveryService({ db, mailOutbox, telegram }));
    app.decorate('profile', createProfileService({ db, roleCatalog, mailOutbox, telegram }));
    app.decorate('adminUsers', createAdminUserService({ db, roleCatalog }));
    app.decorate('invitations', createInvitationService({ db, roleCatalog, mailOutbox, publicUrl }));
    app.decorate('subjects', createSubjectService({ db }));
    app.decorate('audit', createAuditService({ db }));
    app.decorate(
      'lessons',
      createLessonService({
        db,
        publicUrl,
        schoolTz: config.schoolTz,
        jwtSecret,
        mailOutbox,
        telegramOutbox: () => app.telegramOutbox,
      }),
    );
    app.decorate('courses', createCourseService({ db }));
    app.decorate('homework', createHomeworkService({ db }));
    app.decorate('dashboard', createDashboardService({ db }));
    app.decorate('avatars', createAvatarService({ db }));
    /* New uploads go to the bucket when S3_* is set; files stored before in the database still read from there. */
    const inDatabase = createDatabaseFileStorage(db);
    const inBucket = config.s3 ? createS3FileStorage(config.s3) : undefined;
    if (inBucket) app.addHook('onClose', async () => inBucket.close());
    app.decorate(
      'files',
      createFileService({ db, storage: inBucket ?? inDatabase, stores: { db: inDatabase, s3: inBucket } }),
    );
    app.decorate('vkAccounts', app.vkid ? createVkAccountService({ db, vkid: app.vkid, signIns }) : null);
    app.decorate('telegramLinks', createTelegramLinkService({ db, telegram }));
  },
  { name: 'services', dependencies: ['db', 'auth', 'mail-outbox', 'telegram', 'telegram-outbox', 'vkid'] },
);
