import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { ROLES, type RoleShortname } from '@school/contract';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { roles, subjects, users, type MenuItem } from './schema/index.ts';

const SCHEDULE: MenuItem = { title: 'Расписание', to: '/calendar' };
const COURSES: MenuItem = { title: 'Курсы', to: '/courses' };
const PAYMENT: MenuItem = { title: 'Оплата', to: '/cart' };
const TEACHERS: MenuItem = { title: 'Преподаватели', to: '/teachers' };

/** Students pay for courses; staff see the teachers page instead. */
export const ROLE_MENUS: Record<RoleShortname, MenuItem[]> = {
  OWNER: [SCHEDULE, COURSES, TEACHERS],
  DIRECTOR: [SCHEDULE, COURSES, TEACHERS],
  SENIOR: [SCHEDULE, COURSES, TEACHERS],
  TEACHER: [SCHEDULE, COURSES, TEACHERS],
  TUTOR: [SCHEDULE, COURSES, TEACHERS],
  MANAGER: [SCHEDULE, COURSES, TEACHERS],
  USER: [SCHEDULE, COURSES, PAYMENT],
};

/**
 * ЕГЭ subjects scored on the 100-point scale, with the minimum test scores Rosobrnadzor sets for
 * university admission. Basic mathematics is graded 2-5, not in points, so it is not listed.
 */
export const EGE_SUBJECTS = [
  { name: 'Русский язык', shortname: 'rus', min: 36, max: 100 },
  { name: 'Математика (профильный уровень)', shortname: 'math', min: 27, max: 100 },
  { name: 'Физика', shortname: 'phys', min: 36, max: 100 },
  { name: 'Химия', shortname: 'chem', min: 36, max: 100 },
  { name: 'Информатика', shortname: 'inf', min: 40, max: 100 },
  { name: 'Биология', shortname: 'bio', min: 36, max: 100 },
  { name: 'История', shortname: 'hist', min: 32, max: 100 },
  { name: 'География', shortname: 'geo', min: 37, max: 100 },
  { name: 'Обществознание', shortname: 'soc', min: 42, max: 100 },
  { name: 'Литература', shortname: 'lit', min: 32, max: 100 },
  { name: 'Английский язык', shortname: 'eng', min: 22, max: 100 },
] as const;

export interface SeedOwner {
  username: string | undefined;
  password: string | undefined;
  email: string | undefined;
}

export interface SeedResult {
  /** Set only when the OWNER account was created now with a generated password. */
  generatedOwnerPassword?: string;
  ownerCreated: boolean;
}

/** Fills an empty database; every step is skipped when its data already exists. */
export async function seed(db: Db, owner: SeedOwner): Promise<SeedResult> {
  await db
    .insert(roles)
    .values(
      ROLES.map((role) => ({
        id: role.id,
        shortname: role.shortname,
        name: role.name,
        menu: ROLE_MENUS[role.shortname],
      })),
    )
    .onConflictDoNothing();

  const [subjectCount] = await db.select({ value: count() }).from(subjects);
  if (!subjectCount?.value) await db.insert(subjects).values([...EGE_SUBJECTS]);

  const [ownerCount] = await db
    .select({ value: count() })
    .from(users)
    .where(sql`'OWNER' = ANY(${users.roles})`);
  if (ownerCount?.value) return { ownerCreated: false };

  const generated = owner.password === undefined ? randomBytes(12).toString('base64url') : undefined;
  await db.insert(users).values({
    username: owner.username ?? 'owner',
    email: owner.email ?? null,
    firstName: 'Владелец',
    lastName: 'платформы',
    passwordHash: await hashPassword(owner.password ?? generated!),
    /* SENIOR too: the admin area opens for SENIOR only (platform.md section 6). */
    roles: ['OWNER', 'SENIOR'],
  });
  return generated ? { ownerCreated: true, generatedOwnerPassword: generated } : { ownerCreated: true };
}
