/**
 * Homework (issue 43, api.md "Homework") over HTTP: assignments set by a course's teachers, the status
 * of each student at the deadline's edges and across an extension, versions of handed-in work, the
 * check by criteria with marks, who reads what (a student never another's work or its files, a teacher
 * only of taught courses), the review queue a page at a time, the gradebook and its CSV, and the
 * dashboard's two cards.
 */
import {
  ASSIGNMENT_STATUSES,
  MESSAGES,
  REVIEW_QUEUE_PAGE_SIZE,
  type Assignment,
  type Submission,
} from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, downloadFile, picture, storedFile } from './helpers/files.ts';
import { signedInWithSubjects } from './helpers/lessons.ts';
import { OWNER, createTestApp, login, tokenCalls, type SignedIn, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: string;
let senior: SignedIn;
let teacher: SignedIn;
let otherTeacher: SignedIn;
let student: SignedIn;
let classmate: SignedIn;
let outsider: SignedIn;

const anket = { anket: { class: 10, subjects: ['math'], points: [] } };

beforeAll(async () => {
  t = await createTestApp();
  owner = (await login(t.app, OWNER.username, OWNER.password)).accessToken;
  senior = await signedInWithSubjects(t.app, ['SENIOR']);
  teacher = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['math'] });
  otherTeacher = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['math'] });
  student = await signedInWithSubjects(t.app, ['USER'], { ...anket, firstName: 'Иван', lastName: 'Петров' });
  classmate = await signedInWithSubjects(t.app, ['USER'], { ...anket, firstName: 'Анна', lastName: 'Белова' });
  outsider = await signedInWithSubjects(t.app, ['USER'], anket);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const { get, post } = tokenCalls(() => t.app);

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A course of `teacher` with the student and the classmate enrolled. */
async function course(status = 'published'): Promise<string> {
  const created = await post('/api/create-course', senior.token, {
    title: 'Профильная математика',
    subject: 'math',
    exam: 'ЕГЭ',
    status,
    teachers: [teacher.username],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.id as string;
  await post('/api/enroll', senior.token, { courseId: id, usernames: [student.username, classmate.username] });
  return id;
}

const twoCriteria = [
  { title: 'Ход решения', maxPoints: 3 },
  { title: 'Ответ', maxPoints: 2 },
];

async function assignment(courseId: string, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await post('/api/create-assignment', teacher.token, {
    courseId,
    title: 'Производная сложной функции',
    body: "Найдите $f'(x)$ для $f(x) = \\sin(x^2)$",
    dueAt: inHours(24),
    criteria: twoCriteria,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as string;
}

const mine = async (token: string, assignmentId: string): Promise<Assignment> => {
  const res = await get('/api/assignments', token);
  expect(res.status).toBe(200);
  return (res.body as Assignment[]).find((item) => item.id === assignmentId)!;
};

const submit = async (token: string, assignmentId: string, fields: Record<string, unknown> = {}) =>
  post('/api/submit-work', token, { assignmentId, text: 'Ответ: $2x\\cos(x^2)$', ...fields });

async function handedIn(
  token: string,
  assignmentId: string,
  fields: Record<string, unknown> = {},
): Promise<Submission> {
  const res = await submit(token, assignmentId, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('setting assignments', () => {
  it("given two criteria / the maximum is their sum and every enrolled student gets it, 'not submitted'", async () => {
    const courseId = await course();
    const id = await assignment(courseId);
    const seen = await mine(student.token, id);
    expect(seen).toMatchObject({ maxScore: 5, criteria: twoCriteria, status: 'not-submitted', resubmit: true });
    expect(seen.dueFor).toBe(seen.dueAt);
    expect(await mine(teacher.token, id)).toMatchObject({
      counts: { submitted: 0, unchecked: 0, checked: 0, missing: 0 },
    });
    expect(await mine(outsider.token, id)).toBeUndefined();
  });

  it('given a teacher of another course, a student or a bad field / refuses with the reason', async () => {
    const courseId = await course();
    const body = { courseId, title: 'Задание', dueAt: inHours(1), maxScore: 10 };
    expect((await post('/api/create-assignment', otherTeacher.token, body)).body.message).toBe(
      MESSAGES.assignmentEditForbidden,
    );
    expect((await post('/api/create-assignment', student.token, body)).status).toBe(403);
    const refused = async (change: Record<string, unknown>) => {
      const res = await post('/api/create-assignment', teacher.token, { ...body, ...change });
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await refused({ title: '  ' })).toBe(MESSAGES.assignmentTitleRequired);
    expect(await refused({ dueAt: 'завтра' })).toBe(MESSAGES.assignmentDueInvalid);
    expect(await refused({ maxScore: 0 })).toBe(MESSAGES.assignmentScoreInvalid);
    expect(await refused({ maxScore: 101 })).toBe(MESSAGES.assignmentScoreInvalid);
    expect(await refused({ maxScore: undefined })).toBe(MESSAGES.assignmentScoreInvalid);
    expect(
      await refused({
        criteria: [
          { title: 'А', maxPoints: 60 },
          { title: 'Б', maxPoints: 41 },
        ],
      }),
    ).toBe(MESSAGES.assignmentScoreInvalid);
    expect((await post('/api/create-assignment', teacher.token, { ...body, courseId: 'no-such-course' })).status).toBe(
      404,
    );
  });

  it('given a draft course / its students do not see its assignments', async () => {
    const id = await assignment(await course('draft'));
    expect(await mine(student.token, id)).toBeUndefined();
    /* The draft course itself is unknown to them, as GET /api/course answers. */
    expect((await post('/api/save-draft', student.token, { assignmentId: id, text: 'x' })).status).toBe(404);
  });

  it('given a file the teacher did not upload / refuses to attach it', async () => {
    const foreign = await storedFile(t.app, student.token, 'решение.pdf', PDF);
    const courseId = await course();
    const res = await post('/api/create-assignment', teacher.token, {
      courseId,
      title: 'С файлом',
      dueAt: inHours(2),
      maxScore: 5,
      fileIds: [foreign.id],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.materialFileUnknown);
  });

  it('given the task file / the enrolled student downloads it, a student not enrolled gets 404', async () => {
    const task = await storedFile(t.app, teacher.token, 'задачи.pdf', PDF);
    const id = await assignment(await course(), { fileIds: [task.id] });
    expect((await mine(student.token, id)).files).toEqual([task]);
    expect((await downloadFile(t.app, task.id, { token: student.token })).statusCode).toBe(200);
    expect((await downloadFile(t.app, task.id, { token: outsider.token })).statusCode).toBe(404);
  });

  it('given an update, then a delete / the students see the change, then nothing; a student may do neither', async () => {
    const id = await assignment(await course());
    expect((await post('/api/update-assignment', student.token, { id, title: 'Другое' })).status).toBe(403);
    expect(
      (await post('/api/update-assignment', teacher.token, { id, title: 'Новая тема', maxScore: 10 })).status,
    ).toBe(200);
    expect(await mine(student.token, id)).toMatchObject({ title: 'Новая тема', maxScore: 10, criteria: [] });
    expect((await post('/api/delete-assignment', student.token, { id })).status).toBe(403);
    expect((await post('/api/delete-assignment', teacher.token, { id })).status).toBe(200);
    expect(await mine(student.token, id)).toBeUndefined();
  });
});

describe('statuses', () => {
  it('given a passed deadline and nothing handed in / missing; handed in then / late by how much', async () => {
    const id = await assignment(await course(), { dueAt: inHours(-2) });
    expect((await mine(student.token, id)).status).toBe('missing');
    expect((await mine(teacher.token, id)).counts).toMatchObject({ missing: 2 });
    const work = await handedIn(student.token, id);
    expect(work.late).toBe(true);
    expect(work.secondsLate).toBeGreaterThanOrEqual(2 * 3600);
    expect(work.secondsLate).toBeLessThan(2 * 3600 + 120);
    expect(await mine(student.token, id)).toMatchObject({ status: 'late', submissionId: work.id });
  });

  it('given an extension past the hand-in / the same work reads as in time, and only for that student', async () => {
    const id = await assignment(await course(), { dueAt: inHours(-1) });
    await handedIn(student.token, id);
    const until = inHours(48);
    const res = await post('/api/extend-deadline', teacher.token, {
      assignmentId: id,
      username: student.username,
      until,
    });
    expect(res.status).toBe(200);
    expect(await mine(student.token, id)).toMatchObject({ status: 'submitted', dueFor: until, secondsLate: 0 });
    expect(await mine(classmate.token, id)).toMatchObject({ status: 'missing' });
  });

  it("given an extension of a missing student / 'not submitted' again until the new deadline", async () => {
    const id = await assignment(await course(), { dueAt: inHours(-1) });
    await post('/api/extend-deadline', teacher.token, {
      assignmentId: id,
      username: classmate.username,
      until: inHours(3),
    });
    expect((await mine(classmate.token, id)).status).toBe('not-submitted');
  });

  it('given an excused student / excused, and back when the excuse is taken back', async () => {
    const id = await assignment(await course(), { dueAt: inHours(-1) });
    await post('/api/excuse', teacher.token, { assignmentId: id, username: classmate.username });
    expect((await mine(classmate.token, id)).status).toBe('excused');
    expect((await mine(teacher.token, id)).counts?.missing).toBe(1);
    await post('/api/excuse', teacher.token, { assignmentId: id, username: classmate.username, excused: false });
    expect((await mine(classmate.token, id)).status).toBe('missing');
  });

  it('given a student not in the course or another teacher / an extension is refused', async () => {
    const id = await assignment(await course());
    const body = { assignmentId: id, username: outsider.username, until: inHours(5) };
    const res = await post('/api/extend-deadline', teacher.token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.studentNotInCourse(outsider.username));
    expect(
      (await post('/api/extend-deadline', otherTeacher.token, { ...body, username: student.username })).status,
    ).toBe(403);
    expect((await post('/api/excuse', student.token, { assignmentId: id, username: student.username })).status).toBe(
      403,
    );
  });
});

describe('handing in', () => {
  it('given a draft saved / another sign-in of the student finds it, and a hand-in clears it', async () => {
    const id = await assignment(await course());
    const saved = await post('/api/save-draft', student.token, { assignmentId: id, text: 'Пусть $u = x^2$,\nтогда' });
    expect(saved.status).toBe(200);
    expect(Date.parse(saved.body.savedAt)).not.toBeNaN();
    const elsewhere = (await login(t.app, student.username, student.password)).accessToken;
    expect((await mine(elsewhere, id)).draft).toEqual({ text: 'Пусть $u = x^2$,\nтогда', savedAt: saved.body.savedAt });
    await handedIn(student.token, id);
    expect((await mine(student.token, id)).draft).toBeNull();
    expect((await post('/api/save-draft', outsider.token, { assignmentId: id, text: 'x' })).body.message).toBe(
      MESSAGES.submissionForbidden,
    );
  });

  it('given nothing, a stranger, an unknown task or a file of somebody else / refuses', async () => {
    const id = await assignment(await course());
    const empty = await post('/api/submit-work', student.token, { assignmentId: id, text: '  ', fileIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.submissionEmpty);
    expect((await submit(outsider.token, id)).status).toBe(403);
    expect((await submit(student.token, 'no-such-assignment')).status).toBe(404);
    const theirs = await storedFile(t.app, classmate.token, 'фото.pdf', PDF);
    const res = await submit(student.token, id, { fileIds: [theirs.id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.materialFileUnknown);
    const eleven = Array.from({ length: 11 }, (_, index) => `file-${index}`);
    expect((await submit(student.token, id, { fileIds: eleven })).body.message).toBe(MESSAGES.submissionTooManyFiles);
  });

  it('given a phone photo / it is kept re-encoded and only the student and the teachers download it', async () => {
    const id = await assignment(await course());
    const photo = await storedFile(t.app, student.token, 'IMG_2041.jpg', await picture(3000, 2000).jpeg().toBuffer());
    expect(photo.type).toBe('image/webp');
    const work = await handedIn(student.token, id, { text: '', fileIds: [photo.id] });
    expect(work.files).toEqual([photo]);
    const status = async (token: string) => (await downloadFile(t.app, photo.id, { token })).statusCode;
    expect(await status(student.token)).toBe(200);
    expect(await status(teacher.token)).toBe(200);
    expect(await status(owner)).toBe(200);
    expect(await status(classmate.token)).toBe(404);
    expect(await status(otherTeacher.token)).toBe(404);
    expect(await status(outsider.token)).toBe(404);
  });

  it('given a second hand-in before the check / a new version, every version kept', async () => {
    const id = await assignment(await course());
    const first = await handedIn(student.token, id, { text: 'Первый вариант' });
    const second = await handedIn(student.token, id, { text: 'Исправленный' });
    expect([first.version, second.version]).toEqual([1, 2]);
    const versions = await get('/api/submissions', teacher.token, { assignmentId: id });
    expect(versions.body.map((work: Submission) => [work.version, work.text])).toEqual([
      [2, 'Исправленный'],
      [1, 'Первый вариант'],
    ]);
    expect((await mine(student.token, id)).submissionId).toBe(second.id);
    expect((await mine(teacher.token, id)).counts).toMatchObject({ submitted: 1, unchecked: 1 });
  });

  it('given two hand-ins at once / two versions, no error', async () => {
    const id = await assignment(await course());
    const both = await Promise.all([submit(student.token, id), submit(student.token, id)]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(both.map((res) => res.body.version).sort()).toEqual([1, 2]);
  });

  it("given another student's work / a student reads only their own, a teacher of another course none", async () => {
    const id = await assignment(await course());
    await handedIn(student.token, id);
    await handedIn(classmate.token, id, { text: 'Мой ответ' });
    const own = await get('/api/submissions', classmate.token, { assignmentId: id });
    expect(own.body.map((work: Submission) => work.student.username)).toEqual([classmate.username]);
    expect(
      (await get('/api/submissions', classmate.token, { assignmentId: id, username: student.username })).status,
    ).toBe(403);
    expect((await get('/api/submissions', outsider.token, { assignmentId: id })).status).toBe(403);
    expect((await get('/api/submissions', otherTeacher.token, { assignmentId: id })).status).toBe(403);
    const all = await get('/api/submissions', teacher.token, { assignmentId: id });
    expect(all.body.map((work: Submission) => work.student.lastName)).toEqual(['Белова', 'Петров']);
  });
});

describe('checking', () => {
  it('given points per criterion / the score is their sum and the student sees it with the comment', async () => {
    const id = await assignment(await course());
    const work = await handedIn(student.token, id);
    const res = await post('/api/check-work', teacher.token, {
      id: work.id,
      criteriaScores: [3, 1],
      comment: 'Ответ без единиц измерения',
      decision: 'checked',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await mine(student.token, id)).toMatchObject({
      status: 'checked',
      score: 4,
      comment: 'Ответ без единиц измерения',
    });
    const [checked] = (await get('/api/submissions', student.token, { assignmentId: id })).body as Submission[];
    expect(checked).toMatchObject({ criteriaScores: [3, 1], score: 4, checkedBy: teacher.username, status: 'checked' });
    expect((await submit(student.token, id)).body.message).toBe(MESSAGES.submissionChecked);
  });

  it('given a score beyond its maximum or criteria left out / 400 with the reason', async () => {
    const id = await assignment(await course());
    const work = await handedIn(student.token, id);
    const check = (body: Record<string, unknown>) =>
      post('/api/check-work', teacher.token, { id: work.id, decision: 'checked', ...body });
    const beyond = await check({ criteriaScores: [4, 2] });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe(MESSAGES.scoreAboveMax(3));
    expect((await check({ criteriaScores: [3] })).body.message).toBe(MESSAGES.criteriaScoresRequired);
    expect((await check({})).body.message).toBe(MESSAGES.criteriaScoresRequired);
    expect((await check({ criteriaScores: [-1, 0] })).status).toBe(400);
    const single = await assignment(await course(), { criteria: [], maxScore: 10 });
    const other = await handedIn(student.token, single);
    const over = await post('/api/check-work', teacher.token, { id: other.id, score: 11, decision: 'checked' });
    expect(over.body.message).toBe(MESSAGES.scoreAboveMax(10));
  });

  it('given a teacher of another course or a student / the check is refused; an unknown work is 404', async () => {
    const id = await assignment(await course());
    const work = await handedIn(student.token, id);
    const body = { id: work.id, criteriaScores: [1, 1], decision: 'checked' };
    expect((await post('/api/check-work', otherTeacher.token, body)).status).toBe(403);
    expect((await post('/api/check-work', student.token, body)).status).toBe(403);
    expect((await post('/api/check-work', teacher.token, { ...body, id: 'no-such-work' })).status).toBe(404);
  });

  it('given marks on the photo and a return / the student sees them, hands in again, and the old version keeps them', async () => {
    const id = await assignment(await course());
    const photo = await storedFile(t.app, student.token, 'лист.png', await picture(800, 600).png().toBuffer());
    const work = await handedIn(student.token, id, { fileIds: [photo.id] });
    const marks = [
      {
        fileId: photo.id,
        page: 1,
        items: [
          {
            kind: 'pen',
            points: [
              [0.1, 0.2],
              [0.3, 0.25],
            ],
          },
          { kind: 'cross', x: 0.5, y: 0.5 },
          { kind: 'text', x: 0.6, y: 0.7, text: 'знак' },
        ],
      },
    ];
    const returned = await post('/api/check-work', teacher.token, {
      id: work.id,
      marks,
      comment: 'Проверьте знак',
      decision: 'returned',
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect((await mine(student.token, id)).status).toBe('returned');
    const again = await handedIn(student.token, id, { text: 'Исправил знак' });
    expect(again.version).toBe(2);
    const versions = (await get('/api/submissions', student.token, { assignmentId: id })).body as Submission[];
    expect(versions[1]).toMatchObject({ version: 1, status: 'returned', marks });
    const stale = await post('/api/check-work', teacher.token, {
      id: work.id,
      criteriaScores: [3, 2],
      decision: 'checked',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MESSAGES.submissionReplaced);
    const foreign = await post('/api/check-work', teacher.token, {
      id: again.id,
      criteriaScores: [3, 2],
      marks: [{ fileId: 'not-of-this-work', page: 1, items: [] }],
      decision: 'checked',
    });
    expect(foreign.body.message).toBe(MESSAGES.marksInvalid);
  });

  it('given an assignment without resubmission / a returned work cannot be handed in again', async () => {
    const id = await assignment(await course(), { resubmit: false });
    const work = await handedIn(student.token, id);
    await post('/api/check-work', teacher.token, { id: work.id, decision: 'returned' });
    const res = await submit(student.token, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.submissionNoResubmit);
  });

  it('given a checked work / the scoring can no longer change, the title can', async () => {
    const id = await assignment(await course());
    const work = await handedIn(student.token, id);
    await post('/api/check-work', teacher.token, { id: work.id, criteriaScores: [2, 2], decision: 'checked' });
    const res = await post('/api/update-assignment', teacher.token, { id, maxScore: 20 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.assignmentScoringLocked);
    expect((await post('/api/update-assignment', teacher.token, { id, title: 'Уточненная тема' })).status).toBe(200);
  });
});

describe('the review queue', () => {
  it('given more unchecked work than a page / every work once, oldest deadline first, then the next page', async () => {
    const courseId = await course();
    const ids: string[] = [];
    for (let hours = 12; hours >= 1; hours -= 1) ids.push(await assignment(courseId, { dueAt: inHours(hours) }));
    for (const id of ids) {
      await handedIn(student.token, id);
      await handedIn(classmate.token, id);
    }
    const seen: Submission[] = [];
    let cursor: string | null = null;
    do {
      const res = await get('/api/review-queue', teacher.token, { courseId, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(REVIEW_QUEUE_PAGE_SIZE);
      seen.push(...res.body.items);
      cursor = res.body.next;
    } while (cursor);
    expect(seen).toHaveLength(24);
    expect(new Set(seen.map((work) => work.id)).size).toBe(24);
    const deadlines = seen.map((work) => Date.parse(work.dueFor));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    expect(seen[0]!.assignmentId).toBe(ids.at(-1));
    const one = await get('/api/review-queue', teacher.token, { assignmentId: ids[0]! });
    expect(one.body.items).toHaveLength(2);
  });

  it('given a checked work / it leaves the queue', async () => {
    const courseId = await course();
    const work = await handedIn(student.token, await assignment(courseId));
    await post('/api/check-work', teacher.token, { id: work.id, criteriaScores: [1, 1], decision: 'checked' });
    const res = await get('/api/review-queue', teacher.token, { courseId });
    expect(res.body.items.map((item: Submission) => item.id)).not.toContain(work.id);
  });

  it("given a student, a bad cursor, or another teacher / 403, 400, and none of this course's work", async () => {
    const courseId = await course();
    await handedIn(student.token, await assignment(courseId));
    expect((await get('/api/review-queue', student.token)).status).toBe(403);
    const bad = await get('/api/review-queue', teacher.token, { cursor: 'not-a-cursor' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.cursorInvalid);
    const theirs = await get('/api/review-queue', otherTeacher.token, { courseId });
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);
  });
});

describe('the gradebook', () => {
  it('given scores and statuses / one cell a student and assignment, and a CSV Excel opens in Russian', async () => {
    const courseId = await course();
    const checkedId = await assignment(courseId, { title: '=HYPERLINK("http://evil")', dueAt: inHours(-3) });
    const missingId = await assignment(courseId, { title: 'Интегралы; часть 1', dueAt: inHours(-1) });
    const work = await handedIn(student.token, checkedId);
    await post('/api/check-work', teacher.token, { id: work.id, criteriaScores: [3, 2], decision: 'checked' });
    const book = await get('/api/gradebook', teacher.token, { courseId });
    expect(book.status).toBe(200);
    expect(book.body.students.map((person: { lastName: string }) => person.lastName)).toEqual(['Белова', 'Петров']);
    expect(book.body.assignments.map((task: { id: string }) => task.id)).toEqual([checkedId, missingId]);
    expect(book.body.cells).toContainEqual({
      username: student.username,
      assignmentId: checkedId,
      status: 'checked',
      score: 5,
    });
    expect(book.body.cells).toContainEqual({
      username: classmate.username,
      assignmentId: missingId,
      status: 'missing',
      score: null,
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/server/api/gradebook?courseId=${courseId}&format=csv`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(`Ученик;Логин;"'=HYPERLINK(""http://evil"") (из 5)";"Интегралы; часть 1 (из 5)"`);
    expect(lines).toContain(`Петров Иван;${student.username};5;${ASSIGNMENT_STATUSES.missing}`);
    expect((await get('/api/gradebook', student.token, { courseId })).status).toBe(403);
    expect((await get('/api/gradebook', otherTeacher.token, { courseId })).status).toBe(403);
  });
});

describe('the dashboard', () => {
  it("given work handed in / the teacher's unchecked count is the queue's, the student's next deadlines are theirs", async () => {
    const dashTeacher = await signedInWithSubjects(t.app, ['TEACHER'], { taught: ['math'] });
    const created = await post('/api/create-course', senior.token, {
      title: 'Олимпиадная математика',
      subject: 'math',
      exam: 'olympiad',
      status: 'published',
      teachers: [dashTeacher.username],
    });
    const courseId = created.body.id as string;
    const learner = await signedInWithSubjects(t.app, ['USER'], anket);
    await post('/api/enroll', senior.token, { courseId, usernames: [learner.username] });
    const make = (title: string, dueAt: string) =>
      post('/api/create-assignment', dashTeacher.token, { courseId, title, dueAt, maxScore: 10 }).then(
        (res) => res.body.id as string,
      );
    const soon = await make('Скоро', inHours(5));
    const later = await make('Позже', inHours(50));
    await make('Прошло', inHours(-5));
    const counts = async (token: string) => (await get('/api/dashboard', token)).body;
    expect((await counts(learner.token)).deadlines.map((item: { title: string }) => item.title)).toEqual([
      'Скоро',
      'Позже',
    ]);
    expect((await counts(dashTeacher.token)).unchecked).toBe(0);
    await handedIn(learner.token, soon);
    const forTeacher = await counts(dashTeacher.token);
    expect(forTeacher.unchecked).toBe(1);
    expect(forTeacher.deadlines.map((item: { assignmentId: string }) => item.assignmentId)).toEqual([soon, later]);
    const forLearner = await counts(learner.token);
    expect(forLearner.unchecked).toBe(1);
    expect(forLearner.deadlines.map((item: { title: string }) => item.title)).toEqual(['Позже']);
    const queue = await get('/api/review-queue', dashTeacher.token);
    expect(queue.body.items).toHaveLength(forTeacher.unchecked);
  });
});
