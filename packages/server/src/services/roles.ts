import { asc } from 'drizzle-orm';
import type { Role } from '@school/contract';
import type { Db } from '../db/client.ts';
import { roles } from '../db/schema/index.ts';

/** The seven roles never change at run time, so they are read once per process. */
export class RoleCatalog {
  private constructor(readonly list: Role[]) {}

  static async load(db: Db): Promise<RoleCatalog> {
    const rows = await db.select().from(roles).orderBy(asc(roles.id));
    return new RoleCatalog(rows as Role[]);
  }

  get(shortname: string | undefined): Role | undefined {
    return this.list.find((role) => role.shortname === shortname);
  }

  find(nameOrShortname: string): Role | undefined {
    const key = nameOrShortname.trim().toLowerCase();
    return this.list.find((role) => role.shortname.toLowerCase() === key || role.name.toLowerCase() === key);
  }
}
