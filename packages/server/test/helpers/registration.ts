import type { FastifyInstance } from 'fastify';
import type { MailSink } from '@school/mocks/smtp';
import { codeFrom } from '@school/mocks/testing/mail';
import { call, uniqueName } from './test-app.ts';

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
    consent: true,
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
  const checked = await call(app, 'POST', '/auth/check-otp', { body: { id, code: codeFrom(mail.last(email)) } });
  if (checked.status !== 200) throw new Error(`check-otp failed: ${checked.status} ${JSON.stringify(checked.body)}`);
}

export const subjectEntry = (shortname: string, min: number, max: number, points: number, olympics = false) => ({
  exam: { name: shortname, shortname, min, max },
  points,
  olympics,
});

/** The review step's answer of a student of 14 or older: no parent to ask. */
export const ADULT = { under14: false } as const;

/** A valid questionnaire of an 11th-grader with Russian and profile mathematics. */
export const validAnket = () => ({
  class: 11,
  subjects: ['rus', 'math'],
  points: [subjectEntry('rus', 36, 100, 80, false), subjectEntry('math', 27, 100, 70, true)],
});

export interface ChildRegistration extends SelfRegistration {
  parent: { name: string; email: string };
  /** The link of the parent's mail: PUBLIC_URL/parent-consent?token=... */
  link: URL;
}

/** The link to our site in the last mail to `email` (a parent's confirmation). */
export function parentLinkFrom(mail: MailSink, email: string): URL {
  const text = mail.last(email)?.text ?? '';
  const link = /https?:\/\/\S+\/parent-consent\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no parent's link in the mail to ${email}: ${text}`);
  return new URL(link);
}

/** A student under 14 through the dialog and the wizard, naming a parent: the account waits for the parent. */
export async function registerUnder14(
  t: { app: FastifyInstance; mail: MailSink },
  name = uniqueName('child'),
): Promise<ChildRegistration> {
  const pending = await createPending(t.app, { username: name, email: `${name}@mail.test` });
  await confirmEmail(t.app, t.mail, pending.id, pending.email);
  const parent = { name: 'Ольга Иванова', email: `${name}-parent@mail.test` };
  const res = await call(t.app, 'POST', '/auth/register', {
    body: { _id: pending.id, firstName: 'Анна', lastName: 'Иванова', anket: validAnket(), under14: true, parent },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...pending, parent, link: parentLinkFrom(t.mail, parent.email) };
}
