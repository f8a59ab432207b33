/** Self-registration, staff invitations and the registration wizard. */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, MESSAGES, OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_S, rules } from '@school/contract';
import { MOCK_OTP_CODE, MOCK_PARENT_CONSENT_TOKEN, tempUsers, tokensFor, users } from '../fixtures.ts';
import { fail, findTempUser, handle, isEmailTaken, isLoginTaken, nameCheck, ok, type MockContext } from '../handle.ts';

const tempUserNotFound = () => fail(404, MESSAGES.tempUserNotFound, ERROR_CODES.notFound);

export const registrationHandlers = (ctx: MockContext): HttpHandler[] => {
  /* Wrong codes per pending registration since its last code was sent. */
  const wrongCodes = new Map<string, number>();
  return [
    handle(ctx, 'checkLogin', ({ query }) =>
      nameCheck(isLoginTaken(ctx, query.login), MESSAGES.loginTaken, MESSAGES.loginFree),
    ),

    handle(ctx, 'getUserByEmail', ({ query }) =>
      nameCheck(isEmailTaken(ctx, query.email), MESSAGES.emailTaken, MESSAGES.emailFree),
    ),

    /* Stateless: a new registration is always the `fresh` fixture, so the wizard can load it. */
    handle(ctx, 'createUser', ({ body }) => {
      if (isLoginTaken(ctx, body.username)) return fail(409, MESSAGES.loginTaken, ERROR_CODES.conflict);
      if (isEmailTaken(ctx, body.email)) return fail(409, MESSAGES.emailTaken, ERROR_CODES.conflict);
      return ok('createUser', { id: tempUsers.fresh._id });
    }),

    handle(ctx, 'getTempUser', ({ query }) => {
      const temp = findTempUser(ctx, query.id);
      return temp ? ok('getTempUser', temp) : tempUserNotFound();
    }),

    handle(ctx, 'cancelReg', ({ query }) =>
      findTempUser(ctx, query.id) ? ok('cancelReg', { ok: true }) : tempUserNotFound(),
    ),

    handle(ctx, 'sendOtp', ({ body }) => {
      const temp = findTempUser(ctx, body.id);
      if (!temp) return tempUserNotFound();
      const now = Date.now();
      if (temp.sendOTPAt !== null && temp.sendOTPAt > now)
        return fail(429, MESSAGES.otpRateLimited, ERROR_CODES.rateLimited);
      wrongCodes.delete(body.id);
      return ok('sendOtp', { sendOTPAt: now + OTP_RESEND_AFTER_S * 1000 });
    }),

    /* As the server counts: each wrong code spends a try, the fifth voids the code until a new one is sent. */
    handle(ctx, 'checkOtp', ({ body }) => {
      if (!findTempUser(ctx, body.id)) return tempUserNotFound();
      const spent = wrongCodes.get(body.id) ?? 0;
      if (spent >= OTP_MAX_ATTEMPTS) return fail(429, MESSAGES.otpTooManyAttempts, ERROR_CODES.otpLocked);
      if (body.code !== MOCK_OTP_CODE) {
        wrongCodes.set(body.id, spent + 1);
        return fail(400, MESSAGES.otpWrong, ERROR_CODES.otpWrong, { attemptsLeft: OTP_MAX_ATTEMPTS - spent - 1 });
      }
      return ok('checkOtp', { emailChecked: true });
    }),

    /* Signs in as the `student` fixture, so the page reload after registration shows a signed-in home. */
    handle(ctx, 'register', ({ body }) => {
      const temp = findTempUser(ctx, body._id);
      if (!temp) return tempUserNotFound();
      if (!temp.emailChecked && temp.VKId === null)
        return fail(400, MESSAGES.emailNotConfirmed, ERROR_CODES.badRequest);
      const invitation = temp.username === null;
      if (invitation) {
        if (!body.username) return fail(400, MESSAGES.required, ERROR_CODES.badRequest);
        if (!body.password) return fail(400, MESSAGES.requiredFill, ERROR_CODES.badRequest);
        if (isLoginTaken(ctx, body.username)) return fail(409, MESSAGES.loginTaken, ERROR_CODES.conflict);
      } else {
        if (!body.anket) return fail(400, MESSAGES.classRequired, ERROR_CODES.badRequest);
        const error = rules.anket(body.anket, ctx.db.subjects);
        if (error) return fail(400, error, ERROR_CODES.badRequest);
        const ageError = rules.ageAnswer(body.under14);
        if (ageError) return fail(400, ageError, ERROR_CODES.badRequest);
        if (body.under14) {
          if (!body.parent) return fail(400, MESSAGES.parentRequired, ERROR_CODES.badRequest);
          const parentError = rules.parentEmail(body.parent.email, temp.email);
          if (parentError) return fail(400, parentError, ERROR_CODES.badRequest);
          /* As the server: no sign-in until the parent confirms, only where the mail went. */
          return ok('register', { parentConsent: { email: body.parent.email } });
        }
      }
      return ok('register', tokensFor(users.student));
    }),

    /* The server answers alike whether or not the login waits for a parent. */
    handle(ctx, 'parentConsentResend', () => ok('parentConsentResend', { ok: true })),

    handle(ctx, 'parentConsentConfirm', ({ body }) =>
      body.token === MOCK_PARENT_CONSENT_TOKEN
        ? ok('parentConsentConfirm', { firstName: tempUsers.fresh.firstName })
        : fail(404, MESSAGES.parentLinkInvalid, ERROR_CODES.notFound),
    ),
  ];
};
