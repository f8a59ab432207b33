/**
 * The e-mail code of a pending registration (api.md sendotp and check-otp): one live code, sent at
 * most every OTP_RESEND_AFTER_S and OTP_MAX_SENDS_PER_HOUR times an hour, void after
 * OTP_MAX_ATTEMPTS wrong guesses; stored as an HMAC, never as the code.
 */
import {
  ERROR_CODES,
  MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_AFTER_S,
  OTP_TTL_MS,
} from '@school/contract';
import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { otpCodes, tempUsers } from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';
import type { Budget } from '../lib/keyed-limit.ts';
import { hashCode, randomCode, safeEqual } from '../lib/secrets.ts';
import { codeMail } from '../mail/templates.ts';
import { queueMail } from './mail-outbox.ts';

const HOUR_MS = 60 * 60 * 1000;

type TempUserRow = typeof tempUsers.$inferSelect;

/* The counts of a registration start over when it is cancelled and made again with the same
   e-mail; these of the address do not. */
const emailKey = (email: string) => email.toLowerCase();

export interface CodeOptions {
  db: Db;
  /** Keys the codes' HMAC. */
  jwtSecret: string;
}

/**
 * Sends a fresh code to the registration's e-mail (earlier ones stop working) and answers the
 * time from which the next send is allowed. `sendsPerEmail` is the address's hourly budget.
 */
export async function sendCode(
  { db, jwtSecret }: CodeOptions,
  temp: TempUserRow,
  sendsPerEmail: Budget,
): Promise<number> {
  if (!temp.email) throw httpError(400, MESSAGES.invalidInput);
  const now = Date.now();
  if (temp.sendOtpAt !== null && now < temp.sendOtpAt) throw httpError(429, MESSAGES.otpRateLimited);
  const [previous] = await db.select().from(otpCodes).where(eq(otpCodes.tempUserId, temp.id)).limit(1);
  const windowOpen = previous !== undefined && now - previous.windowStartedAt.getTime() < HOUR_MS;
  if (windowOpen && previous.sendCount >= OTP_MAX_SENDS_PER_HOUR) throw httpError(429, MESSAGES.otpRateLimited);
  const sendOTPAt = now + OTP_RESEND_AFTER_S * 1000;
  /* Claim the send slot atomically: of two parallel sends only one passes. */
  const claimed = await db
    .update(tempUsers)
    .set({ sendOtpAt: sendOTPAt })
    .where(and(eq(tempUsers.id, temp.id), or(isNull(tempUsers.sendOtpAt), lte(tempUsers.sendOtpAt, now))))
    .returning({ id: tempUsers.id });
  if (claimed.length === 0) throw httpError(429, MESSAGES.otpRateLimited);
  /* Taken after the slot, so a send refused for this registration spends nothing of the address. */
  if (!(await sendsPerEmail.take(emailKey(temp.email)))) {
    await db.update(tempUsers).set({ sendOtpAt: temp.sendOtpAt }).where(eq(tempUsers.id, temp.id));
    throw httpError(429, MESSAGES.otpRateLimited);
  }

  const code = randomCode();
  const values = {
    codeHash: hashCode(jwtSecret, temp.id, code),
    expiresAt: new Date(now + OTP_TTL_MS),
    attempts: 0,
    sendCount: windowOpen ? previous.sendCount + 1 : 1,
    windowStartedAt: windowOpen ? previous.windowStartedAt : new Date(now),
  };
  /* The code and its mail commit together; the outbox sends it, retrying while the mail server is down. */
  const mail = { to: temp.email, ...codeMail(temp.firstName, code) };
  await db.transaction(async (tx) => {
    await tx
      .insert(otpCodes)
      .values({ tempUserId: temp.id, ...values })
      .onConflictDoUpdate({ target: otpCodes.tempUserId, set: values });
    await queueMail(tx, mail);
  });
  return sendOTPAt;
}

/**
 * Confirms the registration's e-mail with `code`: 400 for a wrong or expired code (with the tries
 * left), 429 once the code is void or the address's hourly budget (`checksPerEmail`) is spent.
 */
export async function checkCode(
  { db, jwtSecret }: CodeOptions,
  temp: TempUserRow,
  code: string,
  checksPerEmail: Budget,
): Promise<void> {
  if (temp.emailChecked) return;
  const id = temp.id;
  const email = temp.email ? emailKey(temp.email) : undefined;
  /* Refused before the registration's own attempt is taken, so its code is not voided meanwhile. */
  if (email && (await checksPerEmail.spent(email))) throw httpError(429, MESSAGES.tooManyAttempts);
  /* Take one attempt atomically before comparing, so parallel guesses cannot exceed the limit. */
  const [claimed] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.tempUserId, id), isNotNull(otpCodes.codeHash), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning();
  if (!claimed) {
    const [row] = await db.select().from(otpCodes).where(eq(otpCodes.tempUserId, id)).limit(1);
    if (row && row.attempts >= OTP_MAX_ATTEMPTS)
      throw httpError(429, MESSAGES.otpTooManyAttempts, ERROR_CODES.otpLocked);
    throw httpError(400, MESSAGES.otpWrong, ERROR_CODES.otpWrong);
  }
  /* Spent before comparing (right codes too), so parallel guesses across registrations cannot pass the cap. */
  if (email && !(await checksPerEmail.take(email))) throw httpError(429, MESSAGES.tooManyAttempts);
  if (claimed.expiresAt.getTime() <= Date.now()) throw httpError(400, MESSAGES.otpExpired, ERROR_CODES.otpExpired);
  if (!safeEqual(claimed.codeHash!, hashCode(jwtSecret, id, code)))
    /* The count lets the step say how many tries are left, and that the code is void at 0, before the next guess. */
    throw httpError(400, MESSAGES.otpWrong, ERROR_CODES.otpWrong, {
      attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - claimed.attempts),
    });
  await db.update(otpCodes).set({ codeHash: null }).where(eq(otpCodes.tempUserId, id));
  await db.update(tempUsers).set({ emailChecked: true }).where(eq(tempUsers.id, id));
}
