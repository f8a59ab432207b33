/**
 * Courses (issue 42) over HTTP: who sees and edits what, by role (a student not enrolled, an
 * enrolled one, the course's teacher, another teacher, SENIOR, OWNER, a banned account); enrolment
 * by login and by cohort; the version check of two concurrent editors; the outline replaced with its
 * ids kept; material marks and progress; Markdown stored as written.
 */
import { COURSE_UPCOMING_LESSONS, ERROR_CODES, MESSAGES, type CourseDetail } from '@school/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, users } from '../src/db/schema/index.ts';
import { signedInWithSubjects } from './helpers/lessons.ts';
import { OWNER, call, createTestApp, login, tokenCalls, type SignedIn, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let senior: SignedIn;
let owner: string;
let teacher: SignedIn;
let otherTeacher: SignedIn;
let student: SignedIn;
let outsider: SignedIn;
let banned: SignedIn;
/* Class 10 learning math: the cohort of these tests. */
const anket = (grade: number, subjects: string[]) => ({ anket: { class: grade, subjects, points: [] } });

beforeAll(async () => {
  t = await createTestApp();
  owner = (await login(t.app, OWNER.username, OWNER.password)).accessToken;
  senior = await signedInWithSubjects(t.app, ['SENIOR']);
  teacher = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['math'] });
  otherTeacher = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['math'] });
  student = await signedInWithSubjects(t.app, ['USER'], anket(10, ['math']));
  outsider = await signedInWithSubjects(t.app, ['USER'], anket(10, ['math']));
  banned = await signedInWithSubjects(t.app, ['USER'], anket(10, ['math']));
  await t.app.db.update(users).set({ isBanned: true }).where(eq(users.username, banned.username));
  /* Seven sign-ins hash seven passwords: generous on a busy machine. */
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const { get, post } = tokenCalls(() => t.app);

async function newCourse(fields: Record<string, unknown> = {}): Promise<string> {
  const res = await post('/api/create-course', senior.token, {
    title: 'ЕГЭ по математике',
    subject: 'math',
    exam: 'ЕГЭ',
    grades: [11, 10],
    description: 'Профильный уровень',
    priceRub: 0,
    status: 'draft',
    teachers: [teacher.username],
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as string;
}

const detail = async (id: string, token = senior.token): Promise<CourseDetail> => {
  const res = await get('/api/course', token, { id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const outline = [
  {
    title: 'Алгебра',
    materials: [
      { kind: 'text', title: 'Теория', body: 'Формула $x^2$' },
      { kind: 'video', title: 'Разбор', url: 'https://rutube.ru/video/0123456789abcdef0123456789abcdef/' },
    ],
  },
  { title: 'Геометрия', materials: [{ kind: 'link', title: 'Задачник', url: 'https://example.ru/tasks' }] },
];

/** A published course of the teacher with the outline above and the student enrolled. */
async function publishedCourse(): Promise<{ id: string; course: CourseDetail }> {
  const id = await newCourse();
  const res = await post('/api/update-course', senior.token, { id, version: 1, status: 'published', modules: outline });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((await post('/api/enroll', senior.token, { courseId: id, usernames: [student.username] })).status).toBe(200);
  return { id, course: await detail(id) };
}

describe('create-course: SENIOR and above', () => {
  it('given a SENIOR / creates a draft with its teachers, and writes course.create', async () => {
    const id = await newCourse();
    const course = await detail(id);
    expect(course).toMatchObject({
      title: 'ЕГЭ по математике',
      subject: 'math',
      grades: [10, 11],
      status: 'draft',
      version: 1,
      modules: [],
      managesCourse: true,
      editsOutline: true,
      readsContent: true,
      enrolled: false,
      progress: null,
    });
    expect(course.teachers.map((entry) => entry.username)).toEqual([teacher.username]);
    const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ action: 'course.create', target: id, actor: senior.username });
  });

  it('given the OWNER / creates a course', async () => {
    expect((await post('/api/create-course', owner, { title: 'Курс', subject: 'math', exam: 'ОГЭ' })).status).toBe(200);
  });

  it.each([
    ['a teacher', () => teacher.token],
    ['a student', () => student.token],
  ])('given %s / answers 403', async (_who, token) => {
    const res = await post('/api/create-course', token(), { title: 'Курс', subject: 'math', exam: 'ЕГЭ' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERROR_CODES.forbidden);
  });

  it.each([
    ['an unknown subject', () => ({ subject: 'nope' }), MESSAGES.subjectUnknown],
    ['an unknown teacher', () => ({ teachers: ['nobody-here'] }), MESSAGES.courseTeacherUnknown],
    ['a student as teacher', () => ({ teachers: [student.username] }), MESSAGES.courseTeacherNotTeaching],
    ['a price in kopecks', () => ({ priceRub: 10.5 }), MESSAGES.coursePriceInvalid],
    ['a negative price', () => ({ priceRub: -1 }), MESSAGES.coursePriceInvalid],
    ['an empty title', () => ({ title: '  ' }), MESSAGES.courseTitleRequired],
  ])('given %s / answers 400 with its message', async (_case, fields, message) => {
    const body = { title: 'Курс', subject: 'math', exam: 'ЕГЭ', ...fields() };
    const res = await post('/api/create-course', senior.token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('who sees a course: the role matrix', () => {
  let draft: string;
  let published: string;
  let archived: string;

  beforeAll(async () => {
    draft = await newCourse({ title: 'Черновик' });
    published = (await publishedCourse()).id;
    archived = (await publishedCourse()).id;
    expect(
      (await post('/api/update-course', senior.token, { id: archived, version: 2, status: 'archived' })).status,
    ).toBe(200);
  });

  const viewers = () => ({
    'student not enrolled': outsider.token,
    'enrolled student': student.token,
    'course teacher': teacher.token,
    'other teacher': otherTeacher.token,
    SENIOR: senior.token,
    OWNER: owner,
  });
  /* [viewer, sees draft, sees published, reads published content, sees archived] */
  const matrix: [keyof ReturnType<typeof viewers>, boolean, boolean, boolean, boolean][] = [
    ['student not enrolled', false, true, false, false],
    ['enrolled student', false, true, true, true],
    ['course teacher', true, true, true, true],
    ['other teacher', false, true, false, false],
    ['SENIOR', true, true, true, true],
    ['OWNER', true, true, true, true],
  ];

  it.each(matrix)(
    'given the %s / course and courses answer as the policy says',
    async (who, seesDraft, _p, reads, seesArchived) => {
      const token = viewers()[who];
      for (const [id, sees] of [
        [draft, seesDraft],
        [published, true],
        [archived, seesArchived],
      ] as const) {
        const res = await get('/api/course', token, { id });
        expect(res.status, `${who} ${id}`).toBe(sees ? 200 : 404);
        if (!sees) expect(res.body.message).toBe(MESSAGES.courseNotFound);
      }
      const list = await get('/api/courses', token);
      expect(list.status).toBe(200);
      const ids = (list.body as { id: string }[]).map((course) => course.id);
      expect(ids.includes(draft)).toBe(seesDraft);
      expect(ids.includes(published)).toBe(true);
      expect(ids.includes(archived)).toBe(seesArchived);

      const page = await detail(published, token);
      expect(page.readsContent).toBe(reads);
      const materials = page.modules.flatMap((module) => module.materials);
      expect(materials.map((material) => material.kind)).toEqual(['text', 'video', 'link']);
      expect(materials.map((material) => material.title)).toEqual(['Теория', 'Разбор', 'Задачник']);
      for (const material of materials) {
        expect('body' in material || 'url' in material, `${who} ${material.title}`).toBe(reads);
      }
      expect(page.editsOutline).toBe(who === 'course teacher' || who === 'SENIOR' || who === 'OWNER');
      expect(page.managesCourse).toBe(who === 'SENIOR' || who === 'OWNER');
      const enrolled = who === 'enrolled student';
      expect(page.enrolled).toBe(enrolled);
      expect(page.progress).toEqual(enrolled ? { seen: 0, total: 3 } : null);
      expect(materials.every((material) => 'seen' in material === enrolled)).toBe(true);
    },
  );

  it('given a banned account / every course call answers 403', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/courses', undefined],
      ['GET', '/api/course', undefined],
      ['GET', '/api/teachers', undefined],
      ['GET', '/api/course-students', undefined],
      ['POST', '/api/update-course', { id: published, version: 1, title: 'x' }],
      ['POST', '/api/material-seen', { courseId: published, materialId: 'x' }],
      ['POST', '/api/enroll', { courseId: published, usernames: ['x'] }],
    ] as const) {
      const res = await call(t.app, method, path, {
        token: banned.token,
        ...(body ? { body } : { query: { id: published } }),
      });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe(ERROR_CODES.banned);
    }
  });

  it('given ?subject= and ?exam= / narrows the catalogue', async () => {
    const bySubject = await get('/api/courses', senior.token, { subject: 'phys' });
    expect(bySubject.body).toEqual([]);
    const byExam = await get('/api/courses', senior.token, { exam: 'ЕГЭ' });
    expect((byExam.body as { exam: string }[]).every((course) => course.exam === 'ЕГЭ')).toBe(true);
    expect((await get('/api/courses', senior.token, { exam: 'nope' })).status).toBe(400);
  });
});

describe('update-course: who edits what, and the version', () => {
  it('given the course teacher / changes title and outline but not price, status or teachers', async () => {
    const id = await newCourse();
    const ok = await post('/api/update-course', teacher.token, { id, version: 1, title: 'Новое название' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ version: 2 });
    for (const fields of [{ priceRub: 100 }, { status: 'published' }, { teachers: [] }]) {
      const res = await post('/api/update-course', teacher.token, { id, version: 2, ...fields });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGES.courseManageForbidden);
    }
    expect((await detail(id)).version).toBe(2);
  });

  it('given another teacher or a student of a published course / answers 403 courseEditForbidden', async () => {
    const { id } = await publishedCourse();
    for (const token of [otherTeacher.token, student.token, outsider.token]) {
      const res = await post('/api/update-course', token, { id, version: 2, title: 'Чужое' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGES.courseEditForbidden);
    }
  });

  it('given a draft the caller does not see, or no course / answers 404', async () => {
    const id = await newCourse();
    expect((await post('/api/update-course', otherTeacher.token, { id, version: 1, title: 'x' })).status).toBe(404);
    expect((await post('/api/update-course', senior.token, { id: 'nope', version: 1, title: 'x' })).status).toBe(404);
  });

  it('given a stale version / answers 409 and keeps what is stored', async () => {
    const id = await newCourse();
    expect((await post('/api/update-course', senior.token, { id, version: 1, title: 'Первое' })).status).toBe(200);
    const stale = await post('/api/update-course', teacher.token, { id, version: 1, title: 'Второе' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MESSAGES.courseVersionConflict);
    expect((await detail(id)).title).toBe('Первое');
  });

  it('given two editors sending the same version at once / exactly one wins, the other gets 409', async () => {
    const id = await newCourse();
    const [a, b] = await Promise.all([
      post('/api/update-course', senior.token, { id, version: 1, title: 'Редактор А', modules: outline }),
      post('/api/update-course', teacher.token, { id, version: 1, title: 'Редактор Б', modules: [outline[1]] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'Редактор А' : 'Редактор Б';
    const course = await detail(id);
    expect(course.title).toBe(winner);
    expect(course.version).toBe(2);
    expect(course.modules).toHaveLength(winner === 'Редактор А' ? 2 : 1);
  });

  it('given a new subject that does not exist / answers 400 subjectUnknown', async () => {
    const id = await newCourse();
    const res = await post('/api/update-course', senior.token, { id, version: 1, subject: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.subjectUnknown);
  });
});

describe('update-course: the outline', () => {
  it('given the outline reordered and renamed with its ids / keeps the ids, drops the missing, adds the new', async () => {
    const { id, course } = await publishedCourse();
    const [algebra, geometry] = course.modules;
    const [theory, video] = algebra!.materials;
    /* The student opened the theory: the mark survives the reorder. */
    expect((await post('/api/material-seen', student.token, { courseId: id, materialId: theory!.id })).status).toBe(
      200,
    );
    const res = await post('/api/update-course', teacher.token, {
      id,
      version: course.version,
      modules: [
        {
          id: geometry!.id,
          title: 'Геометрия (новая)',
          materials: [
            { id: theory!.id, kind: 'text', title: 'Теория (перенесена)', body: 'Новый текст' },
            { kind: 'link', title: 'Новая ссылка', url: 'http://example.ru/new' },
          ],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await detail(id);
    expect(after.modules.map((module) => [module.id, module.title])).toEqual([[geometry!.id, 'Геометрия (новая)']]);
    const materials = after.modules[0]!.materials;
    expect(materials[0]).toMatchObject({ id: theory!.id, title: 'Теория (перенесена)', body: 'Новый текст' });
    expect(materials.map((material) => material.id)).not.toContain(video!.id);
    expect(materials[1]).toMatchObject({ kind: 'link', url: 'http://example.ru/new' });
    expect((await detail(id, student.token)).progress).toEqual({ seen: 1, total: 2 });
    const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ action: 'course.update', target: id });
  });

  it('given an id of another course / answers 400 materialUnknown and changes nothing', async () => {
    const { id, course } = await publishedCourse();
    const other = await publishedCourse();
    const foreign = other.course.modules[0]!.materials[0]!;
    for (const modules of [
      [{ id: other.course.modules[0]!.id, title: 'Чужой модуль', materials: [] }],
      [{ title: 'Модуль', materials: [{ id: foreign.id, kind: 'text', title: 'Чужой', body: 'x' }] }],
    ]) {
      const res = await post('/api/update-course', senior.token, { id, version: course.version, modules });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.materialUnknown);
    }
    expect((await detail(id)).version).toBe(course.version);
    expect((await detail(id)).modules).toEqual(course.modules);
  });

  it("given a file material / takes the editor's own upload, refuses another's, and shows the file", async () => {
    const { id, course } = await publishedCourse();
    const idOf = async (username: string) =>
      (await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    const [mine, theirs] = await t.app.db
      .insert(files)
      .values([
        {
          name: 'Задачи.pdf',
          size: 1234,
          type: 'application/pdf',
          storage: 'db',
          storageKey: `k-${id}-1`,
          uploadedBy: await idOf(teacher.username),
        },
        {
          name: 'Чужой.pdf',
          size: 99,
          type: 'application/pdf',
          storage: 'db',
          storageKey: `k-${id}-2`,
          uploadedBy: await idOf(otherTeacher.username),
        },
      ])
      .returning({ id: files.id });
    const withFile = (fileId: string) => [{ title: 'Файлы', materials: [{ kind: 'file', title: 'Задачи', fileId }] }];
    for (const fileId of [theirs!.id, 'no-such-file']) {
      const res = await post('/api/update-course', teacher.token, {
        id,
        version: course.version,
        modules: withFile(fileId),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.materialFileUnknown);
    }
    const ok = await post('/api/update-course', teacher.token, {
      id,
      version: course.version,
      modules: withFile(mine!.id),
    });
    expect(ok.status).toBe(200);
    const material = (await detail(id, student.token)).modules[0]!.materials[0]!;
    expect(material).toMatchObject({
      fileId: mine!.id,
      file: { id: mine!.id, name: 'Задачи.pdf', size: 1234, type: 'application/pdf' },
    });
    expect((await detail(id, outsider.token)).modules[0]!.materials[0]).toEqual({
      id: material.id,
      kind: 'file',
      title: 'Задачи',
    });
    /* Already attached to this course: a SENIOR who did not upload it may keep it. */
    const again = await post('/api/update-course', senior.token, {
      id,
      version: ok.body.version,
      modules: withFile(mine!.id),
    });
    expect(again.status).toBe(200);
  });

  it('given Markdown with XSS payloads / stores and returns them as written, inert text for the UI to sanitize', async () => {
    const { id, course } = await publishedCourse();
    const payloads = [
      '<script>alert(1)</script>',
      '[нажми](javascript:alert(1))',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '$\\href{javascript:alert(1)}{x}$',
    ];
    const res = await post('/api/update-course', teacher.token, {
      id,
      version: course.version,
      description: payloads[0],
      modules: [
        {
          title: '<b onmouseover=alert(1)>Модуль</b>',
          materials: payloads.map((body, index) => ({ kind: 'text', title: `Текст ${index}`, body })),
        },
      ],
    });
    expect(res.status).toBe(200);
    const raw = await call(t.app, 'GET', '/api/course', { token: student.token, query: { id } });
    expect(raw.headers['content-type']).toMatch(/^application\/json/);
    const after = raw.body as CourseDetail;
    expect(after.description).toBe(payloads[0]);
    expect(after.modules[0]!.title).toBe('<b onmouseover=alert(1)>Модуль</b>');
    expect(after.modules[0]!.materials.map((material) => material.body)).toEqual(payloads);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://example.ru/%0aalert(1)',
    'data:text/html,<script>',
    'ftp://example.ru/x',
  ])('given a video or link url %s / answers 400 materialUrlInvalid', async (url) => {
    const { id, course } = await publishedCourse();
    for (const kind of ['video', 'link']) {
      const res = await post('/api/update-course', teacher.token, {
        id,
        version: course.version,
        modules: [{ title: 'М', materials: [{ kind, title: 'Ссылка', url }] }],
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.materialUrlInvalid);
    }
  });
});

describe('enroll and unenroll (SENIOR)', () => {
  it('given usernames / enrolls students, leaves the enrolled alone, refuses unknown and staff', async () => {
    const id = await newCourse({ status: 'published' });
    const other = await signedInWithSubjects(t.app, ['USER']);
    let res = await post('/api/enroll', senior.token, { courseId: id, usernames: [outsider.username, other.username] });
    expect(res.body).toEqual({ enrolled: 2 });
    res = await post('/api/enroll', owner, { courseId: id, usernames: [outsider.username] });
    expect(res.body).toEqual({ enrolled: 0 });
    res = await post('/api/enroll', senior.token, { courseId: id, usernames: ['nobody-at-all'] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.enrollUnknownUser('nobody-at-all'));
    res = await post('/api/enroll', senior.token, { courseId: id, usernames: [teacher.username] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.enrollNotStudent(teacher.username));
    expect((await post('/api/enroll', senior.token, { courseId: 'nope', usernames: [outsider.username] })).status).toBe(
      404,
    );
    expect((await post('/api/enroll', teacher.token, { courseId: id, usernames: [outsider.username] })).status).toBe(
      403,
    );
    const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(entry?.action).toBe('course.enroll');

    res = await post('/api/unenroll', senior.token, { courseId: id, usernames: [outsider.username, teacher.username] });
    expect(res.body).toEqual({ removed: 1 });
    expect((await detail(id, outsider.token)).enrolled).toBe(false);
    const [left] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
    expect(left?.action).toBe('course.unenroll');
    expect((await post('/api/unenroll', senior.token, { courseId: id, usernames: ['nobody-at-all'] })).status).toBe(
      400,
    );
    expect((await post('/api/unenroll', teacher.token, { courseId: id, usernames: [outsider.username] })).status).toBe(
      403,
    );
  });

  it('given a cohort / enrolls every active student of that class and subject, and nobody else', async () => {
    const id = await newCourse({ status: 'published' });
    const ninth = await signedInWithSubjects(t.app, ['USER'], anket(9, ['inf']));
    const ninthOther = await signedInWithSubjects(t.app, ['USER'], anket(9, ['inf', 'phys']));
    const tenth = await signedInWithSubjects(t.app, ['USER'], anket(10, ['inf']));
    const ninthBio = await signedInWithSubjects(t.app, ['USER'], anket(9, ['bio']));
    const bannedNinth = await signedInWithSubjects(t.app, ['USER'], anket(9, ['inf']));
    await t.app.db.update(users).set({ isBanned: true }).where(eq(users.username, bannedNinth.username));
    const staffNinth = await signedInWithSubjects(t.app, ['TEACHER'], anket(9, ['inf']));
    const res = await post('/api/enroll', senior.token, { courseId: id, cohort: { subject: 'inf', grade: 9 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enrolled: 2 });
    const students = await get('/api/course-students', senior.token, { id });
    const names = (students.body as { username: string }[]).map((entry) => entry.username).sort();
    expect(names).toEqual([ninth.username, ninthOther.username].sort());
    for (const account of [tenth, ninthBio, staffNinth]) expect(names).not.toContain(account.username);
    expect(
      (
        await post('/api/enroll', senior.token, {
          courseId: id,
          usernames: [tenth.username],
          cohort: { subject: 'inf', grade: 9 },
        })
      ).body,
    ).toEqual({ enrolled: 1 });
    const unknown = await post('/api/enroll', senior.token, { courseId: id, cohort: { subject: 'nope', grade: 9 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.subjectUnknown);
    expect((await post('/api/enroll', senior.token, { courseId: id })).status).toBe(400);
  });
});

describe('course-students and material-seen', () => {
  it('given each role / course-students answers its teachers and staff only', async () => {
    const { id, course } = await publishedCourse();
    const first = course.modules[0]!.materials[0]!;
    await post('/api/material-seen', student.token, { courseId: id, materialId: first.id });
    for (const token of [teacher.token, senior.token, owner]) {
      const res = await get('/api/course-students', token, { id });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        {
          username: student.username,
          firstName: 'Имя',
          lastName: 'Фамилия',
          avatar: null,
          grade: 10,
          progress: { seen: 1, total: 3 },
        },
      ]);
    }
    for (const token of [otherTeacher.token, student.token, outsider.token]) {
      expect((await get('/api/course-students', token, { id })).status).toBe(403);
    }
    expect((await get('/api/course-students', senior.token, { id: 'nope' })).status).toBe(404);
  });

  it('given the enrolled student / marks once; others get 403, unknown ids 404', async () => {
    const { id, course } = await publishedCourse();
    const [first, second] = course.modules[0]!.materials;
    for (let i = 0; i < 2; i += 1) {
      const res = await post('/api/material-seen', student.token, { courseId: id, materialId: first!.id });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    }
    const page = await detail(id, student.token);
    expect(page.progress).toEqual({ seen: 1, total: 3 });
    expect(page.modules[0]!.materials.map((material) => material.seen)).toEqual([true, false]);
    const list = await get('/api/courses', student.token);
    expect((list.body as { id: string; progress: unknown }[]).find((entry) => entry.id === id)?.progress).toEqual({
      seen: 1,
      total: 3,
    });
    for (const token of [outsider.token, teacher.token, senior.token]) {
      const res = await post('/api/material-seen', token, { courseId: id, materialId: second!.id });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGES.materialSeenForbidden);
    }
    expect((await post('/api/material-seen', student.token, { courseId: id, materialId: 'nope' })).status).toBe(404);
    expect((await post('/api/material-seen', student.token, { courseId: 'nope', materialId: first!.id })).status).toBe(
      404,
    );
    const other = await publishedCourse();
    expect(
      (
        await post('/api/material-seen', student.token, {
          courseId: id,
          materialId: other.course.modules[0]!.materials[0]!.id,
        })
      ).status,
    ).toBe(404);
  });
});

describe('a course page lists its coming lessons', () => {
  it('given lessons of the course / answers the next ones from now, in time order', async () => {
    const { id } = await publishedCourse();
    const DAY = 24 * 60 * 60 * 1000;
    for (const days of [-1, 3, 1, 2, 4, 5, 6, 7]) {
      const res = await post('/api/create-lesson', teacher.token, {
        subject: 'math',
        title: `Урок ${days}`,
        startsAt: new Date(Date.now() + days * DAY).toISOString(),
        durationMin: 60,
        courseId: id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const lessons = (await detail(id, student.token)).upcomingLessons;
    expect(lessons.map((lesson) => lesson.title)).toEqual(['Урок 1', 'Урок 2', 'Урок 3', 'Урок 4', 'Урок 5']);
    expect(lessons).toHaveLength(COURSE_UPCOMING_LESSONS);
  });
});

describe('dashboard counts the viewer’s courses', () => {
  it('given a teacher of courses and a student of one / counts taught and enrolled courses', async () => {
    const fresh = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['math'] });
    expect((await get('/api/dashboard', fresh.token)).body.courses).toBe(0);
    await newCourse({ teachers: [fresh.username] });
    await newCourse({ teachers: [fresh.username, teacher.username] });
    expect((await get('/api/dashboard', fresh.token)).body.courses).toBe(2);
    const learner = await signedInWithSubjects(t.app, ['USER']);
    const id = await newCourse({ status: 'published' });
    await post('/api/enroll', senior.token, { courseId: id, usernames: [learner.username] });
    expect((await get('/api/dashboard', learner.token)).body.courses).toBe(1);
  });
});
