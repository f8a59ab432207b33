import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subjects, taughtSubjects, users } from '../../src/db/schema/index.ts';
import { signedIn } from './test-app.ts';

/**
 * A signed-in account teaching `taught` and learning `learnt` (its questionnaire), by short name:
 * the two things the lesson policy looks at besides the roles.
 */
export async function signedInWithSubjects(
  app: FastifyInstance,
  roles: string[],
  {
    taught = [],
    learnt = [],
    ...overrides
  }: { taught?: string[]; learnt?: string[] } & Parameters<typeof signedIn>[2] = {},
) {
  const user = await signedIn(app, roles, {
    ...(learnt.length ? { anket: { class: 11, subjects: learnt, points: [] } } : {}),
    ...overrides,
  });
  if (taught.length) {
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, user.username));
    const rows = await app.db.select().from(subjects).where(inArray(subjects.shortname, taught));
    /* The bearer check reads taught subjects with the account, so the token above sees them. */
    await app.db
      .insert(taughtSubjects)
      .values(rows.map((subject, position) => ({ userId: row!.id, subjectId: subject.id, position })));
  }
  return user;
}

/** A signed-in account by roles, taught and learnt subjects; a learner is named Иван Петров, as the feed and lists show. */
export const lessonAccount = (app: FastifyInstance, roles: string[], taught: string[] = [], learnt: string[] = []) =>
  signedInWithSubjects(app, roles, {
    taught,
    learnt,
    ...(learnt.length ? { firstName: 'Иван', lastName: 'Петров' } : {}),
  });
