/** Every request and response shape, one file per domain (README: the domain map). */
export * from './common.ts';
export * from './users.ts';
export * from './session.ts';
export * from './registration.ts';
export * from './recovery.ts';
export * from './profile.ts';
export * from './admin/invitations.ts';
export * from './admin/subjects.ts';
export * from './audit.ts';
export * from './lessons.ts';
export * from './integrations/vk.ts';
export * from './integrations/telegram.ts';
export * from './health.ts';
export * from './config.ts';
export * from './dashboard.ts';
export * from './courses.ts';
export * from './homework.ts';
