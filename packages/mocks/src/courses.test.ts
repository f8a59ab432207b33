import { describe, expect, it } from 'vitest';
import {
  courseDetailSchema,
  courseListSchema,
  FILE_UPLOAD_PATH,
  fileSchema,
  fileUrl,
  MESSAGES,
  teacherListSchema,
} from '@school/contract';
import {
  accessTokenFor,
  courseList,
  courses,
  coursesAs,
  courseVersionConflict,
  files,
  MOCK_UPLOADED_FILE_ID,
  noCourses,
  noTeachers,
  uploadFails,
  users,
} from './index.ts';
import { call } from './testing/call.ts';
import { listeningMockServer } from './testing/server.ts';

const server = listeningMockServer();

const student = accessTokenFor(users.student);
const teacher = accessTokenFor(users.teacher);
const senior = accessTokenFor(users.senior);

const titles = (data: unknown) => courseListSchema.parse(data).map((course) => course.title);
const detail = async (token: string, id: string) => {
  const { status, data } = await call('course', { token, query: { id } });
  return { status, data, course: status === 200 ? courseDetailSchema.parse(data) : undefined };
};

describe('course fixtures', () => {
  it('parse with the contract, and every material has the content of its kind', () => {
    for (const course of courseList) {
      const { lessons: _lessons, ...fields } = course;
      courseDetailSchema.parse({
        ...fields,
        enrolled: false,
        progress: null,
        readsContent: true,
        editsOutline: false,
        managesCourse: false,
        upcomingLessons: [],
      });
      for (const material of course.modules.flatMap((module) => module.materials)) {
        const content = { text: material.body, video: material.url, link: material.url, file: material.fileId };
        expect(content[material.kind], material.id).toBeTruthy();
      }
    }
    for (const file of Object.values(files)) expect(fileSchema.parse(file)).toEqual(file);
  });
});

describe('course mocks', () => {
  it('show a student the published courses, with enrolment and progress on their own', async () => {
    const { data } = await call('courses', { token: student });
    const list = courseListSchema.parse(data);
    expect(list.map((course) => course.id)).not.toContain(courses.physElectroDraft.id);
    expect(list.find((course) => course.id === courses.physMechanics.id)).toMatchObject({
      enrolled: true,
      progress: { seen: 2, total: 6 },
    });
    expect(list.find((course) => course.id === courses.rusEssay.id)).toMatchObject({ enrolled: false, progress: null });
  });

  it('show drafts to staff and to the course teacher', async () => {
    expect(titles((await call('courses', { token: senior })).data)).toContain(courses.physElectroDraft.title);
    expect(titles((await call('courses', { token: teacher })).data)).toContain(courses.physElectroDraft.title);
  });

  it('filter by subject and exam', async () => {
    expect(titles((await call('courses', { token: student, query: { subject: 'math' } })).data)).toEqual([
      courses.mathProfile.title,
      courses.mathOlympiad.title,
    ]);
    expect(titles((await call('courses', { token: student, query: { exam: 'ОГЭ' } })).data)).toEqual([
      courses.rusEssay.title,
    ]);
    expect((await call('courses', { token: student, query: { exam: 'ЕГЭ-2' as never } })).data.message).toBe(
      MESSAGES.courseExamInvalid,
    );
  });

  it('answer 404 for an unknown course and for a draft the viewer may not see', async () => {
    for (const id of ['missing', courses.physElectroDraft.id]) {
      expect(await detail(student, id)).toMatchObject({ status: 404, data: { message: MESSAGES.courseNotFound } });
    }
    expect((await detail(teacher, courses.physElectroDraft.id)).status).toBe(200);
  });

  it('give the content to an enrolled student with seen marks, and only the outline to a visitor', async () => {
    const { course: enrolled } = await detail(student, courses.physMechanics.id);
    expect(enrolled).toMatchObject({ readsContent: true, editsOutline: false, managesCourse: false });
    const first = enrolled!.modules[0]!.materials[0]!;
    expect(first).toMatchObject({ body: expect.stringContaining('$v = v_0 + at$'), seen: true });
    expect(enrolled!.modules[1]!.materials[0]!.seen).toBe(false);
    expect(enrolled!.upcomingLessons).toHaveLength(3);

    const { course: visitor } = await detail(student, courses.mathOlympiad.id);
    expect(visitor!.readsContent).toBe(false);
    for (const material of visitor!.modules.flatMap((module) => module.materials)) {
      expect(Object.keys(material).sort()).toEqual(['id', 'kind', 'title']);
    }
  });

  it("give the course's teacher and SENIOR the rights they have", async () => {
    expect((await detail(teacher, courses.physMechanics.id)).course).toMatchObject({
      readsContent: true,
      editsOutline: true,
      managesCourse: false,
    });
    expect((await detail(senior, courses.physMechanics.id)).course).toMatchObject({
      editsOutline: true,
      managesCourse: true,
    });
  });

  it('refuse what the server refuses, in Russian', async () => {
    const { id, version } = courses.physMechanics;
    expect(await call('updateCourse', { token: teacher, body: { id, version: version - 1, title: 'Новое' } })).toEqual({
      status: 409,
      data: expect.objectContaining({ message: MESSAGES.courseVersionConflict }),
    });
    expect(await call('updateCourse', { token: teacher, body: { id, version, priceRub: 100 } })).toEqual({
      status: 403,
      data: expect.objectContaining({ message: MESSAGES.courseManageForbidden }),
    });
    expect(await call('updateCourse', { token: student, body: { id, version, title: 'Мой курс' } })).toEqual({
      status: 403,
      data: expect.objectContaining({ message: MESSAGES.courseEditForbidden }),
    });
    expect(
      (await call('createCourse', { token: teacher, body: { title: 'Курс', subject: 'math', exam: 'ЕГЭ' } })).status,
    ).toBe(403);
    expect((await call('enroll', { token: senior, body: { courseId: id, usernames: ['teacher'] } })).data.message).toBe(
      MESSAGES.enrollNotStudent('teacher'),
    );
    expect(
      await call('materialSeen', {
        token: student,
        body: { courseId: courses.rusEssay.id, materialId: 'material-essay-plan' },
      }),
    ).toEqual({
      status: 403,
      data: expect.objectContaining({ message: MESSAGES.materialSeenForbidden }),
    });
    expect((await call('courseStudents', { token: student, query: { id } })).status).toBe(403);
  });

  it('list the students of a course with their class and progress', async () => {
    const { data } = await call('courseStudents', { token: teacher, query: { id: courses.physMechanics.id } });
    expect(data).toEqual([
      expect.objectContaining({ username: 'student', grade: 11, progress: { seen: 2, total: 6 } }),
      expect.objectContaining({ username: users.vkStudent.username, grade: 10, progress: { seen: 1, total: 6 } }),
    ]);
  });

  it("show a student their courses' teachers, with the Telegram only of those who show it", async () => {
    const list = teacherListSchema.parse((await call('teachers', { token: student })).data);
    expect(list.map((card) => card.username)).toEqual(['owner', 'teacher']);
    expect(list.find((card) => card.username === 'teacher')).toMatchObject({
      telegram: 'anna_smirnova_phys',
      about: users.teacher.about,
      courses: [
        { id: courses.physMechanics.id, title: courses.physMechanics.title },
        { id: courses.mathProfile.id, title: courses.mathProfile.title },
      ],
    });
    const staff = teacherListSchema.parse((await call('teachers', { token: senior })).data);
    expect(staff.find((card) => card.username === 'senior')).toMatchObject({ telegram: null });
  });

  it('overrides: an empty catalogue, a student on no course, a conflict, no teachers', async () => {
    server.use(...noCourses());
    expect((await call('courses', { token: student })).data).toEqual([]);
    server.resetHandlers();
    server.use(...coursesAs(users.student, []));
    const list = courseListSchema.parse((await call('courses')).data);
    expect(list.some((course) => course.enrolled)).toBe(false);
    server.resetHandlers();
    server.use(...courseVersionConflict(), ...noTeachers());
    const { id, version } = courses.physMechanics;
    expect((await call('updateCourse', { token: teacher, body: { id, version } })).status).toBe(409);
    expect((await call('teachers', { token: student })).data).toEqual([]);
  });
});

describe('file mocks', () => {
  /* The multipart body written out: under jsdom its File and FormData are not the ones Node's fetch sends. */
  const upload = (file: { name: string; type: string; content: string }, token = student) => {
    const boundary = 'mock-boundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n${file.content}\r\n--${boundary}--\r\n`;
    return fetch(new URL(FILE_UPLOAD_PATH, 'http://localhost'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: new TextEncoder().encode(body),
    });
  };

  it('take one file and answer what the server stores; an image becomes WebP', async () => {
    const pdf = await upload({ name: 'Задачи.pdf', type: 'application/pdf', content: '%PDF-1.4' });
    expect(fileSchema.parse(await pdf.json())).toEqual({
      id: MOCK_UPLOADED_FILE_ID,
      name: 'Задачи.pdf',
      size: 8,
      type: 'application/pdf',
    });
    const image = await upload({ name: 'Схема.png', type: 'image/png', content: 'png' });
    expect(await image.json()).toMatchObject({ type: 'image/webp' });
  });

  it('refuse an empty file, another type, and a stranger', async () => {
    const empty = await upload({ name: 'empty.pdf', type: 'application/pdf', content: '' });
    expect([empty.status, (await empty.json()).message]).toEqual([400, MESSAGES.fileEmpty]);
    const exe = await upload({ name: 'virus.exe', type: 'application/x-msdownload', content: 'MZ' });
    expect([exe.status, (await exe.json()).message]).toEqual([415, MESSAGES.fileTypeUnsupported]);
    expect((await upload({ name: 'a.pdf', type: 'application/pdf', content: 'x' }, 'token-nobody')).status).toBe(401);
    server.use(...uploadFails());
    const big = await upload({ name: 'a.pdf', type: 'application/pdf', content: 'x' });
    expect([big.status, (await big.json()).message]).toEqual([413, MESSAGES.fileTooLarge]);
  });

  it("download a course's file to its readers, by the bearer or the access-token cookie, and 404 to others", async () => {
    const url = new URL(fileUrl(files.kinematicsNotes.id), 'http://localhost');
    const byCookie = await fetch(url, { headers: { Cookie: `accessToken=${student}` } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get('Content-Disposition')).toContain(encodeURIComponent(files.kinematicsNotes.name));
    expect(byCookie.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const stranger = await fetch(url, { headers: { Authorization: `Bearer ${accessTokenFor(users.manager)}` } });
    expect(stranger.status).toBe(404);
    expect(
      (await fetch(new URL(fileUrl('missing'), 'http://localhost'), { headers: { Cookie: `accessToken=${student}` } }))
        .status,
    ).toBe(404);
  });
});
