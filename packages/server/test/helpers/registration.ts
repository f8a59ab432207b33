import type { FastifyInstance } from 'fastify';
import type { MailSink } from '@school/mocks/smtp';
import { call, codeFrom, uniqueName } from './test-app.ts';

export interface SelfRegistration {
  id: string;
  username: string;
  email: string;
  password: string;
}

/** The registration dialog: a pending self-registration. */
export async function createPending(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<SelfRegistration> {
  const username = uniqueName('student');
  const body = {
    firstName: 'Анна',
    lastName: 'Иванова',
    username,
    email: `${username}@mail.test`,
    password: 'secret-password',
    roles: ['USER'],
    ...overrides,
  };
  const res = await call(app, 'POST', '/auth/create-user', { body });
  if (res.status !== 200) throw new Error(`create-user failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    id: res.body.id,
    username: body.username as string,
    email: body.email as string,
    password: body.password as string,
  };
}

/** Sends a code and enters it, as step 1 of the wizard does. */
export async function confirmEmail(app: FastifyInstance, mail: MailSink, id: string, email: string): Promise<void> {
  const sent = await call(app, 'POST', '/api/sendotp', { body: { id } });
  if (sent.status !== 200) throw new Error(`sendotp failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const checked = await call(app, 'POST', '/auth/check-otp', { body: { id, code: codeFrom(mail, email) } });
  if (checked.status !== 200) throw new Error(`check-otp failed: ${checked.status} ${JSON.stringify(checked.body)}`);
}

export const subjectEntry = (shortname: string, min: number, max: number, points: number, olympics = false) => ({
  exam: { name: shortname, shortname, min, max },
  points,
  olympics,
});

/** A valid questionnaire of an 11th-grader with Russian and profile mathematics. */
export const validAnket = () => ({
  class: 11,
  subjects: ['rus', 'math'],
  points: [subjectEntry('rus', 36, 100, 80, false), subjectEntry('math', 27, 100, 70, true)],
});
