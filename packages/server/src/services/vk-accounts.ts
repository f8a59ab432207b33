/**
 * The platform's accounts as VK ID reaches them (issue 12): signing in with a VK ID, a pending
 * registration made from VK ID's profile, and linking and unlinking an account. Who a VK token
 * belongs to is always VK ID's answer (vkid.ts), never an id sent by the browser.
 */
import { DEFAULT_ROLES, ERROR_CODES, MESSAGES } from '@school/contract';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { tempUsers, users } from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';
import { consentGivenNow, deleteExpiredTempUsers, SELF_REGISTRATION_TTL_MS } from './registration.ts';
import type { ClientInfo, IssuedTokens } from './session.ts';
import type { SignInService } from './sign-in.ts';
import type { VkIdService } from './vkid.ts';
import type { VkIdUser } from './vkid-client.ts';
import { findUserByVkId, type UserRow } from './users.ts';

const conflict = (message: string) => httpError(409, message, ERROR_CODES.conflict);

export interface VkAccountService {
  /** Signs in the account linked to the token's VK ID; 404 when none is. */
  signIn(accessToken: string, client: ClientInfo, log: FastifyBaseLogger): Promise<IssuedTokens>;
  /**
   * The pending registration of the token's VK ID person, made or (the same person coming back)
   * brought up to date; 409 when an account has that VK ID or its e-mail already.
   */
  register(accessToken: string): Promise<string>;
  /** Links the token's VK ID to the account; 409 when either is linked elsewhere. */
  link(account: UserRow, accessToken: string, log: FastifyBaseLogger): Promise<void>;
  /** Unlinks the account's own VK ID; 400 for an account that would have no way to sign in. */
  unlink(account: UserRow, log: FastifyBaseLogger): Promise<void>;
}

export interface VkAccountServiceOptions {
  db: Db;
  vkid: VkIdService;
  signIns: Pick<SignInService, 'start'>;
}

export function createVkAccountService({ db, vkid, signIns }: VkAccountServiceOptions): VkAccountService {
  /**
   * The e-mail VK ID shares, for the pending registration. An account that already has it is the
   * same person, who should sign in and link VK ID instead of making a second account (409); a
   * pending registration holding it keeps it, and this one goes without.
   */
  async function emailFor(person: VkIdUser): Promise<string | null> {
    if (!person.email) return null;
    const key = person.email.toLowerCase();
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${key}`)
      .limit(1);
    if (owner) throw conflict(MESSAGES.vkEmailTaken);
    const [held] = await db
      .select({ id: tempUsers.id })
      .from(tempUsers)
      .where(
        and(
          sql`lower(${tempUsers.email}) = ${key}`,
          gt(tempUsers.expiresAt, new Date()),
          or(isNull(tempUsers.vkId), ne(tempUsers.vkId, person.userId)),
        ),
      )
      .limit(1);
    return held ? null : key;
  }

  return {
    async signIn(accessToken, client, log) {
      const person = await vkid.identify(accessToken);
      const user = await findUserByVkId(db, person.userId);
      if (!user) throw httpError(404, MESSAGES.vkUserNotFound, ERROR_CODES.notFound);
      log.info({ userId: user.id }, 'signed in through vk id');
      return signIns.start(user, client);
    },

    async register(accessToken) {
      const person = await vkid.identify(accessToken);
      if (await findUserByVkId(db, person.userId)) throw conflict(MESSAGES.vkAccountExists);
      const email = await emailFor(person);
      await deleteExpiredTempUsers(db, [email]);
      const values = {
        firstName: person.firstName,
        lastName: person.lastName,
        email,
        /* platform.md section 3: the login of a person registered through VK ID is the VK id. */
        username: person.userId,
        vkId: person.userId,
        avatar: person.avatar,
        phone: person.phone,
        roles: [...DEFAULT_ROLES],
        /* The contract refused the call without `consent: true`: the person has just agreed. */
        ...consentGivenNow(),
        expiresAt: new Date(Date.now() + SELF_REGISTRATION_TTL_MS),
      };
      /* The same person coming back (a second click, a reload) gets the registration they started, brought up to date. */
      const [again] = await db
        .update(tempUsers)
        .set(values)
        .where(and(eq(tempUsers.vkId, person.userId), gt(tempUsers.expiresAt, new Date())))
        .returning({ id: tempUsers.id });
      if (again) return again.id;
      const [created] = await db.insert(tempUsers).values(values).onConflictDoNothing().returning({ id: tempUsers.id });
      if (created) return created.id;
      /* A parallel request of the same person won the race; anything else holding the login is a real conflict. */
      const [raced] = await db
        .select({ id: tempUsers.id })
        .from(tempUsers)
        .where(eq(tempUsers.vkId, person.userId))
        .limit(1);
      if (raced) return raced.id;
      throw conflict(MESSAGES.loginTaken);
    },

    async link(account, accessToken, log) {
      const person = await vkid.identify(accessToken);
      if (account.vkId === person.userId) return;
      if (account.vkId) throw conflict(MESSAGES.vkOtherLinked);
      const owner = await findUserByVkId(db, person.userId);
      if (owner && owner.id !== account.id) throw conflict(MESSAGES.vkAlreadyLinked);
      /* The unique index on vk_id settles a race with another account (errors plugin: 409). */
      const [linked] = await db
        .update(users)
        .set({ vkId: person.userId, updatedAt: new Date() })
        .where(and(eq(users.id, account.id), isNull(users.vkId)))
        .returning({ id: users.id });
      if (!linked) throw conflict(MESSAGES.vkOtherLinked);
      /* A registration through this VK ID left unfinished could no longer complete: the VK id is taken now. */
      await db.delete(tempUsers).where(eq(tempUsers.vkId, person.userId));
      log.info({ userId: account.id }, 'vk id linked');
    },

    async unlink(account, log) {
      /* Already unlinked is done. */
      if (!account.vkId) return;
      if (!account.passwordHash) throw httpError(400, MESSAGES.vkUnlinkNeedsPassword, ERROR_CODES.badRequest);
      const [unlinked] = await db
        .update(users)
        .set({ vkId: null, updatedAt: new Date() })
        .where(and(eq(users.id, account.id), eq(users.vkId, account.vkId)))
        .returning({ id: users.id });
      if (unlinked) {
        log.info({ userId: account.id }, 'vk id unlinked');
        await vkid.endSessionsOf(account.vkId);
      }
    },
  };
}
