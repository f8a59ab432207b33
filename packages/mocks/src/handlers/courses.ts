/**
 * Courses, their outline and enrolments, material marks and the teachers page (issue 42), by the
 * contract's course policy: a draft is 404 to whoever may not see it, the content of materials only
 * reaches those who may read it, an update on a stale version is 409.
 */
import type { HttpHandler } from 'msw';
import {
  COURSE_SETTINGS_FIELDS,
  COURSE_UPCOMING_LESSONS,
  editsCourse,
  ERROR_CODES,
  managesCourses,
  mayTeach,
  MESSAGES,
  readsCourseContent,
  seesCourse,
  teachesCourse,
  type Course,
  type CourseDetail,
  type CourseViewer,
  type Material,
  type TeacherCard,
  type User,
} from '@school/contract';
import type { MockCourse } from '../course-fixtures.ts';
import { fail, findSubject, findUser, handle, ok, type MockContext } from '../handle.ts';

export const viewerOf = (ctx: MockContext, user: User): CourseViewer => ({
  username: user.username,
  roles: user.roles,
  enrolledCourseIds: Object.entries(ctx.db.enrolments)
    .filter(([, usernames]) => usernames.includes(user.username))
    .map(([courseId]) => courseId),
});

const isEnrolled = (ctx: MockContext, user: User, course: MockCourse) =>
  (ctx.db.enrolments[course.id] ?? []).includes(user.username);

const materialsOf = (course: MockCourse): Material[] => course.modules.flatMap((module) => module.materials);

const progressOf = (ctx: MockContext, username: string, course: MockCourse) => {
  const seen = new Set(ctx.db.materialViews[username] ?? []);
  const materials = materialsOf(course);
  return { seen: materials.filter((material) => seen.has(material.id)).length, total: materials.length };
};

/** The course as the catalogue lists it to `user`: without the outline, with their enrolment and progress. */
const listed = (ctx: MockContext, user: User, course: MockCourse): Course => {
  const { modules: _modules, lessons: _lessons, ...fields } = course;
  const enrolled = isEnrolled(ctx, user, course);
  return { ...fields, enrolled, progress: enrolled ? progressOf(ctx, user.username, course) : null };
};

/** Only the kind and the title of a material reach those who may not read the course (the outline). */
const outlineOnly = ({ id, kind, title }: Material): Material => ({ id, kind, title });

const detailed = (ctx: MockContext, user: User, course: MockCourse): CourseDetail => {
  const viewer = viewerOf(ctx, user);
  const readsContent = readsCourseContent(viewer, course);
  const enrolled = isEnrolled(ctx, user, course);
  const seen = new Set(ctx.db.materialViews[user.username] ?? []);
  return {
    ...listed(ctx, user, course),
    modules: course.modules.map((module) => ({
      ...module,
      materials: module.materials.map((material) => {
        const shown = readsContent ? material : outlineOnly(material);
        return enrolled ? { ...shown, seen: seen.has(material.id) } : shown;
      }),
    })),
    readsContent,
    editsOutline: editsCourse(user, course),
    managesCourse: managesCourses(user.roles),
    upcomingLessons: course.lessons.slice(0, COURSE_UPCOMING_LESSONS),
  };
};

/** The course `id` if `user` may see it: an unseen draft answers as an unknown id does. */
export const visibleCourse = (ctx: MockContext, user: User, id: string): MockCourse | undefined => {
  const course = ctx.db.courses.find((candidate) => candidate.id === id);
  return course && seesCourse(viewerOf(ctx, user), course) ? course : undefined;
};

const courseNotFound = () => fail(404, MESSAGES.courseNotFound, ERROR_CODES.notFound);

/** The first refusal of a teacher list, as the server gives it: unknown, then not a teaching account. */
const teacherRefusal = (ctx: MockContext, usernames: readonly string[]) => {
  for (const username of usernames) {
    const user = findUser(ctx, username);
    if (!user) return MESSAGES.courseTeacherUnknown;
    if (!mayTeach(user.roles)) return MESSAGES.courseTeacherNotTeaching;
  }
  return null;
};

/** Staff (any role but a student's) see every teacher on /teachers. */
const isStaff = (user: User) => (user.roles[0] ?? 'USER') !== 'USER';

export const courseHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'courses', ({ query, viewer }) => {
    const who = viewerOf(ctx, viewer);
    const found = ctx.db.courses.filter(
      (course) =>
        seesCourse(who, course) &&
        (query.subject === undefined || course.subject === query.subject) &&
        (query.exam === undefined || course.exam === query.exam),
    );
    return ok(
      'courses',
      found.map((course) => listed(ctx, viewer, course)),
    );
  }),

  handle(ctx, 'course', ({ query, viewer }) => {
    const course = visibleCourse(ctx, viewer, query.id);
    return course ? ok('course', detailed(ctx, viewer, course)) : courseNotFound();
  }),

  /* The mocks keep no state: the answer names the course that would be made. */
  handle(ctx, 'createCourse', ({ body }) => {
    if (!findSubject(ctx, body.subject)) return fail(400, MESSAGES.subjectUnknown, ERROR_CODES.badRequest);
    const refusal = teacherRefusal(ctx, body.teachers);
    if (refusal) return fail(400, refusal, ERROR_CODES.badRequest);
    return ok('createCourse', { id: 'course-new' });
  }),

  handle(ctx, 'updateCourse', ({ body, viewer }) => {
    const course = visibleCourse(ctx, viewer, body.id);
    if (!course) return courseNotFound();
    if (!editsCourse(viewer, course)) return fail(403, MESSAGES.courseEditForbidden, ERROR_CODES.forbidden);
    if (!managesCourses(viewer.roles) && COURSE_SETTINGS_FIELDS.some((field) => body[field] !== undefined)) {
      return fail(403, MESSAGES.courseManageForbidden, ERROR_CODES.forbidden);
    }
    if (body.version !== course.version) {
      return fail(409, MESSAGES.courseVersionConflict, ERROR_CODES.conflict);
    }
    if (body.subject !== undefined && !findSubject(ctx, body.subject)) {
      return fail(400, MESSAGES.subjectUnknown, ERROR_CODES.badRequest);
    }
    const refusal = body.teachers && teacherRefusal(ctx, body.teachers);
    if (refusal) return fail(400, refusal, ERROR_CODES.badRequest);
    if (body.modules) {
      const moduleIds = new Set(course.modules.map((module) => module.id));
      const materialIds = new Set(materialsOf(course).map((material) => material.id));
      const fileIds = new Set(ctx.db.files.map((file) => file.id));
      for (const module of body.modules) {
        if (module.id !== undefined && !moduleIds.has(module.id)) {
          return fail(400, MESSAGES.materialUnknown, ERROR_CODES.badRequest);
        }
        for (const material of module.materials) {
          if (material.id !== undefined && !materialIds.has(material.id)) {
            return fail(400, MESSAGES.materialUnknown, ERROR_CODES.badRequest);
          }
          if (material.fileId !== undefined && !fileIds.has(material.fileId)) {
            return fail(400, MESSAGES.materialFileUnknown, ERROR_CODES.badRequest);
          }
        }
      }
    }
    return ok('updateCourse', { version: course.version + 1 });
  }),

  handle(ctx, 'enroll', ({ body, viewer }) => {
    const course = visibleCourse(ctx, viewer, body.courseId);
    if (!course) return courseNotFound();
    const already = new Set(ctx.db.enrolments[course.id] ?? []);
    const named = new Set<string>();
    for (const username of body.usernames) {
      const user = findUser(ctx, username);
      if (!user) return fail(400, MESSAGES.enrollUnknownUser(username), ERROR_CODES.badRequest);
      if (isStaff(user)) return fail(400, MESSAGES.enrollNotStudent(username), ERROR_CODES.badRequest);
      named.add(user.username);
    }
    const { cohort } = body;
    if (cohort) {
      for (const user of ctx.db.users) {
        if (
          !isStaff(user) &&
          ctx.db.studentGrades[user.username] === cohort.grade &&
          (ctx.db.learntSubjects[user.username] ?? []).includes(cohort.subject)
        ) {
          named.add(user.username);
        }
      }
    }
    return ok('enroll', { enrolled: [...named].filter((username) => !already.has(username)).length });
  }),

  handle(ctx, 'unenroll', ({ body, viewer }) => {
    const course = visibleCourse(ctx, viewer, body.courseId);
    if (!course) return courseNotFound();
    const enrolled = ctx.db.enrolments[course.id] ?? [];
    for (const username of body.usernames) {
      if (!findUser(ctx, username)) return fail(400, MESSAGES.enrollUnknownUser(username), ERROR_CODES.badRequest);
    }
    const removed = new Set(body.usernames.map((username) => findUser(ctx, username)?.username));
    return ok('unenroll', { removed: enrolled.filter((username) => removed.has(username)).length });
  }),

  /* Its teachers and SENIOR and above: the students with their progress, by last name. */
  handle(ctx, 'courseStudents', ({ query, viewer }) => {
    const course = visibleCourse(ctx, viewer, query.id);
    if (!course) return courseNotFound();
    if (!editsCourse(viewer, course)) return fail(403, MESSAGES.forbidden, ERROR_CODES.forbidden);
    const students = (ctx.db.enrolments[course.id] ?? []).flatMap((username) => findUser(ctx, username) ?? []);
    return ok(
      'courseStudents',
      students
        .map((student) => ({
          username: student.username,
          firstName: student.firstName,
          lastName: student.lastName,
          avatar: student.avatar,
          grade: ctx.db.studentGrades[student.username] ?? null,
          progress: progressOf(ctx, student.username, course),
        }))
        .sort((a, b) => a.lastName.localeCompare(b.lastName, 'ru')),
    );
  }),

  /* The mocks keep no state: the mark is accepted and forgotten. */
  handle(ctx, 'materialSeen', ({ body, viewer }) => {
    const course = visibleCourse(ctx, viewer, body.courseId);
    if (!course) return courseNotFound();
    if (!materialsOf(course).some((material) => material.id === body.materialId)) {
      return fail(404, MESSAGES.materialUnknown, ERROR_CODES.notFound);
    }
    if (!isEnrolled(ctx, viewer, course)) return fail(403, MESSAGES.materialSeenForbidden, ERROR_CODES.forbidden);
    return ok('materialSeen', { ok: true });
  }),

  /* A student's courses' teachers; staff see every teaching account that teaches a subject or a course. */
  handle(ctx, 'teachers', ({ viewer }) => {
    const who = viewerOf(ctx, viewer);
    const visible = ctx.db.courses.filter((course) => seesCourse(who, course));
    const ofViewer = isStaff(viewer) ? visible : visible.filter((course) => who.enrolledCourseIds.includes(course.id));
    const teachers = ctx.db.users.filter(
      (user) =>
        mayTeach(user.roles) &&
        !user.isBanned &&
        (isStaff(viewer)
          ? user.subjectsTeach.length > 0 || ofViewer.some((course) => teachesCourse(user, course))
          : ofViewer.some((course) => teachesCourse(user, course))),
    );
    const cards: TeacherCard[] = teachers
      .map((user) => ({
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        avatar: user.avatar,
        subjects: user.subjectNames,
        courses: ofViewer
          .filter((course) => teachesCourse(user, course))
          .map((course) => ({ id: course.id, title: course.title })),
        about: user.about,
        telegram: (user.showTelegram && ctx.db.telegramUsernames[user.username]) || null,
      }))
      .sort((a, b) => a.lastName.localeCompare(b.lastName, 'ru'));
    return ok('teachers', cards);
  }),
];
