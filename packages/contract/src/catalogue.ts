/**
 * What a new school starts with: each role's menu and the ЕГЭ subject catalogue. The server seeds
 * an empty database from here and the mocks answer getroles, rolelist and getsubj from here, so a
 * story shows what a user of the real platform sees (packages/server/test/fixtures-parity.test.ts).
 */
import type { RoleShortname } from './constants.ts';
import type { RoleMenuItem, Subject } from './schemas/index.ts';

const SCHEDULE: RoleMenuItem = { title: 'Расписание', to: '/calendar' };
const COURSES: RoleMenuItem = { title: 'Курсы', to: '/courses' };
const PAYMENT: RoleMenuItem = { title: 'Оплата', to: '/cart' };
const TEACHERS: RoleMenuItem = { title: 'Преподаватели', to: '/teachers' };

/** The menu of each role (the left navigation). Students pay for courses; staff see the teachers page instead. */
export const ROLE_MENUS: Readonly<Record<RoleShortname, readonly RoleMenuItem[]>> = {
  OWNER: [SCHEDULE, COURSES, TEACHERS],
  DIRECTOR: [SCHEDULE, COURSES, TEACHERS],
  SENIOR: [SCHEDULE, COURSES, TEACHERS],
  TEACHER: [SCHEDULE, COURSES, TEACHERS],
  TUTOR: [SCHEDULE, COURSES, TEACHERS],
  MANAGER: [SCHEDULE, COURSES, TEACHERS],
  USER: [SCHEDULE, COURSES, PAYMENT],
};

/**
 * ЕГЭ subjects scored on the 100-point scale, with the minimum test scores Rosobrnadzor sets for
 * university admission. Basic mathematics is graded 2-5, not in points, so it is not listed.
 * Staff edit the catalogue afterwards (admin/subjects); this is only its first state.
 */
export const INITIAL_SUBJECTS = [
  { name: 'Русский язык', shortname: 'rus', min: 36, max: 100 },
  { name: 'Математика (профильный уровень)', shortname: 'math', min: 27, max: 100 },
  { name: 'Физика', shortname: 'phys', min: 36, max: 100 },
  { name: 'Химия', shortname: 'chem', min: 36, max: 100 },
  { name: 'Информатика', shortname: 'inf', min: 40, max: 100 },
  { name: 'Биология', shortname: 'bio', min: 36, max: 100 },
  { name: 'История', shortname: 'hist', min: 32, max: 100 },
  { name: 'География', shortname: 'geo', min: 37, max: 100 },
  { name: 'Обществознание', shortname: 'soc', min: 42, max: 100 },
  { name: 'Литература', shortname: 'lit', min: 32, max: 100 },
  { name: 'Английский язык', shortname: 'eng', min: 22, max: 100 },
] as const satisfies readonly Subject[];

export type InitialSubjectShortname = (typeof INITIAL_SUBJECTS)[number]['shortname'];
