/**
 * Who sees which lesson is stated once, in the contract (`lessonScope`), and read twice: by
 * `seesLesson` for one lesson (the app and the mocks) and by the server's query (services/lessons.ts
 * `visibleTo`). Here, for every role of the contract's role list, accounts with and without learnt
 * and taught subjects, with a second role above or below, ask GET /api/lessons, and the server's
 * answer must be exactly the lessons `seesLesson` says they see: lessons of a subject, of a subject
 * for some classes only, and of a course (issue 42) that some of them teach or are enrolled in.
 */
import { ROLE_SHORTNAMES, seesLesson, type Lesson, type LessonViewer } from '@school/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, courseTeachers, enrollments, lessons, users } from '../src/db/schema/index.ts';
import { lessonAccount } from './helpers/lessons.ts';
import { call, createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Variant {
  name: string;
  roles: (role: string) => string[];
  taught: string[];
  learnt: string[];
}

/* 'hist' and 'geo' are learnt and taught by nobody: only SENIOR and above, and their owners, see them. */
const variants: Variant[] = [
  { name: 'learning and teaching nothing', roles: (role) => [role], taught: [], learnt: [] },
  { name: 'learning math', roles: (role) => [role], taught: [], learnt: ['math'] },
  { name: 'teaching phys', roles: (role) => [role], taught: ['phys'], learnt: [] },
  { name: 'learning chem, teaching math and bio', roles: (role) => [role], taught: ['math', 'bio'], learnt: ['chem'] },
  { name: 'a USER first, the role second, learning rus', roles: (role) => ['USER', role], taught: [], learnt: ['rus'] },
  { name: 'the role first, USER second, teaching chem', roles: (role) => [role, 'USER'], taught: ['chem'], learnt: [] },
];

async function idOf(username: string): Promise<string> {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('lesson visibility: the server query and the contract predicate agree for every role', () => {
  const viewers: { label: string; token: string; viewer: LessonViewer & { courseIds: string[] } }[] = [];
  const all: {
    id: string;
    subject: string;
    teacher: { username: string };
    courseId: string | null;
    grades: number[];
  }[] = [];

  beforeAll(async () => {
    for (const role of ROLE_SHORTNAMES) {
      for (const variant of variants) {
        const roles = variant.roles(role);
        const account = await lessonAccount(t.app, roles, variant.taught, variant.learnt);
        viewers.push({
          label: `${roles.join('+')} ${variant.name}`,
          token: account.token,
          viewer: {
            username: account.username,
            roles,
            subjectsTeach: variant.taught,
            subjectsLearn: variant.learnt,
            /* signedInWithSubjects writes a questionnaire of class 11 for a learner. */
            grade: variant.learnt.length ? 11 : null,
            courseIds: [],
          },
        });
      }
    }
    const other = await lessonAccount(t.app, ['TEACHER'], ['math']);
    const owners = [
      { username: other.username, subjects: ['rus', 'math', 'phys', 'chem', 'bio', 'inf', 'geo'] },
      /* Every viewer owns a lesson of a subject nobody learns or teaches: seen for owning it alone. */
      ...viewers.map(({ viewer }) => ({ username: viewer.username, subjects: ['hist'] })),
    ];
    let minute = 0;
    for (const owner of owners) {
      const teacherId = await idOf(owner.username);
      const rows = await t.app.db
        .insert(lessons)
        .values(
          owner.subjects.map((subject) => ({
            subject,
            title: `${subject} of ${owner.username}`,
            startsAt: new Date(Date.now() + DAY_MS + (minute += 1) * 60_000),
            durationMin: 45,
            teacherId,
          })),
        )
        .returning({ id: lessons.id, subject: lessons.subject });
      all.push(...rows.map((row) => ({ ...row, teacher: { username: owner.username }, courseId: null, grades: [] })));
    }
    /* A course of math taught by every 'teaching phys' viewer, with every 'learning math' viewer enrolled. */
    const [course] = await t.app.db
      .insert(courses)
      .values({ title: 'Курс', subject: 'math', exam: 'ЕГЭ', status: 'published' })
      .returning({ id: courses.id });
    for (const entry of viewers) {
      const role = entry.label.includes('teaching phys')
        ? 'teacher'
        : entry.label.includes('learning math')
          ? 'student'
          : null;
      if (!role) continue;
      const userId = await idOf(entry.viewer.username);
      if (role === 'teacher') await t.app.db.insert(courseTeachers).values({ courseId: course!.id, userId });
      else await t.app.db.insert(enrollments).values({ courseId: course!.id, userId });
      entry.viewer.courseIds.push(course!.id);
    }
    const otherId = await idOf(other.username);
    const special: { subject: string; courseId: string | null; grades: number[] }[] = [
      { subject: 'math', courseId: course!.id, grades: [] },
      { subject: 'phys', courseId: course!.id, grades: [] },
      { subject: 'math', courseId: null, grades: [11] },
      { subject: 'math', courseId: null, grades: [9, 10] },
      { subject: 'rus', courseId: null, grades: [11] },
      { subject: 'chem', courseId: null, grades: [5] },
    ];
    const rows = await t.app.db
      .insert(lessons)
      .values(
        special.map((lesson) => ({
          ...lesson,
          title: `${lesson.subject} ${lesson.courseId ? 'of the course' : `for ${lesson.grades.join()}`}`,
          startsAt: new Date(Date.now() + DAY_MS + (minute += 1) * 60_000),
          durationMin: 45,
          teacherId: otherId,
        })),
      )
      .returning({ id: lessons.id, subject: lessons.subject, courseId: lessons.courseId, grades: lessons.grades });
    all.push(...rows.map((row) => ({ ...row, teacher: { username: other.username } })));
  });

  it('given the accounts of every role / covers the whole role list', () => {
    expect(new Set(viewers.map(({ viewer }) => viewer.roles?.[0]))).toEqual(new Set(ROLE_SHORTNAMES));
    expect(viewers).toHaveLength(ROLE_SHORTNAMES.length * variants.length);
  });

  it('given each account / GET /api/lessons answers exactly the lessons seesLesson names', async () => {
    const query = { from: new Date().toISOString(), to: new Date(Date.now() + 7 * DAY_MS).toISOString() };
    const disagreements: string[] = [];
    for (const { label, token, viewer } of viewers) {
      const res = await call(t.app, 'GET', '/api/lessons', { token, query });
      expect(res.status, label).toBe(200);
      const answered = new Set((res.body as Lesson[]).map((lesson) => lesson.id));
      for (const lesson of all) {
        const expected = seesLesson(viewer, lesson);
        if (answered.has(lesson.id) !== expected) {
          disagreements.push(`${label}: ${lesson.subject} of ${lesson.teacher.username}, predicate says ${expected}`);
        }
      }
      /* Not a vacuous agreement: every viewer sees its own lesson, and only SENIOR and above see them all. */
      expect(answered.size, label).toBeGreaterThan(0);
    }
    expect(disagreements).toEqual([]);
    const seen = ({ viewer }: (typeof viewers)[number]) => all.filter((lesson) => seesLesson(viewer, lesson)).length;
    expect(seen(viewers[0]!)).toBe(all.length);
    expect(seen(viewers.at(-1)!)).toBeLessThan(all.length);
  });

  it('given a course lesson and lessons for some classes / the rule is not vacuous', () => {
    const byLabel = (label: string) => viewers.find((entry) => entry.label === label)!.viewer;
    const courseLessons = all.filter((lesson) => lesson.courseId !== null);
    const math11 = all.find((lesson) => lesson.grades.join() === '11' && lesson.subject === 'math')!;
    const math9 = all.find((lesson) => lesson.grades.join() === '9,10')!;
    /* Enrolled: the course's lessons; a math teacher not of the course: not its lessons. */
    expect(courseLessons.every((lesson) => seesLesson(byLabel('USER learning math'), lesson))).toBe(true);
    expect(
      courseLessons.some((lesson) => seesLesson(byLabel('TEACHER learning chem, teaching math and bio'), lesson)),
    ).toBe(false);
    expect(courseLessons.every((lesson) => seesLesson(byLabel('TEACHER teaching phys'), lesson))).toBe(true);
    /* Class 11 sees math for 11, not for 9 and 10; a teacher of math sees both. */
    expect(seesLesson(byLabel('USER learning math'), math11)).toBe(true);
    expect(seesLesson(byLabel('USER learning math'), math9)).toBe(false);
    expect(seesLesson(byLabel('TEACHER learning chem, teaching math and bio'), math9)).toBe(true);
  });
});
