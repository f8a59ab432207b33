/**
 * Who may do what (platform.md section 6) as pure functions over role lists: the server's policy,
 * the app's navigation and the mocks all ask these. Why a rule refuses, in Russian, is in
 * `refusals.ts`: the app's shell asks these questions in every visitor's first download, and a module
 * that reads MESSAGES would bring all of them along (issue 16).
 */
import {
  ADMIN_ROLE,
  PRIVILEGED_ROLE_MAX_ID,
  ROLE_IDS,
  STAFF_CREATABLE_ROLES,
  SUBJECT_BADGE_ROLES,
  TEACHER_VIEW_ROLES,
  TEACHING_ROLES,
  type RoleShortname,
} from './constants.ts';

export type Roles = readonly string[] | null | undefined;

const firstRole = (roles: Roles): string | undefined => roles?.[0];

/** Only the first role counts. */
export const mayTeach = (roles: Roles): boolean =>
  (TEACHING_ROLES as readonly string[]).includes(firstRole(roles) ?? '');

/** Subject badges in the profile drawer. */
export const showsSubjectBadges = (roles: Roles): boolean =>
  (SUBJECT_BADGE_ROLES as readonly string[]).includes(firstRole(roles) ?? '');

/** The teacher-management view on the home page: first role SENIOR or OWNER. */
export const showsTeacherView = (roles: Roles): boolean =>
  (TEACHER_VIEW_ROLES as readonly string[]).includes(firstRole(roles) ?? '');

/** The admin area and the 'Управление' drawer entry: SENIOR anywhere in the roles. */
export const canOpenAdmin = (roles: Roles): boolean => roles?.includes(ADMIN_ROLE) ?? false;

/** Taught subjects to store or send: the list only when the first role may teach, else []. */
export const subjectsTeachFor = <T>(roles: Roles, subjects: readonly T[]): T[] =>
  mayTeach(roles) ? [...subjects] : [];

/**
 * A user's privilege: the highest role they hold, that is the lowest role id (unknown roles rank
 * below every known one). The rules that guard privilege compare this, never the first role, so a
 * second role cannot be used to make or edit a peer (hardening issue, finding 1).
 */
export const highestRoleRank = (roles: Roles): number =>
  Math.min(Number.POSITIVE_INFINITY, ...(roles ?? []).map((role) => ROLE_IDS[role as RoleShortname] ?? Infinity));

/** Is the viewer an OWNER by the highest role they hold? */
export const isOwner = (roles: Roles): boolean => highestRoleRank(roles) === ROLE_IDS.OWNER;

/**
 * May the viewer give `role`? Options with id <= 1 (OWNER, DIRECTOR) need an OWNER (platform.md
 * section 6); below that, nobody gives a role at or above their own highest one.
 */
export const canAssignRole = (viewerRoles: Roles, role: RoleShortname): boolean =>
  isOwner(viewerRoles) || (ROLE_IDS[role] > PRIVILEGED_ROLE_MAX_ID && ROLE_IDS[role] > highestRoleRank(viewerRoles));

/** Roles a new staff account may take (admin create dialog and POST /api/newuser). */
export const isStaffCreatableRole = (role: string): boolean =>
  (STAFF_CREATABLE_ROLES as readonly string[]).includes(role);

/**
 * May the viewer invite a staff account with `roles`? Each one among the 3rd to 6th of the role
 * list and below the viewer's highest role: a SENIOR invites TEACHER, TUTOR or MANAGER; OWNER and
 * DIRECTOR also SENIOR.
 */
export const canInvite = (viewerRoles: Roles, roles: readonly string[]): boolean =>
  roles.length > 0 &&
  roles.every((role) => isStaffCreatableRole(role) && canAssignRole(viewerRoles, role as RoleShortname));

// ---------------------------------------------------------------------------
// Lessons (issue 17)
// ---------------------------------------------------------------------------

/** SENIOR and above, by the highest role held: see, plan, edit and delete every lesson. */
export const managesAllLessons = (roles: Roles): boolean => highestRoleRank(roles) <= ROLE_IDS.SENIOR;

/** Who plans lessons: their roles and the short names of the subjects they teach. */
export interface LessonPlanner {
  roles: Roles;
  subjectsTeach: readonly string[];
}

/** May the viewer plan a lesson of `subject` (a short name)? A teacher only their taught subjects. */
export const mayPlanLesson = (viewer: LessonPlanner, subject: string): boolean =>
  managesAllLessons(viewer.roles) || (mayTeach(viewer.roles) && viewer.subjectsTeach.includes(subject));

/** Does the viewer plan lessons at all ('Добавить занятие' on the calendar)? */
export const mayPlanLessons = (viewer: LessonPlanner): boolean =>
  managesAllLessons(viewer.roles) || (mayTeach(viewer.roles) && viewer.subjectsTeach.length > 0);

/** The subjects the add-lesson dialog offers the viewer, in the given order. */
export const plannableSubjects = <T extends { shortname: string }>(
  viewer: LessonPlanner,
  subjects: readonly T[],
): T[] => subjects.filter((subject) => mayPlanLesson(viewer, subject.shortname));

/** A lesson as far as the rules look at it. */
export interface LessonOwnership {
  subject: string;
  teacher: { username: string };
}

/** May the viewer edit or delete `lesson`? Its own teacher, or SENIOR and above. */
export const mayEditLesson = (viewer: { username: string; roles: Roles }, lesson: LessonOwnership): boolean =>
  managesAllLessons(viewer.roles) || viewer.username === lesson.teacher.username;

/** Who looks at the schedule: adds the subjects of their questionnaire to a planner. */
export interface LessonViewer extends LessonPlanner {
  username: string;
  /** Short names of the subjects chosen in the questionnaire (a student's subjects). */
  subjectsLearn: readonly string[];
}

/**
 * Which lessons are on the viewer's schedule and feed: everything for SENIOR and above; otherwise
 * the lessons of `subjects` (those they learn or teach) and, always, the lessons they own (even of
 * a subject no longer taught). The one statement of the rule: `seesLesson` reads it for one lesson,
 * and the server's query (services/lessons.ts `visibleTo`) turns it into SQL.
 */
export type LessonScope = { all: true } | { all: false; subjects: readonly string[] };

export const lessonScope = (viewer: LessonViewer): LessonScope =>
  managesAllLessons(viewer.roles)
    ? { all: true }
    : { all: false, subjects: [...new Set([...viewer.subjectsLearn, ...viewer.subjectsTeach])] };

/** Is `lesson` on the viewer's schedule and feed (`lessonScope`)? */
export const seesLesson = (viewer: LessonViewer, lesson: LessonOwnership): boolean => {
  const scope = lessonScope(viewer);
  return scope.all || scope.subjects.includes(lesson.subject) || viewer.username === lesson.teacher.username;
};
