import { BULK_INVITE_MAX_ROWS, MESSAGES } from '@school/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../../../lib/http-error.ts';
import { defineRoute } from '../../define.ts';

/* 413 before validation: a list over the limit is refused as a whole, whatever its rows hold. */
const refuseLongLists = async (request: FastifyRequest): Promise<void> => {
  const rows = (request.body as { rows?: unknown } | undefined)?.rows;
  if (Array.isArray(rows) && rows.length > BULK_INVITE_MAX_ROWS) throw httpError(413, MESSAGES.bulkTooManyRows);
};

/**
 * Staff-created pending accounts (SENIOR): invite by e-mail, one or a list; list, resend and delete
 * pending registrations, expired ones at once.
 */
export async function adminInvitationRoutes(app: FastifyInstance): Promise<void> {
  const invitations = app.invitations;

  defineRoute(app, 'newUser', {}, async (request) => ({ id: await invitations.invite(request.account, request.body) }));

  defineRoute(app, 'newUserBulk', { guard: refuseLongLists, extraStatuses: [413] }, async (request) => ({
    results: await invitations.inviteMany(request.account, request.body.rows),
  }));

  /* Expired ones too: the page marks them, and the sweep keeps expired invitations a while for it. */
  defineRoute(app, 'getTempUsers', {}, async () => invitations.listPending());

  defineRoute(app, 'resendInvite', {}, async (request) => {
    await invitations.resend(request.account, request.body.id);
    return { ok: true as const };
  });

  defineRoute(app, 'deleteExpiredTemp', {}, async (request) => ({
    deleted: await invitations.removeExpired(request.account),
  }));

  defineRoute(app, 'deleteTemp', {}, async (request) => {
    await invitations.remove(request.account, request.body.id);
    return { ok: true as const };
  });
}
