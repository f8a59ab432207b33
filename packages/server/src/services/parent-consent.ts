import { PARENT_CONSENT_KEEP_DAYS, PARENT_CONSENT_TTL_DAYS } from '@school/contract';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { parentConsents, users } from '../db/schema/index.ts';
import { randomToken, sha256 } from '../lib/secrets.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { parentConsentMail } from '../mail/templates.ts';
import type { ClientInfo } from './session.ts';
import { findUserByLogin, type UserRow } from './users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/* A second click of 'Отправить письмо еще раз' within this long sends nothing more. */
const RESEND_PAUSE_MS = 60 * 1000;

export type ParentConsentRow = typeof parentConsents.$inferSelect;

/** The parent's confirmation an account still waits for; undefined once confirmed, or for any other account. */
export async function pendingParentConsent(db: Db, userId: string): Promise<ParentConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(parentConsents)
    .where(and(eq(parentConsents.userId, userId), isNull(parentConsents.confirmedAt)))
    .limit(1);
  return row;
}

/** The account's parent and whether they confirmed (the data export), or undefined for anyone else. */
export async function parentConsentOf(db: Db, userId: string): Promise<ParentConsentRow | undefined> {
  const [row] = await db.select().from(parentConsents).where(eq(parentConsents.userId, userId)).limit(1);
  return row;
}

/** A new single-use link: only its SHA-256 is kept, and every earlier link of the account stops working. */
function newLink(publicUrl: string) {
  const token = randomToken();
  return {
    link: `${publicUrl}/parent-consent?token=${token}`,
    values: {
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + PARENT_CONSENT_TTL_DAYS * DAY_MS),
      sentAt: new Date(),
    },
  };
}

const mailTo = (parent: { name: string; email: string }, child: UserRow, link: string, publicUrl: string) => ({
  to: parent.email,
  ...parentConsentMail({
    parentName: parent.name,
    childName: `${child.firstName} ${child.lastName}`.trim(),
    link,
    policyUrl: `${publicUrl}/privacy`,
  }),
});

/**
 * At registration of a student under 14, in its transaction: the parent to ask and the first mail
 * (the caller queues it with the account, so neither exists without the other).
 */
export async function requestParentConsent(
  tx: Db,
  child: UserRow,
  parent: { name: string; email: string },
  publicUrl: string,
): Promise<OutgoingMail> {
  const { link, values } = newLink(publicUrl);
  await tx
    .insert(parentConsents)
    .values({ userId: child.id, parentName: parent.name, parentEmail: parent.email, ...values });
  return mailTo(parent, child, link, publicUrl);
}

/**
 * The mail outbox's composer of a resend asked for by `login` (the account's username or e-mail):
 * a new link to the same parent, unless the account waits for none or one went out a minute ago.
 * Composed by the worker, so the answer to the resend costs the same whatever the login is.
 */
export async function composeParentConsentResend(
  tx: Db,
  login: string,
  publicUrl: string,
): Promise<OutgoingMail | null> {
  const child = await findUserByLogin(tx, login);
  if (!child) return null;
  const pending = await pendingParentConsent(tx, child.id);
  if (!pending || Date.now() - pending.sentAt.getTime() < RESEND_PAUSE_MS) return null;
  const { link, values } = newLink(publicUrl);
  await tx.update(parentConsents).set(values).where(eq(parentConsents.userId, child.id));
  return mailTo({ name: pending.parentName, email: pending.parentEmail }, child, link, publicUrl);
}

/**
 * The parent followed a live link: the confirmation is recorded with its time and where it came
 * from, and the link is spent. Null for an unknown, used or expired link.
 */
export async function confirmParentConsent(
  db: Db,
  token: string,
  client: ClientInfo,
): Promise<{ firstName: string } | null> {
  const [confirmed] = await db
    .update(parentConsents)
    .set({ confirmedAt: new Date(), tokenHash: null, confirmedIp: client.ip, confirmedUserAgent: client.userAgent })
    .where(
      and(
        eq(parentConsents.tokenHash, sha256(token)),
        isNull(parentConsents.confirmedAt),
        gt(parentConsents.expiresAt, new Date()),
      ),
    )
    .returning({ userId: parentConsents.userId });
  if (!confirmed) return null;
  const [child] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, confirmed.userId))
    .limit(1);
  return { firstName: child?.firstName ?? '' };
}

/**
 * Accounts of students under 14 whose parent never confirmed go PARENT_CONSENT_KEEP_DAYS after their
 * registration, with everything of them (the policy says so): without the consent nothing may keep them.
 */
export async function deleteUnconfirmedAccounts(db: Db): Promise<void> {
  const before = new Date(Date.now() - PARENT_CONSENT_KEEP_DAYS * DAY_MS);
  const stale = db
    .select({ userId: parentConsents.userId })
    .from(parentConsents)
    .where(and(isNull(parentConsents.confirmedAt), lt(parentConsents.createdAt, before)));
  await db.delete(users).where(inArray(users.id, stale));
}
