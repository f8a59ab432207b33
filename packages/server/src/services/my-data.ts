import type { MyData } from '@school/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { icsTokens } from '../db/schema/index.ts';
import { parentConsentOf } from './parent-consent.ts';
import type { RoleCatalog } from './roles.ts';
import { listSignIns } from './session.ts';
import type { TaughtSubject, UserRow } from './users.ts';

/**
 * Everything the platform keeps about `account`, for its owner (GET /api/my-data): the profile,
 * the questionnaire, roles, consents, sign-ins and integrations. Built field by field, never by
 * spreading a row, so a hash, a code or a token added to a table later cannot slip into the copy.
 */
export async function exportMyData(
  db: Db,
  catalog: RoleCatalog,
  account: UserRow,
  taught: readonly TaughtSubject[],
): Promise<MyData> {
  const [parent, signIns, [feed]] = await Promise.all([
    parentConsentOf(db, account.id),
    listSignIns(db, account.id, null),
    db.select({ userId: icsTokens.userId }).from(icsTokens).where(eq(icsTokens.userId, account.id)).limit(1),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: account.phone,
      avatar: account.avatar,
      signupMethod: account.signupMethod,
      registeredAt: account.createdAt.toISOString(),
      about: account.about,
      showTelegram: account.showTelegram,
    },
    roles: account.roles.map((shortname) => ({ shortname, name: catalog.get(shortname)?.name ?? shortname })),
    subjectsTeach: taught.map(({ shortname, name }) => ({ shortname, name })),
    questionnaire: account.anket
      ? {
          class: account.anket.class,
          subjects: account.anket.points.map((entry) => ({
            shortname: entry.exam,
            points: entry.points,
            olympics: entry.olympics,
          })),
        }
      : null,
    consents: {
      personalData:
        account.consentAt && account.consentEdition
          ? { givenAt: account.consentAt.toISOString(), policyEdition: account.consentEdition }
          : null,
      parent: parent
        ? {
            name: parent.parentName,
            email: parent.parentEmail,
            requestedAt: parent.createdAt.toISOString(),
            confirmedAt: parent.confirmedAt?.toISOString() ?? null,
          }
        : null,
    },
    integrations: {
      vkId: account.vkId,
      telegramId: account.telegramId,
      telegramUsername: account.telegramId ? account.telegramUsername : null,
    },
    signIns: signIns.map(({ browser, os, ip, createdAt, lastUsedAt }) => ({
      browser,
      os,
      ip,
      signedInAt: createdAt,
      lastUsedAt,
    })),
    calendarFeed: { linkIssued: feed !== undefined },
  };
}
