import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invitations, tempUsers } from '../../src/db/schema/index.ts';
import { call } from './test-app.ts';

let counter = 0;

/** A fresh invitation made by `token` over HTTP; its id and e-mail. */
export async function invite(app: FastifyInstance, token: string, role = 'TEACHER') {
  counter += 1;
  const email = `invite-${Date.now()}-${counter}@school.test`;
  const res = await call(app, 'POST', '/api/newuser', {
    token,
    body: { firstName: 'Олег', lastName: 'Смирнов', email, roles: [role] },
  });
  if (res.status !== 200) throw new Error(`newuser answered ${res.status}`);
  return { id: res.body.id as string, email };
}

/** Moves a pending registration's expiry (and its invitation's) to `expiresAt`, as if time had passed. */
export async function setExpiry(app: FastifyInstance, id: string, expiresAt: Date): Promise<void> {
  await app.db.update(tempUsers).set({ expiresAt }).where(eq(tempUsers.id, id));
  await app.db.update(invitations).set({ expiresAt }).where(eq(invitations.tempUserId, id));
}
