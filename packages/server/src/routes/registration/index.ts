import {
  DEFAULT_ROLES,
  ERROR_CODES,
  MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_CHECKS_PER_EMAIL_PER_HOUR,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_AFTER_S,
  OTP_TTL_MS,
  PARENT_CONSENT_MAX_SENDS_PER_HOUR,
  PRIVACY_POLICY_EDITION,
  SELF_REGISTRATION_TTL_DAYS,
  rules,
  type EndpointParsedBody,
} from '@school/contract';
import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { invitations, otpCodes, subjects, tempUsers, users } from '../../db/schema/index.ts';
import type { StoredAnket } from '../../db/schema/users.ts';
import { httpError } from '../../lib/http-error.ts';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashCode, randomCode, safeEqual } from '../../lib/secrets.ts';
import { codeMail } from '../../mail/templates.ts';
import { queueMail, queueToCompose } from '../../services/mail-outbox.ts';
import { confirmParentConsent, requestParentConsent } from '../../services/parent-consent.ts';
import { clientOf, startSession } from '../../services/session.ts';
import { deleteExpiredTempUsers, findLiveTempUser, toTempUser } from '../../services/registration.ts';
import { isEmailTaken, isUsernameTaken } from '../../services/users.ts';
import { defineRoute } from '../define.ts';

const HOUR_MS = 60 * 60 * 1000;
/* A self-registration that is never finished frees its login and e-mail after this long. */
export const SELF_REGISTRATION_TTL_MS = SELF_REGISTRATION_TTL_DAYS * 24 * HOUR_MS;

/** The consent of the registration dialog or VK ID's prompt, recorded with the policy's edition. */
export const consentGivenNow = () => ({ consentAt: new Date(), consentEdition: PRIVACY_POLICY_EDITION });

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

export async function registrationRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const notFound = () => httpError(404, MESSAGES.tempUserNotFound);
  /* The counts of a registration start over when it is cancelled and made again with the same
     e-mail; these of the address do not. */
  const sendsPerEmail = keyedLimit(app, 'code-sends', OTP_MAX_SENDS_PER_HOUR, HOUR_MS);
  const checksPerEmail = keyedLimit(app, 'code-checks', OTP_MAX_CHECKS_PER_EMAIL_PER_HOUR, HOUR_MS);
  const emailKey = (email: string) => email.toLowerCase();
  const resendsPerLogin = keyedLimit(app, 'parent-consent-resends', PARENT_CONSENT_MAX_SENDS_PER_HOUR, HOUR_MS);

  defineRoute(app, 'checkLogin', { rateLimit: config.rateLimits.availability }, async (request) => {
    if (await isUsernameTaken(app.db, request.query.login)) throw httpError(409, MESSAGES.loginTaken);
    return { message: MESSAGES.loginFree };
  });

  defineRoute(app, 'getUserByEmail', { rateLimit: config.rateLimits.availability }, async (request) => {
    if (await isEmailTaken(app.db, request.query.email)) throw httpError(409, MESSAGES.emailTaken);
    return { message: MESSAGES.emailFree };
  });

  defineRoute(
    app,
    'createUser',
    {
      rateLimit: config.rateLimits.availability,
    },
    async (request) => {
      const body = request.body;
      if (await isUsernameTaken(app.db, body.username)) throw httpError(409, MESSAGES.loginTaken);
      if (await isEmailTaken(app.db, body.email)) throw httpError(409, MESSAGES.emailTaken);
      await deleteExpiredTempUsers(app.db, [body.email]);
      const [row] = await app.db
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
      return { id: row!.id };
    },
  );

  defineRoute(app, 'getTempUser', {}, async (request) => {
    const temp = await findLiveTempUser(app.db, request.query.id);
    if (!temp) throw notFound();
    return toTempUser(temp);
  });

  defineRoute(app, 'cancelReg', {}, async (request) => {
    const deleted = await app.db
      .delete(tempUsers)
      .where(eq(tempUsers.id, request.query.id))
      .returning({ id: tempUsers.id });
    if (deleted.length === 0) throw notFound();
    return { ok: true as const };
  });

  defineRoute(app, 'sendOtp', { rateLimit: config.rateLimits.otpSend }, async (request) => {
    const temp = await findLiveTempUser(app.db, request.body.id);
    if (!temp) throw notFound();
    if (!temp.email) throw httpError(400, MESSAGES.invalidInput);
    const now = Date.now();
    if (temp.sendOtpAt !== null && now < temp.sendOtpAt) throw httpError(429, MESSAGES.otpRateLimited);
    const [previous] = await app.db.select().from(otpCodes).where(eq(otpCodes.tempUserId, temp.id)).limit(1);
    const windowOpen = previous !== undefined && now - previous.windowStartedAt.getTime() < HOUR_MS;
    if (windowOpen && previous.sendCount >= OTP_MAX_SENDS_PER_HOUR) throw httpError(429, MESSAGES.otpRateLimited);
    const sendOTPAt = now + OTP_RESEND_AFTER_S * 1000;
    /* Claim the send slot atomically: of two parallel sends only one passes. */
    const claimed = await app.db
      .update(tempUsers)
      .set({ sendOtpAt: sendOTPAt })
      .where(and(eq(tempUsers.id, temp.id), or(isNull(tempUsers.sendOtpAt), lte(tempUsers.sendOtpAt, now))))
      .returning({ id: tempUsers.id });
    if (claimed.length === 0) throw httpError(429, MESSAGES.otpRateLimited);
    /* Taken after the slot, so a send refused for this registration spends nothing of the address. */
    if (!(await sendsPerEmail.take(request, emailKey(temp.email)))) {
      await app.db.update(tempUsers).set({ sendOtpAt: temp.sendOtpAt }).where(eq(tempUsers.id, temp.id));
      throw httpError(429, MESSAGES.otpRateLimited);
    }

    const code = randomCode();
    const values = {
      codeHash: hashCode(config.jwtSecret, temp.id, code),
      expiresAt: new Date(now + OTP_TTL_MS),
      attempts: 0,
      sendCount: windowOpen ? previous.sendCount + 1 : 1,
      windowStartedAt: windowOpen ? previous.windowStartedAt : new Date(now),
    };
    /* The code and its mail commit together; the outbox sends it, retrying while the mail server is down. */
    const mail = { to: temp.email, ...codeMail(temp.firstName, code) };
    await app.db.transaction(async (tx) => {
      await tx
        .insert(otpCodes)
        .values({ tempUserId: temp.id, ...values })
        .onConflictDoUpdate({ target: otpCodes.tempUserId, set: values });
      await queueMail(tx, mail);
    });
    app.mailOutbox.wake();
    return { sendOTPAt };
  });

  defineRoute(
    app,
    'checkOtp',
    {
      rateLimit: config.rateLimits.otpCheck,
    },
    async (request) => {
      const { id, code } = request.body;
      const temp = await findLiveTempUser(app.db, id);
      if (!temp) throw notFound();
      if (temp.emailChecked) return { emailChecked: true as const };
      const email = temp.email ? emailKey(temp.email) : undefined;
      /* Refused before the registration's own attempt is taken, so its code is not voided meanwhile. */
      if (email && (await checksPerEmail.spent(request, email))) throw httpError(429, MESSAGES.tooManyAttempts);
      /* Take one attempt atomically before comparing, so parallel guesses cannot exceed the limit. */
      const [claimed] = await app.db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.tempUserId, id), isNotNull(otpCodes.codeHash), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
        .returning();
      if (!claimed) {
        const [row] = await app.db.select().from(otpCodes).where(eq(otpCodes.tempUserId, id)).limit(1);
        if (row && row.attempts >= OTP_MAX_ATTEMPTS)
          throw httpError(429, MESSAGES.otpTooManyAttempts, ERROR_CODES.otpLocked);
        throw httpError(400, MESSAGES.otpWrong, ERROR_CODES.otpWrong);
      }
      /* Spent before comparing (right codes too), so parallel guesses across registrations cannot pass the cap. */
      if (email && !(await checksPerEmail.take(request, email))) throw httpError(429, MESSAGES.tooManyAttempts);
      if (claimed.expiresAt.getTime() <= Date.now()) throw httpError(400, MESSAGES.otpExpired, ERROR_CODES.otpExpired);
      if (!safeEqual(claimed.codeHash!, hashCode(config.jwtSecret, id, code)))
        /* The count lets the step say how many tries are left, and that the code is void at 0, before the next guess. */
        throw httpError(400, MESSAGES.otpWrong, ERROR_CODES.otpWrong, {
          attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - claimed.attempts),
        });
      await app.db.update(otpCodes).set({ codeHash: null }).where(eq(otpCodes.tempUserId, id));
      await app.db.update(tempUsers).set({ emailChecked: true }).where(eq(tempUsers.id, id));
      return { emailChecked: true as const };
    },
  );

  defineRoute(app, 'register', {}, async (request) => {
    const body = request.body;
    const temp = await findLiveTempUser(app.db, body._id);
    if (!temp) throw notFound();
    if (!temp.emailChecked && !temp.vkId) throw httpError(400, MESSAGES.emailNotConfirmed);
    const [invitation] = await app.db.select().from(invitations).where(eq(invitations.tempUserId, temp.id)).limit(1);

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
      const known = await app.db.select().from(subjects);
      const error = rules.anket(body.anket, known);
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
      (await findLiveTempUser(app.db, temp.id)) ? httpError(409, message) : notFound();
    if (await isUsernameTaken(app.db, username, temp.id)) throw await conflict(MESSAGES.loginTaken);
    if (temp.email && (await isEmailTaken(app.db, temp.email, temp.id))) throw await conflict(MESSAGES.emailTaken);
    if (temp.vkId) {
      const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.vkId, temp.vkId)).limit(1);
      if (owner) throw await conflict(MESSAGES.vkAlreadyLinked);
    }

    const userId = await app.db.transaction(async (tx) => {
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
      if (parent) await queueMail(tx, await requestParentConsent(tx, created!, parent, config.publicUrl));
      return created!.id;
    });
    if (parent) {
      app.mailOutbox.wake();
      /* No sign-in until the parent confirms: the wizard says where the mail went. */
      return { parentConsent: { email: parent.email } };
    }
    return startSession(app.db, app.accessTokens, userId, clientOf(request));
  });

  defineRoute(app, 'parentConsentResend', { rateLimit: config.rateLimits.login }, async (request) => {
    const { login } = request.body;
    /* Per login, whether or not an account has it, so a 429 tells nothing about accounts. */
    if (!(await resendsPerLogin.take(request, login.toLowerCase()))) {
      throw httpError(429, MESSAGES.tooManyAttempts, ERROR_CODES.rateLimited);
    }
    /* The worker finds the account and mails its parent, so the answer is the same for any login. */
    await queueToCompose(app.db, 'parentConsent', login);
    app.mailOutbox.wake();
    return { ok: true as const };
  });

  defineRoute(app, 'parentConsentConfirm', { rateLimit: config.rateLimits.ticket }, async (request) => {
    const confirmed = await confirmParentConsent(app.db, request.body.token, clientOf(request));
    if (!confirmed) throw httpError(404, MESSAGES.parentLinkInvalid, ERROR_CODES.notFound);
    request.log.info('parent consent confirmed');
    return confirmed;
  });
}
