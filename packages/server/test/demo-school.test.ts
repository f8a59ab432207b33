/*
 * `npm run demo` (issue 42): the demo school loads into an empty database once, its people sign in
 * through the real API with the printed password, and the script never runs on `npm start`'s data.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { rules } from '@school/contract';
import { and, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import {
  assignments,
  courseModules,
  courses,
  enrollments,
  fileBlobs,
  files,
  lessons,
  materials,
  materialViews,
  subjects,
  submissionFiles,
  submissions,
  taughtSubjects,
  users,
} from '../src/db/schema/index.ts';
import { DemoRefusal, loadDemoSchool } from '../src/demo/load.ts';
import { DEMO_PASSWORD } from '../src/demo/people.ts';
import { call, createTestApp, login } from './helpers/test-app.ts';

const TZ = 'Europe/Moscow';
/* A Wednesday: this week runs from Monday 2 March 2026 00:00 in Moscow. */
const NOW = new Date('2026-03-04T09:00:00Z');
const OWNER = { username: 'director', password: DEMO_PASSWORD };
const demoScript = path.resolve(import.meta.dirname, '../../../scripts/demo.mjs');

const dataDir = mkdtempSync(path.join(tmpdir(), 'school-demo-test-'));
let database: Database;

/** Rows of each table the demo fills. */
async function counts() {
  const db = database.db;
  const one = async (query: Promise<{ value: number }[]>) => (await query)[0]!.value;
  return {
    users: await one(db.select({ value: count() }).from(users)),
    subjects: await one(db.select({ value: count() }).from(subjects)),
    courses: await one(db.select({ value: count() }).from(courses)),
    modules: await one(db.select({ value: count() }).from(courseModules)),
    materials: await one(db.select({ value: count() }).from(materials)),
    enrollments: await one(db.select({ value: count() }).from(enrollments)),
    views: await one(db.select({ value: count() }).from(materialViews)),
    files: await one(db.select({ value: count() }).from(files)),
    lessons: await one(db.select({ value: count() }).from(lessons)),
  };
}

const withRole = (role: string) => sql`${role} = ANY(${users.roles})`;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('given a fresh database / when the demo school is loaded', () => {
  let first: Awaited<ReturnType<typeof counts>>;

  beforeAll(async () => {
    expect(await loadDemoSchool(database.db, { owner: OWNER, now: NOW, timeZone: TZ })).toEqual({ loaded: true });
    first = await counts();
  });

  it('has the director as OWNER, a SENIOR, three teachers with subjects and one Telegram shown', async () => {
    const db = database.db;
    const [director] = await db.select().from(users).where(withRole('OWNER'));
    expect(director).toMatchObject({ username: 'director', roles: ['OWNER', 'SENIOR'] });
    expect(
      await db
        .select({ value: count() })
        .from(users)
        .where(eq(users.roles, ['SENIOR'])),
    ).toEqual([{ value: 1 }]);
    const teachers = await db.select().from(users).where(withRole('TEACHER'));
    expect(teachers).toHaveLength(3);
    for (const teacher of teachers) expect(teacher.about).not.toBe('');
    expect(teachers.filter((teacher) => teacher.showTelegram && teacher.telegramUsername)).toHaveLength(1);
    /* The SENIOR teaches too. */
    expect(await db.selectDistinct({ userId: taughtSubjects.userId }).from(taughtSubjects)).toHaveLength(4);
  });

  it('has twenty students of classes 9-11 whose questionnaires pass the registration rule', async () => {
    const known = await database.db.select().from(subjects);
    const students = await database.db.select().from(users).where(withRole('USER'));
    expect(students).toHaveLength(20);
    expect(new Set(students.map((student) => student.anket?.class))).toEqual(new Set([9, 10, 11]));
    for (const { anket, username } of students) {
      expect(anket, username).toBeTruthy();
      const points = anket!.points.map((point) => ({
        exam: known.find((subject) => subject.shortname === point.exam)!,
        points: point.points,
        olympics: point.olympics,
      }));
      expect(rules.anket({ class: anket!.class, subjects: anket!.subjects, points }, known), username).toBeNull();
    }
  });

  it('has four courses, three published and one draft, one paid, each with modules and materials', async () => {
    const rows = await database.db.select().from(courses);
    expect(rows).toHaveLength(4);
    expect(rows.filter((course) => course.status === 'published')).toHaveLength(3);
    expect(rows.filter((course) => course.status === 'draft')).toHaveLength(1);
    expect(rows.filter((course) => course.priceRub > 0)).toHaveLength(1);
    for (const course of rows) {
      const [modules] = await database.db
        .select({ value: count() })
        .from(courseModules)
        .where(eq(courseModules.courseId, course.id));
      const kinds = await database.db
        .selectDistinct({ kind: materials.kind })
        .from(materials)
        .where(eq(materials.courseId, course.id));
      expect(modules!.value, course.title).toBeGreaterThanOrEqual(2);
      expect(
        kinds.map((row) => row.kind),
        course.title,
      ).toContain('text');
    }
    const physics = rows.find((course) => course.title === 'Физика ЕГЭ: механика')!;
    const [kinematics] = await database.db
      .select({ body: materials.body })
      .from(materials)
      .where(and(eq(materials.courseId, physics.id), eq(materials.title, 'Равноускоренное движение')));
    expect(kinematics!.body).toContain('$v = v_0 + at$');
    expect(kinematics!.body).toContain(String.raw`$$s = v_0 t + \frac{at^2}{2}$$`);
    const kinds = await database.db.selectDistinct({ kind: materials.kind }).from(materials);
    expect(kinds.map((row) => row.kind).sort()).toEqual(['file', 'link', 'text', 'video']);
    expect(first.enrollments).toBeGreaterThan(0);
    expect(first.views).toBeGreaterThan(0);
  });

  it('keeps a PDF file material in the database: valid bytes from %PDF to %%EOF, its xref where startxref says', async () => {
    const [file] = await database.db
      .select({ file: files, bytes: fileBlobs.bytes })
      .from(materials)
      .innerJoin(files, eq(files.id, materials.fileId))
      .innerJoin(fileBlobs, eq(fileBlobs.fileId, files.id))
      .where(eq(materials.kind, 'file'));
    expect(file!.file).toMatchObject({ type: 'application/pdf', storage: 'db', size: file!.bytes.length });
    const text = file!.bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = Array.from(text.matchAll(/^(\d{10}) 00000 n $/gm), (match) => Number(match[1]));
    expect(offsets.length).toBeGreaterThan(0);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
  });

  it("plans lessons this week and next on Moscow's clock, some of a course, some of a subject for some classes", async () => {
    const monday = new TZDate(2026, 2, 2, 0, 0, 0, TZ);
    const week = 7 * 24 * 60 * 60 * 1000;
    const inWeek = (from: number) =>
      database.db
        .select({ value: count() })
        .from(lessons)
        .where(and(gte(lessons.startsAt, new Date(from)), lt(lessons.startsAt, new Date(from + week))));
    expect((await inWeek(monday.getTime()))[0]!.value).toBeGreaterThan(0);
    expect((await inWeek(monday.getTime() + week))[0]!.value).toBeGreaterThan(0);
    expect((await inWeek(monday.getTime()))[0]!.value + (await inWeek(monday.getTime() + week))[0]!.value).toBe(
      first.lessons,
    );
    const [ofCourses] = await database.db.select({ value: count() }).from(lessons).where(isNotNull(lessons.courseId));
    const bySubject = await database.db
      .select({ grades: lessons.grades })
      .from(lessons)
      .where(isNull(lessons.courseId));
    expect(ofCourses!.value).toBeGreaterThan(0);
    expect(bySubject.length).toBeGreaterThan(0);
    expect(bySubject.every((lesson) => lesson.grades.length > 0)).toBe(true);
  });

  it('has homework: tasks past and coming, works handed in with photos, checked with marks, one late, some missing', async () => {
    const db = database.db;
    const tasks = await db.select().from(assignments);
    expect(tasks).toHaveLength(4);
    expect(tasks.filter((task) => task.dueAt < NOW)).toHaveLength(2);
    const works = await db.select().from(submissions);
    expect(works).toHaveLength(8);
    const byStatus = (status: string) => works.filter((work) => work.status === status);
    expect(byStatus('checked')).toHaveLength(3);
    expect(byStatus('returned')).toHaveLength(1);
    const dueOf = new Map(tasks.map((task) => [task.id, task.dueAt]));
    expect(works.filter((work) => work.submittedAt > dueOf.get(work.assignmentId)!)).toHaveLength(1);
    const photos = await db
      .select({ fileId: submissionFiles.fileId, type: files.type, bytes: fileBlobs.bytes })
      .from(submissionFiles)
      .innerJoin(files, eq(files.id, submissionFiles.fileId))
      .innerJoin(fileBlobs, eq(fileBlobs.fileId, files.id));
    expect(photos).toHaveLength(4);
    for (const photo of photos) {
      expect(photo.type).toBe('image/webp');
      expect(photo.bytes.subarray(8, 12).toString()).toBe('WEBP');
    }
    const marked = works.filter((work) => work.marks.length > 0);
    expect(marked.length).toBeGreaterThanOrEqual(2);
    for (const work of marked) expect(photos.map((photo) => photo.fileId)).toContain(work.marks[0]!.fileId);
    /* The first task's deadline has passed for two of its six students with nothing handed in. */
    const first = tasks.find((task) => task.title.startsWith('Равноускоренное'))!;
    expect(works.filter((work) => work.assignmentId === first.id)).toHaveLength(4);
  });

  it('given it is loaded again / adds nothing', async () => {
    expect(await loadDemoSchool(database.db, { owner: OWNER, timeZone: TZ })).toEqual({ loaded: false });
    expect(await counts()).toEqual(first);
  });
});

describe('given the demo school on disk / when the server starts on it', () => {
  it('lets a demo student and the director sign in with the printed password through the API', async () => {
    await database.close();
    /* PGlite serves one process: the server opens the folder the loader wrote. */
    const t = await createTestApp({ config: { dataDir, inMemoryDatabase: false, databaseUrl: undefined } });
    try {
      const student = await login(t.app, 'ivanov.artem', DEMO_PASSWORD);
      const me = await call(t.app, 'GET', '/auth/getuser', { token: student.accessToken });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ username: 'ivanov.artem', firstName: 'Артем', lastName: 'Иванов' });
      await login(t.app, 'director', DEMO_PASSWORD);
      /* Both dashboards count real homework from the first start. */
      const teacher = await login(t.app, 'sokolov', DEMO_PASSWORD);
      const forTeacher = await call(t.app, 'GET', '/api/dashboard', { token: teacher.accessToken });
      expect(forTeacher.body.unchecked).toBe(3);
      const forStudent = await call(t.app, 'GET', '/api/dashboard', { token: student.accessToken });
      expect(forStudent.body.unchecked).toBe(1);
      const tasks = await call(t.app, 'GET', '/api/assignments', { token: student.accessToken });
      expect(tasks.body.find((task: { title: string }) => task.title.startsWith('Равноускоренное'))).toMatchObject({
        status: 'checked',
        score: 9,
      });
    } finally {
      await t.close();
      database = await openDatabase({ dataDir });
    }
  });
});

describe('given a database of another school / when the demo is loaded into it', () => {
  it('refuses and adds nothing', async () => {
    const t = await createTestApp();
    try {
      await expect(loadDemoSchool(t.app.db, { owner: OWNER, timeZone: TZ })).rejects.toBeInstanceOf(DemoRefusal);
      expect(await t.app.db.select({ value: count() }).from(courses)).toEqual([{ value: 0 }]);
      expect(await t.app.db.select({ value: count() }).from(users)).toEqual([{ value: 1 }]);
    } finally {
      await t.close();
    }
  });
});

describe('given npm run demo / when its data would be those of npm start', () => {
  /* Run in an empty folder: a refusal that failed would find no app, no server and no data to touch there. */
  const runDemo = (env: Record<string, string>) => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'school-demo-cwd-'));
    try {
      const { DATA_DIR: _d, DATABASE_URL: _u, DEMO_DATA_DIR: _dd, DEMO_DATABASE_URL: _du, ...rest } = process.env;
      return spawnSync(process.execPath, [demoScript], {
        cwd,
        env: { ...rest, ...env },
        encoding: 'utf8',
        timeout: 20_000,
      });
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  };

  it('refuses DEMO_DATA_DIR equal to DATA_DIR, however it is spelt', () => {
    const result = runDemo({ DATA_DIR: '/tmp/school-data', DEMO_DATA_DIR: '/tmp/school-data/./' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm run demo refused: DEMO_DATA_DIR (/tmp/school-data) is the folder of DATA_DIR');
  });

  it("refuses DEMO_DATA_DIR=./data when DATA_DIR is unset (npm start's default)", () => {
    const result = runDemo({ DEMO_DATA_DIR: './data' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is the folder of DATA_DIR');
  });

  it("refuses DEMO_DATABASE_URL equal to npm start's DATABASE_URL", () => {
    const url = 'postgres://school@127.0.0.1:9/school';
    const result = runDemo({ DATABASE_URL: url, DEMO_DATABASE_URL: url });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DEMO_DATABASE_URL is the DATABASE_URL of npm start');
  });
});
