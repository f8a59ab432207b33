/**
 * Courses as their viewers read them (issue 42): the catalogue, a course's page with its outline,
 * and the progress of enrolled students. Who sees what is the contract's course policy
 * (`seesCourse`, `readsCourseContent`, `editsCourse`, `managesCourses`); this file reads the rows
 * those rules look at and applies them, so the rule is stated once.
 */
import {
  COURSE_UPCOMING_LESSONS,
  MESSAGES,
  editsCourse,
  managesCourses,
  readsCourseContent,
  seesCourse,
  type Course,
  type CourseDetail,
  type CourseExam,
  type CourseModule,
  type CourseProgress,
  type CourseStatus,
  type CourseTeacher,
  type CourseViewer,
  type CoursesQuery,
  type MaterialKind,
} from '@school/contract';
import { and, asc, count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  courseModules,
  courses,
  courseTeachers,
  files,
  lessons,
  materials,
  materialViews,
  subjects,
  users,
} from '../db/schema/index.ts';
import { httpError } from '../lib/http-error.ts';
import { courseMembership, type CourseMembership } from './course-membership.ts';
import type { UserRow } from './users.ts';

/** The viewer as the course policy sees them, with the courses they are in. */
export interface CourseCaller {
  account: UserRow;
  membership: CourseMembership;
}

export const courseViewerOf = ({ account, membership }: CourseCaller): CourseViewer => ({
  username: account.username,
  roles: account.roles,
  enrolledCourseIds: membership.enrolled,
});

export const courseCallerOf = async (db: Db, account: UserRow): Promise<CourseCaller> => ({
  account,
  membership: await courseMembership(db, account.id),
});

const courseFields = {
  id: courses.id,
  title: courses.title,
  subject: courses.subject,
  subjectName: subjects.name,
  exam: courses.exam,
  grades: courses.grades,
  description: courses.description,
  priceRub: courses.priceRub,
  status: courses.status,
  version: courses.version,
};

const selectCourses = (db: Db, where: SQL | undefined) =>
  db
    .select(courseFields)
    .from(courses)
    .innerJoin(subjects, eq(subjects.shortname, courses.subject))
    .where(where)
    .orderBy(asc(courses.title), asc(courses.id));

type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

/** The teachers of `courseIds` in the order staff listed them, by course. */
export async function teachersOf(db: Db, courseIds: readonly string[]): Promise<Map<string, CourseTeacher[]>> {
  const byCourse = new Map<string, CourseTeacher[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      courseId: courseTeachers.courseId,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(courseTeachers)
    .innerJoin(users, eq(users.id, courseTeachers.userId))
    .where(inArray(courseTeachers.courseId, [...courseIds]))
    .orderBy(asc(courseTeachers.position), asc(users.username));
  for (const { courseId, ...teacher } of rows) byCourse.get(courseId)?.push(teacher);
  return byCourse;
}

/** How many of each course's materials `userId` opened, of how many. */
export async function progressOf(
  db: Db,
  userId: string,
  courseIds: readonly string[],
): Promise<Map<string, CourseProgress>> {
  const progress = new Map<string, CourseProgress>(courseIds.map((id) => [id, { seen: 0, total: 0 }]));
  if (courseIds.length === 0) return progress;
  const [totals, seen] = await Promise.all([
    db
      .select({ courseId: materials.courseId, value: count() })
      .from(materials)
      .where(inArray(materials.courseId, [...courseIds]))
      .groupBy(materials.courseId),
    db
      .select({ courseId: materialViews.courseId, value: count() })
      .from(materialViews)
      .where(and(eq(materialViews.userId, userId), inArray(materialViews.courseId, [...courseIds])))
      .groupBy(materialViews.courseId),
  ]);
  for (const row of totals) progress.get(row.courseId)!.total = row.value;
  for (const row of seen) progress.get(row.courseId)!.seen = row.value;
  return progress;
}

const access = (row: CourseRow, teachers: readonly CourseTeacher[]) => ({
  id: row.id,
  status: row.status as CourseStatus,
  teachers,
});

function toCourse(
  row: CourseRow,
  teachers: CourseTeacher[],
  enrolled: boolean,
  progress: CourseProgress | undefined,
): Course {
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    subjectName: row.subjectName,
    exam: row.exam as CourseExam,
    grades: row.grades,
    description: row.description,
    priceRub: row.priceRub,
    status: row.status as CourseStatus,
    teachers,
    enrolled,
    version: row.version,
    progress: enrolled ? (progress ?? { seen: 0, total: 0 }) : null,
  };
}

/**
 * GET /api/courses: the courses of `query` the viewer sees (`seesCourse`): published ones for
 * everybody, all for staff, drafts and archived ones too for their teachers, archived ones for
 * their students. A school's catalogue is small: the rule is applied to its rows as they are read.
 */
export async function listCourses(db: Db, caller: CourseCaller, query: CoursesQuery): Promise<Course[]> {
  const rows = await selectCourses(
    db,
    and(
      query.subject === undefined ? undefined : eq(courses.subject, query.subject),
      query.exam === undefined ? undefined : eq(courses.exam, query.exam),
    ),
  );
  const teachers = await teachersOf(
    db,
    rows.map((row) => row.id),
  );
  const viewer = courseViewerOf(caller);
  const visible = rows.filter((row) => seesCourse(viewer, access(row, teachers.get(row.id)!)));
  const enrolled = new Set(caller.membership.enrolled);
  const progress = await progressOf(
    db,
    caller.account.id,
    visible.filter((row) => enrolled.has(row.id)).map((row) => row.id),
  );
  return visible.map((row) => toCourse(row, teachers.get(row.id)!, enrolled.has(row.id), progress.get(row.id)));
}

/** The course by id with its teachers, or 404 when it does not exist or the viewer may not see it. */
export async function visibleCourse(db: Db, caller: CourseCaller, id: string) {
  const [row] = await selectCourses(db, eq(courses.id, id)).limit(1);
  const teachers = row ? (await teachersOf(db, [row.id])).get(row.id)! : [];
  if (!row || !seesCourse(courseViewerOf(caller), access(row, teachers))) {
    throw httpError(404, MESSAGES.courseNotFound);
  }
  return { row, teachers, access: access(row, teachers) };
}

/**
 * The outline of `courseId` in order. Without `reads` a material is its kind and title only;
 * with `seen` (an enrolled student's views) each says whether it was opened.
 */
export async function outlineOf(
  db: Db,
  courseId: string,
  reads: boolean,
  seen: ReadonlySet<string> | null,
): Promise<CourseModule[]> {
  const [modules, rows] = await Promise.all([
    db
      .select({ id: courseModules.id, title: courseModules.title })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position), asc(courseModules.id)),
    db
      .select({
        id: materials.id,
        moduleId: materials.moduleId,
        kind: materials.kind,
        title: materials.title,
        body: materials.body,
        url: materials.url,
        fileId: materials.fileId,
        fileName: files.name,
        fileSize: files.size,
        fileType: files.type,
      })
      .from(materials)
      .leftJoin(files, eq(files.id, materials.fileId))
      .where(eq(materials.courseId, courseId))
      .orderBy(asc(materials.position), asc(materials.id)),
  ]);
  const byModule = new Map<string, CourseModule['materials']>(modules.map((module) => [module.id, []]));
  for (const row of rows) {
    const content = !reads
      ? {}
      : row.kind === 'text'
        ? { body: row.body ?? '' }
        : row.kind === 'file'
          ? row.fileId && row.fileName !== null
            ? {
                fileId: row.fileId,
                file: { id: row.fileId, name: row.fileName, size: row.fileSize!, type: row.fileType! },
              }
            : {}
          : { url: row.url ?? '' };
    byModule.get(row.moduleId)?.push({
      id: row.id,
      kind: row.kind as MaterialKind,
      title: row.title,
      ...content,
      ...(seen ? { seen: seen.has(row.id) } : {}),
    });
  }
  return modules.map((module) => ({ ...module, materials: byModule.get(module.id)! }));
}

/** GET /api/course: the course, its outline (content for those who read it), the viewer's flags and its coming lessons. */
export async function courseDetail(db: Db, caller: CourseCaller, id: string, now = new Date()): Promise<CourseDetail> {
  const { row, teachers, access: course } = await visibleCourse(db, caller, id);
  const viewer = courseViewerOf(caller);
  const enrolled = caller.membership.enrolled.includes(row.id);
  const reads = readsCourseContent(viewer, course);
  const views = enrolled
    ? await db
        .select({ id: materialViews.materialId })
        .from(materialViews)
        .where(and(eq(materialViews.userId, caller.account.id), eq(materialViews.courseId, row.id)))
    : null;
  const seen = views ? new Set(views.map((view) => view.id)) : null;
  const [modules, upcoming] = await Promise.all([
    outlineOf(db, row.id, reads, seen),
    db
      .select({ id: lessons.id, title: lessons.title, startsAt: lessons.startsAt, durationMin: lessons.durationMin })
      .from(lessons)
      .where(and(eq(lessons.courseId, row.id), gte(lessons.startsAt, now)))
      .orderBy(asc(lessons.startsAt), asc(lessons.id))
      .limit(COURSE_UPCOMING_LESSONS),
  ]);
  const total = modules.reduce((sum, module) => sum + module.materials.length, 0);
  return {
    ...toCourse(row, teachers, enrolled, { seen: seen?.size ?? 0, total }),
    modules,
    readsContent: reads,
    editsOutline: editsCourse(viewer, course),
    managesCourse: managesCourses(viewer.roles),
    upcomingLessons: upcoming.map((lesson) => ({ ...lesson, startsAt: lesson.startsAt.toISOString() })),
  };
}
