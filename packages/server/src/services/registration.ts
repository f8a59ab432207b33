import {
  DEFAULT_ROLES,
  EXPIRED_INVITATION_KEEP_DAYS,
  MESSAGES,
  PRIVACY_POLICY_EDITION,
  SELF_REGISTRATION_TTL_DAYS,
  rules,
  type EndpointParsedBody,
  type EndpointResponse,
  type PendingRegistration,
  type TempUser,
} from '@school/contract';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invitations, tempUsers, users } from '../db/schema/index.ts';
import type { StoredAnket } from '../db/schema/users.ts';
import { httpError } from '../lib/http-error.ts';
import type { Budget } from '../lib/keyed-limit.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { AccessTokens } from '../lib/tokens.ts';
import { queueMail, queueToCompose, type MailOutboxWorker } from './mail-outbox.ts';
import { confirmParentConsent, requestParentConsent } from './parent-consent.ts';
import { checkCode, sendCode } from './registration-codes.ts';
import { startSession, type ClientInfo } from './session.ts';
import { listSubjects } from './subjects.ts';
import { findUserByVkId, isEmailTaken, isUsernameTaken } from './users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/* A self-registration that is never finished frees its login and e-mail after this long. */
export const SELF_REGISTRATION_TTL_MS = SELF_REGISTRATION_TTL_DAYS * DAY_MS;

/** The consent of the registration dialog or VK ID's prompt, recorded with the policy's edition. */
export const consentGivenNow = () => ({ consentAt: new Date(), consentEdition: PRIVACY_POLICY_EDITION });

export type TempUserRow = typeof tempUsers.$inferSelect;

export const toTempUser = (row: TempUserRow): TempUser => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  username: row.username,
  VKId: row.vkId,
  avatar: row.avatar,
  phone: row.phone,
  roles: row.roles as TempUser['roles'],
  emailChecked: row.emailChecked,
  sendOTPAt: row.sendOtpAt,
});

/** The staff view of a pending registration: whether it is an invitation, and until when it holds. */
export const toPendingRegistration = (row: TempUserRow, invitation: boolean): PendingRegistration => ({
  ...toTempUser(row),
  invitation,
  expiresAt: row.expiresAt.toISOString(),
});

/* Rows of temp_users that are not a staff invitation. */
const notInvitation = sql`NOT EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.tempUserId} = ${tempUsers.id})`;

/** Whether the pending registration is a staff invitation (else a self-registration or VK ID's). */
export async function isInvitation(db: Db, tempUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.tempUserId })
    .from(invitations)
    .where(eq(invitations.tempUserId, tempUserId))
    .limit(1);
  return Boolean(row);
}

/**
 * A pending registration that has not expired. An expired self-registration is removed on sight;
 * an expired invitation stays for the staff list (deleteExpiredTempUsers says how long).
 */
export async function findLiveTempUser(db: Db, id: string): Promise<TempUserRow | undefined> {
  const [row] = await db.select().from(tempUsers).where(eq(tempUsers.id, id)).limit(1);
  if (!row) return undefined;
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(tempUsers).where(and(eq(tempUsers.id, id), notInvitation));
    return undefined;
  }
  return row;
}

/**
 * Frees logins and e-mails held by pending registrations whose time ran out. Expired invitations
 * stay listed for staff (marked, removable, renewable) for EXPIRED_INVITATION_KEEP_DAYS, unless a new
 * registration or invitation needs one of their e-mails (`emails`, compared in lower case).
 */
export async function deleteExpiredTempUsers(
  db: Db,
  emails: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const wanted = emails.filter((email): email is string => Boolean(email)).map((email) => email.toLowerCase());
  const keepUntil = new Date(Date.now() - EXPIRED_INVITATION_KEEP_DAYS * DAY_MS);
  await db
    .delete(tempUsers)
    .where(
      and(
        sql`${tempUsers.expiresAt} <= now()`,
        or(
          notInvitation,
          lte(tempUsers.expiresAt, keepUntil),
          wanted.length > 0 ? inArray(sql`lower(${tempUsers.email})`, wanted) : undefined,
        ),
      ),
    );
}

/**
 * The parent to ask, for a self-registration of a student under 14; undefined for one of 14 or
 * older. Refuses an unanswered question, a missing parent and the student's own address.
 */
function parentOf(body: EndpointParsedBody<'register'>, ownEmail: string | null) {
  const ageError = rules.ageAnswer(body.under14);
  if (ageError) throw httpError(400, ageError);
  if (!body.under14) return undefined;
  if (!body.parent) throw httpError(400, MESSAGES.parentRequired);
  const emailError = rules.parentEmail(body.parent.email, ownEmail);
  if (emailError) throw httpError(400, emailError);
  return body.parent;
}

/**
 * Registration (platform.md section 5): a pending registration is made by the dialog, by VK ID or
 * by a staff invitation, its e-mail confirmed with a code, and completed into an account; a
 * student under 14 waits for a parent's confirmation before the first sign-in.
 */
export interface RegistrationService {
  /** Taken by an account or a live pending registration, case-insensitively. */
  isLoginTaken(login: string): Promise<boolean>;
  isEmailTaken(email: string): Promise<boolean>;
  /** The dialog's pending registration (always a student); 409 when the login or e-mail is taken. */
  create(body: EndpointParsedBody<'createUser'>): Promise<string>;
  find(id: string): Promise<TempUser | undefined>;
  /** False when there was no such pending registration. */
  cancel(id: string): Promise<boolean>;
  /** Mails a fresh code (404 unknown registration) and answers when the next send is allowed. */
  sendCode(id: string, sendsPerEmail: Budget): Promise<number>;
  /** Confirms the e-mail with the code (404 unknown registration). */
  checkCode(id: string, code: string, checksPerEmail: Budget): Promise<void>;
  /**
   * Makes the account and consumes the pending registration: signed in at once, or, for a student
   * under 14, once the parent (mailed now) confirms.
   */
  complete(body: EndpointParsedBody<'register'>, client: ClientInfo): Promise<EndpointResponse<'register'>>;
  /** Queues a new link to the parent of the account with `login`, whoever has it (the worker looks). */
  resendParentConsent(login: string): Promise<void>;
  /** Records a parent's confirmation; null for an unknown, used or expired link. */
  confirmParentConsent(token: string, client: ClientInfo): Promise<{ firstName: string } | null>;
}

export interface RegistrationServiceOptions {
  db: Db;
  tokens: AccessTokens;
  mailOutbox: Pick<MailOutboxWorker, 'wake'>;
  publicUrl: string;
  jwtSecret: string;
}

export function createRegistrationService({
  db,
  tokens,
  mailOutbox,
  publicUrl,
  jwtSecret,
}: RegistrationServiceOptions): RegistrationService {
  const notFound = () => httpError(404, MESSAGES.tempUserNotFound);
  const live = async (id: string) => {
    const temp = await findLiveTempUser(db, id);
    if (!temp) throw notFound();
    return temp;
  };

  return {
    isLoginTaken: (login) => isUsernameTaken(db, login),

    isEmailTaken: (email) => isEmailTaken(db, email),

    async create(body) {
      if (await isUsernameTaken(db, body.username)) throw httpError(409, MESSAGES.loginTaken);
      if (await isEmailTaken(db, body.email)) throw httpError(409, MESSAGES.emailTaken);
      await deleteExpiredTempUsers(db, [body.email]);
      const [row] = await db
        .insert(tempUsers)
        .values({
          firstName: body.firstName,
          lastName: body.lastName,
          username: body.username,
          email: body.email,
          passwordHash: await hashPassword(body.password),
          /* Whatever the caller sends, self-registration makes a student. */
          roles: [...DEFAULT_ROLES],
          ...consentGivenNow(),
          expiresAt: new Date(Date.now() + SELF_REGISTRATION_TTL_MS),
        })
        .returning({ id: tempUsers.id });
      return row!.id;
    },

    async find(id) {
      const temp = await findLiveTempUser(db, id);
      return temp && toTempUser(temp);
    },

    async cancel(id) {
      const deleted = await db.delete(tempUsers).where(eq(tempUsers.id, id)).returning({ id: tempUsers.id });
      return deleted.length > 0;
    },

    async sendCode(id, sendsPerEmail) {
      const sendOTPAt = await sendCode({ db, jwtSecret }, await live(id), sendsPerEmail);
      mailOutbox.wake();
      return sendOTPAt;
    },

    async checkCode(id, code, checksPerEmail) {
      await checkCode({ db, jwtSecret }, await live(id), code, checksPerEmail);
    },

    async complete(body, client) {
      const temp = await live(body._id);
      if (!temp.emailChecked && !temp.vkId) throw httpError(400, MESSAGES.emailNotConfirmed);
      const invitation = await isInvitation(db, temp.id);

      /* A self-registration chose its login and password in the dialog; an invited person chooses them now. */
      const username = temp.username ?? body.username;
      if (!username) throw httpError(400, MESSAGES.required);
      let passwordHash = temp.passwordHash;
      /* A person registering through VK ID signs in through VK ID: no password (platform.md section 5). */
      if (!passwordHash && !temp.vkId && body.password !== undefined) passwordHash = await hashPassword(body.password);
      if (!passwordHash && !temp.vkId) throw httpError(400, MESSAGES.requiredFill);

      let anket: StoredAnket | null = null;
      /* A self-registration (dialog or VK ID) answers whether the student is 14 yet; staff are not asked. */
      const parent = invitation ? undefined : parentOf(body, temp.email);
      if (!invitation) {
        if (!body.anket) throw httpError(400, MESSAGES.classRequired);
        const error = rules.anket(body.anket, await listSubjects(db));
        if (error) throw httpError(400, error);
        anket = {
          class: body.anket.class,
          subjects: body.anket.subjects,
          points: body.anket.points.map((entry) => ({
            exam: entry.exam.shortname,
            points: entry.points,
            olympics: entry.olympics,
          })),
        };
      }

      /* A parallel submit of this same registration that already won took the login and consumed the
         registration in one commit: for this request the registration is gone (404), not the login taken. */
      const conflict = async (message: string) =>
        (await findLiveTempUser(db, temp.id)) ? httpError(409, message) : notFound();
      if (await isUsernameTaken(db, username, temp.id)) throw await conflict(MESSAGES.loginTaken);
      if (temp.email && (await isEmailTaken(db, temp.email, temp.id))) throw await conflict(MESSAGES.emailTaken);
      if (temp.vkId && (await findUserByVkId(db, temp.vkId))) throw await conflict(MESSAGES.vkAlreadyLinked);

      const userId = await db.transaction(async (tx) => {
        /* Consume the registration first: of two parallel submits only one finds it. */
        const consumed = await tx.delete(tempUsers).where(eq(tempUsers.id, temp.id)).returning({ id: tempUsers.id });
        if (consumed.length === 0) throw notFound();
        const [created] = await tx
          .insert(users)
          .values({
            username,
            email: temp.email,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: temp.phone ?? (body.phone?.trim() || null),
            avatar: temp.avatar,
            passwordHash,
            signupMethod: passwordHash ? 'password' : 'vk',
            roles: temp.roles.length ? temp.roles : [...DEFAULT_ROLES],
            vkId: temp.vkId,
            anket,
            /* The consent the person gave in the dialog or at VK ID, carried onto the account. */
            consentAt: temp.consentAt,
            consentEdition: temp.consentEdition,
          })
          .returning();
        /* The parent's mail commits with the account: neither exists without the other. */
        if (parent) await queueMail(tx, await requestParentConsent(tx, created!, parent, publicUrl));
        return created!.id;
      });
      if (parent) {
        mailOutbox.wake();
        /* No sign-in until the parent confirms: the wizard says where the mail went. */
        return { parentConsent: { email: parent.email } };
      }
      return startSession(db, tokens, userId, client);
    },

    async resendParentConsent(login) {
      /* The worker finds the account and mails its parent, so the answer is the same for any login. */
      await queueToCompose(db, 'parentConsent', login);
      mailOutbox.wake();
    },

    confirmParentConsent: (token, client) => confirmParentConsent(db, token, client),
  };
}
