import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { INITIAL_SUBJECTS, ROLE_MENUS, ROLES } from '@school/contract';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { roles, subjects, users } from './schema/index.ts';

export interface SeedOwner {
  username: string | undefined;
  password: string | undefined;
  email: string | undefined;
}

export interface SeedResult {
  /** Set only when the OWNER account was created now with a generated password (the start banner shows it). */
  generatedOwner?: { username: string; password: string };
  ownerCreated: boolean;
}

/**
 * Fills an empty database with the contract's catalogue (role menus, ЕГЭ subjects) and the OWNER;
 * every step is skipped when its data already exists.
 */
export async function seed(db: Db, owner: SeedOwner): Promise<SeedResult> {
  await db
    .insert(roles)
    .values(
      ROLES.map((role) => ({
        id: role.id,
        shortname: role.shortname,
        name: role.name,
        menu: [...ROLE_MENUS[role.shortname]],
      })),
    )
    .onConflictDoNothing();

  const [subjectCount] = await db.select({ value: count() }).from(subjects);
  if (!subjectCount?.value) await db.insert(subjects).values([...INITIAL_SUBJECTS]);

  const [ownerCount] = await db
    .select({ value: count() })
    .from(users)
    .where(sql`'OWNER' = ANY(${users.roles})`);
  if (ownerCount?.value) return { ownerCreated: false };

  const generated = owner.password === undefined ? randomBytes(12).toString('base64url') : undefined;
  const username = owner.username ?? 'owner';
  await db.insert(users).values({
    username,
    email: owner.email ?? null,
    firstName: 'Владелец',
    lastName: 'платформы',
    passwordHash: await hashPassword(owner.password ?? generated!),
    /* SENIOR too: the admin area opens for SENIOR only (platform.md section 6). */
    roles: ['OWNER', 'SENIOR'],
  });
  return generated ? { ownerCreated: true, generatedOwner: { username, password: generated } } : { ownerCreated: true };
}
