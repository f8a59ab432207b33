/** The list `npm run demo` prints before the server starts: where the demo school is and who signs in. */
import { DEMO_PASSWORD, DEMO_SENIOR, DEMO_STUDENTS, DEMO_TEACHERS } from './people.ts';

export interface DemoLoginsInput {
  /** Loaded by this start (else it was there already, perhaps changed since). */
  loaded: boolean;
  /** The database, as the banner describes it. */
  where: string;
  owner: { username: string; password: string };
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

export function demoLogins({ loaded, where, owner }: DemoLoginsInput): string {
  const row = (role: string, username: string, name: string) => `  ${role.padEnd(10)} ${username.padEnd(18)} ${name}`;
  const lines = [
    '',
    loaded ? `Demo school loaded into ${where}.` : `Demo school found in ${where}: kept as it is.`,
    `Demo logins (password ${DEMO_PASSWORD}${owner.password === DEMO_PASSWORD ? '' : `; the director's: ${owner.password}`}):`,
    row('OWNER', owner.username, 'директор'),
    row('SENIOR', DEMO_SENIOR.username, fullName(DEMO_SENIOR)),
    ...DEMO_TEACHERS.map((teacher) => row('TEACHER', teacher.username, fullName(teacher))),
    ...DEMO_STUDENTS.map((student) => row('USER', student.username, `${fullName(student)}, ${student.class} класс`)),
    ...(loaded ? [] : ['Passwords changed in the demo since it was loaded stay changed.']),
    '',
  ];
  return `${lines.join('\n')}\n`;
}
