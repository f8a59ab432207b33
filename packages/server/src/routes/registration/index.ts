import {
  ERROR_CODES,
  MESSAGES,
  OTP_MAX_CHECKS_PER_EMAIL_PER_HOUR,
  OTP_MAX_SENDS_PER_HOUR,
  PARENT_CONSENT_MAX_SENDS_PER_HOUR,
} from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { httpError } from '../../lib/http-error.ts';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { clientOf } from '../../services/session.ts';
import { defineRoute } from '../define.ts';

const HOUR_MS = 60 * 60 * 1000;

export async function registrationRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const registration = app.registration;
  const notFound = () => httpError(404, MESSAGES.tempUserNotFound);
  /* Budgets of an e-mail address, found only once the registration is read: the service spends them. */
  const sendsPerEmail = keyedLimit(app, 'code-sends', OTP_MAX_SENDS_PER_HOUR, HOUR_MS);
  const checksPerEmail = keyedLimit(app, 'code-checks', OTP_MAX_CHECKS_PER_EMAIL_PER_HOUR, HOUR_MS);
  const resendsPerLogin = keyedLimit(app, 'parent-consent-resends', PARENT_CONSENT_MAX_SENDS_PER_HOUR, HOUR_MS);

  defineRoute(app, 'checkLogin', { rateLimit: config.rateLimits.availability }, async (request) => {
    if (await registration.isLoginTaken(request.query.login)) throw httpError(409, MESSAGES.loginTaken);
    return { message: MESSAGES.loginFree };
  });

  defineRoute(app, 'getUserByEmail', { rateLimit: config.rateLimits.availability }, async (request) => {
    if (await registration.isEmailTaken(request.query.email)) throw httpError(409, MESSAGES.emailTaken);
    return { message: MESSAGES.emailFree };
  });

  defineRoute(app, 'createUser', { rateLimit: config.rateLimits.availability }, async (request) => ({
    id: await registration.create(request.body),
  }));

  defineRoute(app, 'getTempUser', {}, async (request) => {
    const temp = await registration.find(request.query.id);
    if (!temp) throw notFound();
    return temp;
  });

  defineRoute(app, 'cancelReg', {}, async (request) => {
    if (!(await registration.cancel(request.query.id))) throw notFound();
    return { ok: true as const };
  });

  defineRoute(app, 'sendOtp', { rateLimit: config.rateLimits.otpSend }, async (request) => ({
    sendOTPAt: await registration.sendCode(request.body.id, sendsPerEmail.of(request)),
  }));

  defineRoute(app, 'checkOtp', { rateLimit: config.rateLimits.otpCheck }, async (request) => {
    await registration.checkCode(request.body.id, request.body.code, checksPerEmail.of(request));
    return { emailChecked: true as const };
  });

  defineRoute(app, 'register', {}, async (request) => registration.complete(request.body, clientOf(request)));

  defineRoute(app, 'parentConsentResend', { rateLimit: config.rateLimits.login }, async (request) => {
    const { login } = request.body;
    /* Per login, whether or not an account has it, so a 429 tells nothing about accounts. */
    if (!(await resendsPerLogin.take(request, login.toLowerCase()))) {
      throw httpError(429, MESSAGES.tooManyAttempts, ERROR_CODES.rateLimited);
    }
    await registration.resendParentConsent(login);
    return { ok: true as const };
  });

  defineRoute(app, 'parentConsentConfirm', { rateLimit: config.rateLimits.ticket }, async (request) => {
    const confirmed = await registration.confirmParentConsent(request.body.token, clientOf(request));
    if (!confirmed) throw httpError(404, MESSAGES.parentLinkInvalid, ERROR_CODES.notFound);
    request.log.info('parent consent confirmed');
    return confirmed;
  });
}
