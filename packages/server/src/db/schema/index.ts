export * from './audit.ts';
export * from './recovery.ts';
export * from './registrations.ts';
export * from './roles.ts';
export * from './sessions.ts';
export * from './subjects.ts';
export * from './throttle.ts';
export * from './users.ts';
