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
  /** The course it belongs to (issue 42), or null for a lesson of the subject. */
  courseId?: string | null;
  /** A subject's lesson limited to students of these classes; empty or absent: every class. */
  grades?: readonly number[];
}

/** May the viewer edit or delete `lesson`? Its own teacher, or SENIOR and above. */
export const mayEditLesson = (viewer: { username: string; roles: Roles }, lesson: LessonOwnership): boolean =>
  managesAllLessons(viewer.roles) || viewer.username === lesson.teacher.username;

/** Who looks at the schedule: adds the questionnaire and the courses to a planner. */
export interface LessonViewer extends LessonPlanner {
  username: string;
  /** Short names of the subjects chosen in the questionnaire (a student's subjects). */
  subjectsLearn: readonly string[];
  /** The class of the questionnaire, or null. */
  grade: number | null;
  /** The courses the viewer is enrolled in or teaches (issue 42). */
  courseIds: readonly string[];
}

/**
 * Which lessons are on the viewer's schedule and feed: everything for SENIOR and above; otherwise,
 * always the lessons they own (even of a subject no longer taught), the lessons of their courses
 * (enrolled or taught), and of the lessons of no course those of a taught subject, or of a learnt
 * subject when the lesson names no classes or the viewer's class among them. A course's lesson is
 * not every student's of its subject: only its course's. The one statement of the rule:
 * `seesLesson` reads it for one lesson, and the server's query (services/lessons.ts `visibleTo`)
 * turns it into SQL.
 */
export type LessonScope =
  | { all: true }
  | {
      all: false;
      /** Subjects whose lessons of no course are seen whatever their classes. */
      teaches: readonly string[];
      /** Subjects whose lessons of no course are seen when `grade` is among their classes (or they name none). */
      learns: readonly string[];
      grade: number | null;
      courseIds: readonly string[];
    };

export const lessonScope = (viewer: LessonViewer): LessonScope =>
  managesAllLessons(viewer.roles)
    ? { all: true }
    : {
        all: false,
        teaches: [...new Set(viewer.subjectsTeach)],
        learns: [...new Set(viewer.subjectsLearn)],
        grade: viewer.grade,
        courseIds: [...new Set(viewer.courseIds)],
      };

/** Is `lesson` on the viewer's schedule and feed (`lessonScope`)? */
export const seesLesson = (viewer: LessonViewer, lesson: LessonOwnership): boolean => {
  const scope = lessonScope(viewer);
  if (scope.all || viewer.username === lesson.teacher.username) return true;
  if (lesson.courseId) return scope.courseIds.includes(lesson.courseId);
  if (scope.teaches.includes(lesson.subject)) return true;
  const grades = lesson.grades ?? [];
  return (
    scope.learns.includes(lesson.subject) &&
    (grades.length === 0 || (scope.grade !== null && grades.includes(scope.grade)))
  );
};

// ---------------------------------------------------------------------------
// Courses (issue 42)
// ---------------------------------------------------------------------------

/** SENIOR and above, by the highest role held: create courses, set price, status and teachers, enrol students. */
export const managesCourses = (roles: Roles): boolean => managesAllLessons(roles);

/** A course as far as the rules look at it. */
export interface CourseAccess {
  status: 'draft' | 'published' | 'archived';
  teachers: readonly { username: string }[];
}

/** The viewer, with the courses they are enrolled in. */
export interface CourseViewer {
  username: string;
  roles: Roles;
  enrolledCourseIds: readonly string[];
}

/** Does the viewer teach `course`? */
export const teachesCourse = (viewer: { username: string }, course: CourseAccess): boolean =>
  course.teachers.some((teacher) => teacher.username === viewer.username);

/**
 * Does the viewer see `course` at all (catalogue, page, outline)? A published one everybody signed
 * in; a draft or an archived one only staff, its teachers and (archived) its enrolled students.
 */
export const seesCourse = (viewer: CourseViewer, course: CourseAccess & { id: string }): boolean =>
  course.status === 'published' ||
  managesCourses(viewer.roles) ||
  teachesCourse(viewer, course) ||
  (course.status === 'archived' && viewer.enrolledCourseIds.includes(course.id));

/** May the viewer read the materials' content (texts, links, files)? Its students, its teachers, SENIOR and above. */
export const readsCourseContent = (viewer: CourseViewer, course: CourseAccess & { id: string }): boolean =>
  managesCourses(viewer.roles) ||
  teachesCourse(viewer, course) ||
  (course.status !== 'draft' && viewer.enrolledCourseIds.includes(course.id));

/** May the viewer change the description and the outline? Its teachers and SENIOR and above. */
export const editsCourse = (viewer: { username: string; roles: Roles }, course: CourseAccess): boolean =>
  managesCourses(viewer.roles) || teachesCourse(viewer, course);
