import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { User } from '@school/contract';
import type { Db } from '../db/client.ts';
import { subjects, taughtSubjects, tempUsers, users } from '../db/schema/index.ts';
import type { RoleCatalog } from './roles.ts';

export type UserRow = typeof users.$inferSelect;

const lower = (value: string) => value.trim().toLowerCase();

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = lower(login);
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    /* A username that looks like someone else's e-mail must not shadow it: exact username first. */
    .orderBy(sql`lower(${users.username}) = ${key} DESC`)
    .limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${lower(username)}`)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${lower(email)}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account linked to this VK ID user, if any (vk_id is unique). */
export async function findUserByVkId(db: Db, vkId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.vkId, vkId)).limit(1);
  return row;
}

/**
 * Is this login or e-mail taken, case-insensitively, by an account or by a live pending registration
 * (other than `exceptTempId`)? Both must be unique across the two tables.
 */
async function isTaken(db: Db, field: 'username' | 'email', value: string, exceptTempId?: string): Promise<boolean> {
  const key = lower(value);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users[field]}) = ${key}`)
    .limit(1);
  if (user) return true;
  const [temp] = await db
    .select({ id: tempUsers.id })
    .from(tempUsers)
    .where(
      and(
        sql`lower(${tempUsers[field]}) = ${key}`,
        sql`${tempUsers.expiresAt} > now()`,
        exceptTempId ? ne(tempUsers.id, exceptTempId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(temp);
}

/** The columns that show a person on a page (a course's students, the teachers page): name and avatar. */
export const personColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
};

/**
 * The accounts of `usernames` (id, username, roles), in that order; `check` throws for one a caller refuses and is
 * given `undefined` for a name no account has, so each caller says why in its own words.
 */
export async function accountsInOrder(
  db: Db,
  usernames: readonly string[],
  check: (username: string, account: Pick<UserRow, 'id' | 'username' | 'roles'> | undefined) => void,
): Promise<Pick<UserRow, 'id' | 'username' | 'roles'>[]> {
  if (usernames.length === 0) return [];
  const rows = await db
    .select({ id: users.id, username: users.username, roles: users.roles })
    .from(users)
    .where(inArray(users.username, [...usernames]));
  const byName = new Map(rows.map((row) => [row.username, row]));
  return usernames.map((username) => {
    const row = byName.get(username);
    check(username, row);
    return row!;
  });
}

export const isUsernameTaken = (db: Db, username: string, exceptTempId?: string) =>
  isTaken(db, 'username', username, exceptTempId);

export const isEmailTaken = (db: Db, email: string, exceptTempId?: string) => isTaken(db, 'email', email, exceptTempId);

/** A subject a staff member teaches, as the User of api.md names it. */
export interface TaughtSubject {
  shortname: string;
  name: string;
}

/**
 * The subjects the account in `userId` teaches, in their order, as one JSON array: a correlated
 * subquery, so the bearer check reads them in the same round trip as the account (auth.ts).
 */
export const taughtSubjectsJson = (userId: SQL) =>
  sql<
    TaughtSubject[]
  >`coalesce((select json_agg(json_build_object('shortname', s.shortname, 'name', s.name) order by ts.position) from taught_subjects ts join subjects s on s.id = ts.subject_id where ts.user_id = ${userId}), '[]'::json)`;

const taughtFields = { userId: taughtSubjects.userId, shortname: subjects.shortname, name: subjects.name };

/* Profile answers build one User at a time: its subject query is prepared once per database. */
const taughtOfOne = new WeakMap<Db, ReturnType<typeof prepareTaughtOfOne>>();
const prepareTaughtOfOne = (db: Db) =>
  db
    .select(taughtFields)
    .from(taughtSubjects)
    .innerJoin(subjects, eq(subjects.id, taughtSubjects.subjectId))
    .where(eq(taughtSubjects.userId, sql.placeholder('uid')))
    .orderBy(asc(taughtSubjects.position))
    .prepare('taught_subjects_of_user');

/** The User of api.md: role name and menu of the first role, taught subjects in order. */
export function userOf(catalog: RoleCatalog, row: UserRow, taught: readonly TaughtSubject[]): User {
  const main = catalog.get(row.roles[0]);
  return {
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    roles: row.roles as User['roles'],
    roleName: main?.name ?? '',
    subjectsTeach: taught.map((entry) => entry.shortname),
    subjectNames: taught.map((entry) => entry.name),
    VKId: row.vkId,
    telegramID: row.telegramId,
    signupMethod: row.signupMethod === 'vk' ? 'vk' : 'password',
    isBanned: row.isBanned,
    about: row.about,
    showTelegram: row.showTelegram,
    roleList: main?.menu ?? [],
  };
}

/** Builds the Users of `rows`, reading their taught subjects in one query. */
export async function toUsers(db: Db, catalog: RoleCatalog, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  let taught: { userId: string; shortname: string; name: string }[];
  if (rows.length === 1) {
    let prepared = taughtOfOne.get(db);
    if (!prepared) taughtOfOne.set(db, (prepared = prepareTaughtOfOne(db)));
    taught = await prepared.execute({ uid: rows[0]!.id });
  } else {
    taught = await db
      .select(taughtFields)
      .from(taughtSubjects)
      .innerJoin(subjects, eq(subjects.id, taughtSubjects.subjectId))
      .where(
        inArray(
          taughtSubjects.userId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(taughtSubjects.position));
  }
  return rows.map((row) =>
    userOf(
      catalog,
      row,
      taught.filter((entry) => entry.userId === row.id),
    ),
  );
}

export async function toUser(db: Db, catalog: RoleCatalog, row: UserRow): Promise<User> {
  const [user] = await toUsers(db, catalog, [row]);
  return user!;
}
