export * from './constants.ts';
export * from './courses.ts';
export * from './homework.ts';
export * from './audit-actions.ts';
export * from './catalogue.ts';
export * from './messages.ts';
/* Field rules only as a namespace (`rules.login`): their short names would clash in a caller's scope. */
export * as rules from './rules.ts';
export * from './policy.ts';
export * from './refusals.ts';
export * from './tickets.ts';
export * from './schemas/index.ts';
export * from './endpoints.ts';
export * from './routes.ts';
/* The server's alone: nothing in the app reads it, so the bundler leaves it out of the browser's files. */
export * from './route-docs.ts';
