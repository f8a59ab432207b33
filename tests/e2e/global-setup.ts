import type { TestProject } from 'vitest/node';
import { registerStudent, startPlatform } from '../support/platform.ts';

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

export default async function setup(project: TestProject) {
  const { baseUrl, dataDir, stop } = await startPlatform({
    env: { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, OWNER_EMAIL: OWNER.email },
  });
  try {
    await registerStudent(baseUrl, dataDir, STUDENT);
  } catch (error) {
    await stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  return stop;
}
