import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPlatform } from '../support/platform.ts';

export const OWNER = { username: 'e2e-owner', password: 'e2e-owner-password', email: 'owner@e2e.example.ru' };
export const STUDENT = {
  username: 'e2e-student',
  password: 'e2e-student-password',
  email: 'student@e2e.example.ru',
  firstName: 'Ирина',
  lastName: 'Соколова',
};

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

async function call<T>(baseUrl: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/server${route}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The one way a student account comes to exist: registration, the e-mailed code, the questionnaire. */
async function registerStudent(baseUrl: string, dataDir: string) {
  const { id } = await call<{ id: string }>(baseUrl, 'POST', '/auth/create-user', { ...STUDENT, roles: ['USER'] });
  await call(baseUrl, 'POST', '/api/sendotp', { id });
  const outbox = path.join(dataDir, 'outbox');
  let code: string | undefined;
  for (let attempt = 0; attempt < 40 && !code; attempt += 1) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const mail = files.find((file) => file.endsWith('.eml') && file.includes(STUDENT.email));
    if (mail) code = /\b(\d{6})\b/.exec(await readFile(path.join(outbox, mail), 'utf8'))?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!code) throw new Error('No code arrived in the outbox');
  await call(baseUrl, 'POST', '/auth/check-otp', { id, code });
  const subjects = await call<{ name: string; shortname: string; min: number; max: number }[]>(
    baseUrl,
    'GET',
    '/api/getsubj',
  );
  const chosen = subjects.slice(0, 2);
  await call(baseUrl, 'POST', '/auth/register', {
    _id: id,
    firstName: STUDENT.firstName,
    lastName: STUDENT.lastName,
    email: STUDENT.email,
    username: STUDENT.username,
    password: STUDENT.password,
    roles: ['USER'],
    anket: {
      class: 9,
      subjects: chosen.map((subject) => subject.shortname),
      points: chosen.map((subject) => ({ exam: subject, points: 4, olympics: false })),
    },
  });
}

export default async function setup(project: TestProject) {
  const { baseUrl, dataDir, stop } = await startPlatform({
    env: { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, OWNER_EMAIL: OWNER.email },
  });
  try {
    await registerStudent(baseUrl, dataDir);
  } catch (error) {
    await stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  return stop;
}
