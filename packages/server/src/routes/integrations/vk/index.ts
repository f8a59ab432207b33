import { DEFAULT_ROLES, ERROR_CODES, MESSAGES } from '@school/contract';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import { tempUsers, users } from '../../../db/schema/index.ts';
import { httpError } from '../../../lib/http-error.ts';
import { deleteExpiredTempUsers } from '../../../services/registration.ts';
import { clientOf } from '../../../services/session.ts';
import { signIn } from '../../../services/sign-in.ts';
import type { VkIdUser } from '../../../services/vkid-client.ts';
import { defineRoute, defineUnavailableRoutes } from '../../define.ts';
import { consentGivenNow, SELF_REGISTRATION_TTL_MS } from '../../registration/index.ts';

const conflict = (message: string) => httpError(409, message, ERROR_CODES.conflict);

/**
 * VK ID sign-in, registration and linking (issue 12). All token work is ours: vk-start keeps the
 * PKCE verifier, exchange-vk-code trades the code for VK's tokens, and every other call asks VK ID's
 * user_info who a token belongs to; ids and names sent by the browser are never believed. Without
 * VKID_APP_ID every call answers 404 "not configured" and nothing calls VK ID.
 */
export async function vkRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const vkid = app.vkid;
  if (!vkid) {
    defineUnavailableRoutes(
      app,
      ['vkStart', 'exchangeVkCode', 'getVkUser', 'createVkUser', 'linkVkId', 'unlinkVk'],
      MESSAGES.vkNotConfigured,
    );
    return;
  }
  /* Anyone may call these, and each writes a row or calls VK ID: bounded per address like login. */
  const limited = { rateLimit: config.rateLimits.login };

  const accountOfVk = async (vkId: string) =>
    (await app.db.select().from(users).where(eq(users.vkId, vkId)).limit(1))[0];

  defineRoute(app, 'vkStart', limited, async (request) => vkid.start(request.body.purpose));

  defineRoute(app, 'exchangeVkCode', limited, async (request) => {
    const { code, device_id: deviceId, state } = request.body;
    return vkid.exchange({ code, deviceId, state });
  });

  defineRoute(app, 'getVkUser', limited, async (request) => {
    const person = await vkid.identify(request.query.access_token);
    const user = await accountOfVk(person.userId);
    if (!user) throw httpError(404, MESSAGES.vkUserNotFound, ERROR_CODES.notFound);
    request.log.info({ userId: user.id }, 'signed in through vk id');
    return signIn(app, user, clientOf(request));
  });

  defineRoute(app, 'createVkUser', limited, async (request) => {
    const person = await vkid.identify(request.body.access_token);
    if (await accountOfVk(person.userId)) throw conflict(MESSAGES.vkAccountExists);
    const email = await emailFor(person);
    await deleteExpiredTempUsers(app.db, [email]);
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
    const [again] = await app.db
      .update(tempUsers)
      .set(values)
      .where(and(eq(tempUsers.vkId, person.userId), gt(tempUsers.expiresAt, new Date())))
      .returning({ id: tempUsers.id });
    if (again) return { tempuserId: again.id };
    const [created] = await app.db
      .insert(tempUsers)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: tempUsers.id });
    if (created) return { tempuserId: created.id };
    /* A parallel request of the same person won the race; anything else holding the login is a real conflict. */
    const [raced] = await app.db
      .select({ id: tempUsers.id })
      .from(tempUsers)
      .where(eq(tempUsers.vkId, person.userId))
      .limit(1);
    if (raced) return { tempuserId: raced.id };
    throw conflict(MESSAGES.loginTaken);
  });

  /**
   * The e-mail VK ID shares, for the pending registration. An account that already has it is the
   * same person, who should sign in and link VK ID instead of making a second account (409); a
   * pending registration holding it keeps it, and this one goes without.
   */
  async function emailFor(person: VkIdUser): Promise<string | null> {
    if (!person.email) return null;
    const key = person.email.toLowerCase();
    const [owner] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${key}`)
      .limit(1);
    if (owner) throw conflict(MESSAGES.vkEmailTaken);
    const [held] = await app.db
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

  defineRoute(app, 'linkVkId', {}, async (request) => {
    const account = request.account;
    /* `id` from the browser is not evidence of anything: the VK id is the one VK ID names for the token. */
    const person = await vkid.identify(request.body.token);
    if (account.vkId === person.userId) return { ok: true as const };
    if (account.vkId) throw conflict(MESSAGES.vkOtherLinked);
    const owner = await accountOfVk(person.userId);
    if (owner && owner.id !== account.id) throw conflict(MESSAGES.vkAlreadyLinked);
    /* The unique index on vk_id settles a race with another account (errors plugin: 409). */
    const [linked] = await app.db
      .update(users)
      .set({ vkId: person.userId, updatedAt: new Date() })
      .where(and(eq(users.id, account.id), isNull(users.vkId)))
      .returning({ id: users.id });
    if (!linked) throw conflict(MESSAGES.vkOtherLinked);
    /* A registration through this VK ID left unfinished could no longer complete: the VK id is taken now. */
    await app.db.delete(tempUsers).where(eq(tempUsers.vkId, person.userId));
    request.log.info({ userId: account.id }, 'vk id linked');
    return { ok: true as const };
  });

  defineRoute(app, 'unlinkVk', {}, async (request) => {
    const account = request.account;
    /* The caller's own VK ID, whatever `vk_id` says; already unlinked is done. */
    if (!account.vkId) return { ok: true as const };
    if (!account.passwordHash) throw httpError(400, MESSAGES.vkUnlinkNeedsPassword, ERROR_CODES.badRequest);
    const [unlinked] = await app.db
      .update(users)
      .set({ vkId: null, updatedAt: new Date() })
      .where(and(eq(users.id, account.id), eq(users.vkId, account.vkId)))
      .returning({ id: users.id });
    if (unlinked) {
      request.log.info({ userId: account.id }, 'vk id unlinked');
      await vkid.endSessionsOf(account.vkId);
    }
    return { ok: true as const };
  });
}
