/**
 * Uploads and downloads (issue 42, api.md "Courses, files, teachers"): POST /server/api/files reads
 * the type from the bytes, re-encodes images and keeps documents as they came; GET
 * /server/files/:id checks on every call who may read what holds the file, by the bearer header or
 * the access-token cookie, and answers the bytes with headers that keep a browser from running them.
 */
import {
  ERROR_CODES,
  FILE_MAX_BYTES,
  FILE_UPLOAD_PATH,
  IMAGE_MAX_SIDE,
  MESSAGES,
  UNATTACHED_FILE_KEEP_HOURS,
  fileUrl,
  type CourseStatus,
  type StoredFile,
} from '@school/contract';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseModules,
  courseTeachers,
  courses,
  enrollments,
  fileBlobs,
  files,
  materials,
  users,
} from '../src/db/schema/index.ts';
import { contentDisposition, sanitizeFileName } from '../src/lib/file-names.ts';
import { createS3FileStorage } from '../src/services/file-storage.ts';
import { PDF, downloadFile, form, picture, storedFile, uploadFile, type Part } from './helpers/files.ts';
import { startS3StandIn, type S3StandIn } from './helpers/s3.ts';
import { OWNER, call, createTestApp, login, signedIn, type SignedIn, type TestApp } from './helpers/test-app.ts';
import { ooxml, zip } from './helpers/zip.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first bytes of a Windows program. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
/** An iPhone photo's start: an ISO box naming the HEVC brand, which the prebuilt sharp cannot decode. */
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(256)]);

const upload = (app: TestApp['app'], token: string | undefined, parts: Part[]) => uploadFile(app, token, parts);
const stored = (user: SignedIn, filename: string, bytes: Buffer, app = t.app): Promise<StoredFile> =>
  storedFile(app, user.token, filename, bytes);
const download = (id: string, auth: { token?: string; cookie?: string } = {}, app = t.app) =>
  downloadFile(app, id, auth);

const idOf = async (username: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

/** A course holding `fileId` as a material, taught by `teacher`, with `students` enrolled; rows written directly. */
async function courseHolding(
  fileId: string,
  { status = 'published', teacher, students = [] }: { status?: CourseStatus; teacher: SignedIn; students?: SignedIn[] },
): Promise<string> {
  const [course] = await t.app.db
    .insert(courses)
    .values({ title: 'Профильная математика', subject: 'math', exam: 'ЕГЭ', status })
    .returning({ id: courses.id });
  const courseId = course!.id;
  await t.app.db.insert(courseTeachers).values({ courseId, userId: await idOf(teacher.username) });
  for (const student of students) {
    await t.app.db.insert(enrollments).values({ courseId, userId: await idOf(student.username) });
  }
  const [module] = await t.app.db
    .insert(courseModules)
    .values({ courseId, position: 0, title: 'Модуль 1' })
    .returning({ id: courseModules.id });
  await t.app.db
    .insert(materials)
    .values({ moduleId: module!.id, courseId, position: 0, kind: 'file', title: 'Задачи', fileId });
  return courseId;
}

describe('POST /server/api/files: the type comes from the bytes', () => {
  it('given a PNG named .pdf / stores it as WebP named .webp, without the PNG bytes', async () => {
    const user = await signedIn(t.app, ['USER']);
    const png = await picture(300, 200).png().toBuffer();
    const file = await stored(user, 'Схема.pdf', png);
    expect(file).toMatchObject({ name: 'Схема.webp', type: 'image/webp' });
    const res = await download(file.id, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.length).toBe(file.size);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('given a PDF named .png / stores it as the PDF it is, byte for byte, named .pdf', async () => {
    const user = await signedIn(t.app, ['USER']);
    const file = await stored(user, 'scan.png', PDF);
    expect(file).toEqual({ id: expect.any(String), name: 'scan.pdf', size: PDF.length, type: 'application/pdf' });
    const res = await download(file.id, { token: user.token });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it.each([
    ['docx', DOCX],
    ['pptx', PPTX],
    ['xlsx', XLSX],
  ] as const)('given a real %s / stores it as it came, with its OOXML type', async (kind, type) => {
    const user = await signedIn(t.app, ['TEACHER']);
    const bytes = ooxml(kind);
    const file = await stored(user, `Домашнее задание.${kind}`, bytes);
    expect(file).toMatchObject({ name: `Домашнее задание.${kind}`, type, size: bytes.length });
    expect((await download(file.id, { token: user.token })).rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['a Windows program named .pdf', 'homework.pdf', EXE],
    ['a plain zip named .docx', 'homework.docx', zip({ 'answers.txt': 'ответы' })],
    ['a text file', 'notes.txt', Buffer.from('просто текст, без подписи формата')],
    ['HTML named .png', 'page.png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an SVG (an image that can carry script)', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a HEIC photo (HEVC: the prebuilt sharp has no decoder)', 'IMG_0001.HEIC', HEIC],
  ])('given %s / answers 415 with the Russian message and code', async (_what, filename, bytes) => {
    const user = await signedIn(t.app, ['USER']);
    const res = await upload(t.app, user.token, [{ filename, type: 'application/pdf', bytes }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.fileTypeUnsupported, code: ERROR_CODES.unsupportedMediaType });
  });

  it('given a 4000x3000 JPEG with EXIF and a place / comes back a 2560x1920 WebP without metadata', async () => {
    const user = await signedIn(t.app, ['USER']);
    const jpeg = await picture(4000, 3000)
      .jpeg()
      .withExif({ IFD0: { Make: 'Camera', Copyright: 'place' } })
      .toBuffer();
    const file = await stored(user, 'IMG_2024.JPG', jpeg);
    expect(file).toMatchObject({ name: 'IMG_2024.webp', type: 'image/webp' });
    const meta = await sharp((await download(file.id, { token: user.token })).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: IMAGE_MAX_SIDE, height: 1920 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('given a photo taken sideways (EXIF orientation 6) / stores it upright, 300 wide by 400 high', async () => {
    const user = await signedIn(t.app, ['USER']);
    const jpeg = await picture(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const file = await stored(user, 'sideways.jpg', jpeg);
    const meta = await sharp((await download(file.id, { token: user.token })).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 300, height: 400 });
    expect(meta.orientation).toBeUndefined();
  });

  it('given a small image / does not enlarge it', async () => {
    const user = await signedIn(t.app, ['USER']);
    const file = await stored(user, 'icon.gif', await picture(40, 30).gif().toBuffer());
    const meta = await sharp((await download(file.id, { token: user.token })).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('given a PNG whose pixels are cut off / answers 400 imageUnreadable', async () => {
    const user = await signedIn(t.app, ['USER']);
    const png = await picture(500, 500).png({ compressionLevel: 0 }).toBuffer();
    const res = await upload(t.app, user.token, [{ filename: 'broken.png', bytes: png.subarray(0, 2000) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.imageUnreadable, code: ERROR_CODES.badRequest });
  });
});

describe('POST /server/api/files: what is not an upload', () => {
  it('given an empty file / answers 400 fileEmpty', async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await upload(t.app, user.token, [{ filename: 'empty.pdf', bytes: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.fileEmpty, code: ERROR_CODES.badRequest });
  });

  it.each([
    ['no parts at all', []],
    ['only a text field', [{ field: 'title', bytes: 'Задачи' }]],
    ['a file under another field name', [{ field: 'document', filename: 'a.pdf', bytes: PDF }]],
  ] as [string, Part[]][])('given %s / answers 400 fileMissing', async (_what, parts) => {
    const user = await signedIn(t.app, ['USER']);
    const res = await upload(t.app, user.token, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.fileMissing, code: ERROR_CODES.badRequest });
  });

  it('given a JSON body / answers 400 fileMissing', async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await call(t.app, 'POST', FILE_UPLOAD_PATH, { token: user.token, body: { file: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.fileMissing);
  });

  it('given a file one byte over 20 MB / answers 413 fileTooLarge and stores nothing', async () => {
    const user = await signedIn(t.app, ['USER']);
    const before = (await t.app.db.select({ id: files.id }).from(files)).length;
    const bytes = Buffer.concat([PDF, Buffer.alloc(FILE_MAX_BYTES + 1 - PDF.length)]);
    const res = await upload(t.app, user.token, [{ filename: 'big.pdf', bytes }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MESSAGES.fileTooLarge, code: ERROR_CODES.payloadTooLarge });
    expect((await t.app.db.select({ id: files.id }).from(files)).length).toBe(before);
  });

  it('given a file of exactly 20 MB / takes it', async () => {
    const user = await signedIn(t.app, ['USER']);
    const bytes = Buffer.concat([PDF, Buffer.alloc(FILE_MAX_BYTES - PDF.length)]);
    expect((await stored(user, 'exactly.pdf', bytes)).size).toBe(FILE_MAX_BYTES);
  });

  it('given no token / 401; a banned account / 403 banned, before any byte is read', async () => {
    expect((await upload(t.app, undefined, [{ filename: 'a.pdf', bytes: PDF }])).statusCode).toBe(401);
    const banned = await signedIn(t.app, ['USER']);
    await t.app.db.update(users).set({ isBanned: true }).where(eq(users.username, banned.username));
    const res = await upload(t.app, banned.token, [{ filename: 'a.pdf', bytes: PDF }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.banned);
  });

  it('given multipart sent to a JSON call / that call still refuses it (multipart is parsed for uploads only)', async () => {
    const { payload, contentType } = form([{ filename: 'a.pdf', bytes: PDF }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/server/auth/create-user',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('file names', () => {
  it('given path parts, control and bidi characters, a long name / keeps a clean last part of at most 200', () => {
    expect(sanitizeFileName('C:\\fakepath\\Отчёт.pdf')).toBe('Отчёт.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('a\u0000b\u001f\u202Efdp.exe', '.pdf')).toBe('abfdp.pdf');
    expect(sanitizeFileName('   ', '.pdf')).toBe('файл.pdf');
    expect(sanitizeFileName('.htaccess')).toBe('htaccess');
    expect(sanitizeFileName('Иванов И.И. сочинение', '.docx')).toBe('Иванов И.И. сочинение.docx');
    const long = sanitizeFileName(`${'я'.repeat(500)}.pdf`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('я.pdf')).toBe(true);
  });

  it('given a Cyrillic name / the header has the UTF-8 filename* and an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Задачи (вариант 1).pdf')).toBe(
      `attachment; filename="file.pdf"; filename*=UTF-8''%D0%97%D0%B0%D0%B4%D0%B0%D1%87%D0%B8%20%28%D0%B2%D0%B0%D1%80%D0%B8%D0%B0%D0%BD%D1%82%201%29.pdf`,
    );
    expect(contentDisposition('inline', 'Lesson "1"; 100%.webp')).toBe(
      `inline; filename="Lesson _1__ 100_.webp"; filename*=UTF-8''Lesson%20%221%22%3B%20100%25.webp`,
    );
  });
});

describe('GET /server/files/:id: the answer', () => {
  it('given a Cyrillic document / attachment with filename*, nosniff, private no-store, the length, a sandbox CSP', async () => {
    const user = await signedIn(t.app, ['USER']);
    const file = await stored(user, 'Пробный вариант.docx', ooxml('docx'));
    const res = await download(file.id, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="file.docx"; filename*=UTF-8''${encodeURIComponent('Пробный вариант.docx')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-length']).toBe(String(file.size));
    expect(res.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('given an image / inline, so an <img> shows it; given a PDF / attachment', async () => {
    const user = await signedIn(t.app, ['USER']);
    const image = await stored(user, 'фото.png', await picture(10, 10).png().toBuffer());
    expect((await download(image.id, { token: user.token })).headers['content-disposition']).toMatch(/^inline; /);
    const pdf = await stored(user, 'a.pdf', PDF);
    expect((await download(pdf.id, { token: user.token })).headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('given an Accept-Encoding / the stored bytes go as they are, never compressed', async () => {
    const user = await signedIn(t.app, ['USER']);
    const bytes = Buffer.concat([PDF, Buffer.alloc(100_000)]);
    const file = await stored(user, 'zeros.pdf', bytes);
    const res = await t.app.inject({
      method: 'GET',
      url: fileUrl(file.id),
      headers: { authorization: `Bearer ${user.token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('given the database store / the bytes are in file_blobs, keyed by the file', async () => {
    const user = await signedIn(t.app, ['USER']);
    const file = await stored(user, 'a.pdf', PDF);
    const [row] = await t.app.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ storage: 'db', storageKey: file.id, uploadedBy: await idOf(user.username) });
    const [blob] = await t.app.db.select().from(fileBlobs).where(eq(fileBlobs.fileId, file.id));
    expect(blob!.bytes.equals(PDF)).toBe(true);
  });
});

describe('GET /server/files/:id: who may read', () => {
  let uploader: SignedIn;
  let teacher: SignedIn;
  let otherTeacher: SignedIn;
  let enrolled: SignedIn;
  let notEnrolled: SignedIn;
  let senior: SignedIn;
  let attached: StoredFile;
  beforeAll(async () => {
    [uploader, teacher, otherTeacher, enrolled, notEnrolled, senior] = await Promise.all([
      signedIn(t.app, ['TEACHER']),
      signedIn(t.app, ['TEACHER']),
      signedIn(t.app, ['TEACHER']),
      signedIn(t.app, ['USER']),
      signedIn(t.app, ['USER']),
      signedIn(t.app, ['SENIOR']),
    ]);
    attached = await stored(uploader, 'Задачи.pdf', PDF);
    await courseHolding(attached.id, { teacher, students: [enrolled] });
  });

  /** What each caller gets for one file, in the order named: a case reads as a row of a table. */
  const statuses = (id: string, ...callers: (SignedIn | undefined)[]) =>
    Promise.all(callers.map(async (caller) => (await download(id, { token: caller?.token })).statusCode));

  it.each([
    ['an enrolled student', () => enrolled, 200],
    ["the course's teacher", () => teacher, 200],
    ['SENIOR', () => senior, 200],
    ['a student not enrolled', () => notEnrolled, 404],
    ['another teacher', () => otherTeacher, 404],
    ['its uploader, once a course holds it and they do not teach it', () => uploader, 404],
  ] as const)('given a file of a published course / %s gets %i', async (_who, who, expected) => {
    expect(await statuses(attached.id, who())).toEqual([expected]);
  });

  it('given no token / 401 whatever the id, so a caller learns nothing of files', async () => {
    expect([...(await statuses(attached.id, undefined)), ...(await statuses(crypto.randomUUID(), undefined))]).toEqual([
      401, 401,
    ]);
  });

  it('given the OWNER / reads any file, as every role above SENIOR', async () => {
    const owner = await login(t.app, OWNER.username, OWNER.password);
    expect((await download(attached.id, { token: owner.accessToken })).statusCode).toBe(200);
  });

  it('given a draft course / its enrolled student 404, its teacher 200', async () => {
    const file = await stored(teacher, 'draft.pdf', PDF);
    await courseHolding(file.id, { status: 'draft', teacher, students: [enrolled] });
    expect(await statuses(file.id, enrolled, teacher)).toEqual([404, 200]);
  });

  it('given an archived course / its enrolled student still reads it', async () => {
    const file = await stored(teacher, 'archived.pdf', PDF);
    await courseHolding(file.id, { status: 'archived', teacher, students: [enrolled] });
    expect(await statuses(file.id, enrolled)).toEqual([200]);
  });

  it('given a file nothing holds yet / its uploader 200, anybody else but SENIOR 404', async () => {
    const file = await stored(enrolled, 'черновик.pdf', PDF);
    expect(await statuses(file.id, enrolled, notEnrolled, teacher, senior)).toEqual([200, 404, 404, 200]);
  });

  it('given a file held by two courses / enrolment in either is enough', async () => {
    const file = await stored(teacher, 'shared.pdf', PDF);
    await courseHolding(file.id, { teacher, students: [] });
    await courseHolding(file.id, { teacher: otherTeacher, students: [notEnrolled] });
    expect(await statuses(file.id, notEnrolled, enrolled)).toEqual([200, 404]);
  });

  it('given a refusal, an unknown id and a malformed one / the same 404 body', async () => {
    const bodies = await Promise.all(
      [attached.id, crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1", '..%2F..%2Fetc'].map(async (id) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/server/files/${id.includes('%') ? id : encodeURIComponent(id)}`,
          headers: { authorization: `Bearer ${notEnrolled.token}` },
        });
        return [res.statusCode, res.json()];
      }),
    );
    for (const body of bodies)
      expect(body).toEqual([404, { message: MESSAGES.fileNotFound, code: ERROR_CODES.notFound }]);
  });

  it('given a banned account / 403 banned even for its own file', async () => {
    const user = await signedIn(t.app, ['USER']);
    const file = await stored(user, 'mine.pdf', PDF);
    await t.app.db.update(users).set({ isBanned: true }).where(eq(users.username, user.username));
    const res = await download(file.id, { token: user.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.banned);
    expect((await download(file.id, { cookie: `accessToken=${user.token}` })).statusCode).toBe(403);
  });
});

describe('GET /server/files/:id: bearer or the access-token cookie', () => {
  it('given only the accessToken cookie the app keeps / 200, as a plain link or <img> sends it', async () => {
    const user = await signedIn(t.app, ['USER']);
    const file = await stored(user, 'a.pdf', PDF);
    const res = await download(file.id, { cookie: `theme=dark; accessToken=${user.token}; deviceId=x` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('given a cookie of someone who may not read it / 404; a stale cookie / 401', async () => {
    const owner = await signedIn(t.app, ['USER']);
    const other = await signedIn(t.app, ['USER']);
    const file = await stored(owner, 'a.pdf', PDF);
    expect((await download(file.id, { cookie: `accessToken=${other.token}` })).statusCode).toBe(404);
    expect((await download(file.id, { cookie: 'accessToken=a.b.c' })).statusCode).toBe(401);
  });

  it('given a bearer header that fails and a good cookie / 401: a header that is there decides', async () => {
    const user = await signedIn(t.app, ['USER']);
    const file = await stored(user, 'a.pdf', PDF);
    expect((await download(file.id, { token: 'a.b.c', cookie: `accessToken=${user.token}` })).statusCode).toBe(401);
  });

  it('given the refresh token in the cookie / 401: only access tokens open files', async () => {
    const user = await signedIn(t.app, ['USER']);
    const file = await stored(user, 'a.pdf', PDF);
    expect((await download(file.id, { cookie: `accessToken=${user.refreshToken}` })).statusCode).toBe(401);
  });

  it('given the cookie on any other bearer call / it is still refused: only downloads read it', async () => {
    const user = await signedIn(t.app, ['USER']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/server/auth/getuser',
      headers: { cookie: `accessToken=${user.token}` },
    });
    expect(res.statusCode).toBe(401);
    const up = form([{ filename: 'a.pdf', bytes: PDF }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: FILE_UPLOAD_PATH,
      headers: { 'content-type': up.contentType, cookie: `accessToken=${user.token}` },
      payload: up.payload,
    });
    expect(upload.statusCode).toBe(401);
  });
});

describe('uploads nothing holds', () => {
  it(`given uploads older than ${UNATTACHED_FILE_KEEP_HOURS} hours / deletes the one nothing holds, bytes and all, and keeps the rest`, async () => {
    const teacher = await signedIn(t.app, ['TEACHER']);
    const orphan = await stored(teacher, 'черновик.pdf', PDF);
    const held = await stored(teacher, 'задачи.pdf', PDF);
    const fresh = await stored(teacher, 'свежий.pdf', PDF);
    await courseHolding(held.id, { teacher });
    const old = new Date(Date.now() - (UNATTACHED_FILE_KEEP_HOURS + 1) * 60 * 60 * 1000);
    await t.app.db
      .update(files)
      .set({ createdAt: old })
      .where(inArray(files.id, [orphan.id, held.id]));
    expect(await t.app.files.sweepUnattached()).toBeGreaterThanOrEqual(1);
    const left = await t.app.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [orphan.id, held.id, fresh.id]));
    expect(left.map((row) => row.id).sort()).toEqual([held.id, fresh.id].sort());
    expect(await t.app.db.select().from(fileBlobs).where(eq(fileBlobs.fileId, orphan.id))).toEqual([]);
    expect((await download(orphan.id, { token: teacher.token })).statusCode).toBe(404);
    expect((await download(held.id, { token: teacher.token })).statusCode).toBe(200);
  });
});

describe('uploads per account an hour, and the S3 store', () => {
  let s3: S3StandIn;
  let other: TestApp;
  const LIMIT = 3;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    other = await createTestApp({
      config: { s3: s3.config, rateLimits: { ...t.config.rateLimits, uploads: LIMIT } },
    });
  });
  afterAll(async () => {
    await other?.close();
    await s3?.close();
  });

  it('given S3_* / the bytes go to the bucket under files/<id>, signed, none to file_blobs, and come back', async () => {
    const user = await signedIn(other.app, ['USER']);
    const file = await stored(user, 'Конспект.pdf', PDF, other.app);
    const key = `school-files/files/${file.id}`;
    expect(s3.objects.get(key)).toEqual({ bytes: PDF, type: 'application/pdf' });
    const [row] = await other.app.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ storage: 's3', storageKey: `files/${file.id}` });
    expect(await other.app.db.select().from(fileBlobs).where(eq(fileBlobs.fileId, file.id))).toEqual([]);

    const res = await download(file.id, { token: user.token }, other.app);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Конспект.pdf'));
    expect(s3.calls.filter((c) => c.key === `files/${file.id}`).map((c) => c.method)).toEqual(['PUT', 'GET']);
  });

  it('given an object gone from the bucket / 404, as for any file that is not there', async () => {
    const user = await signedIn(other.app, ['USER']);
    const file = await stored(user, 'gone.pdf', PDF, other.app);
    s3.objects.delete(`school-files/files/${file.id}`);
    expect((await download(file.id, { token: user.token }, other.app)).statusCode).toBe(404);
  });

  it('given the limit spent / the next upload of that account is 429, another account still uploads', async () => {
    const user = await signedIn(other.app, ['USER']);
    for (let i = 0; i < LIMIT; i++) {
      expect((await upload(other.app, user.token, [{ filename: `${i}.pdf`, bytes: PDF }])).statusCode).toBe(200);
    }
    const res = await upload(other.app, user.token, [{ filename: 'more.pdf', bytes: PDF }]);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: MESSAGES.tooManyAttempts, code: ERROR_CODES.rateLimited });
    const fresh = await signedIn(other.app, ['USER']);
    expect((await upload(other.app, fresh.token, [{ filename: 'a.pdf', bytes: PDF }])).statusCode).toBe(200);
  });
});

describe('the S3 store on its own', () => {
  it('given put, get and delete / the object is written, read back, and gone; an unknown key reads as none', async () => {
    const s3 = await startS3StandIn();
    const store = createS3FileStorage(s3.config);
    try {
      const key = store.keyOf('abc');
      await store.put(key, PDF, 'application/pdf');
      expect((await store.get(key))?.equals(PDF)).toBe(true);
      await store.delete(key);
      expect(await store.get(key)).toBeUndefined();
      expect(s3.calls.map(({ method, bucket, key }) => `${method} /${bucket}/${key}`)).toEqual([
        'PUT /school-files/files/abc',
        'GET /school-files/files/abc',
        'DELETE /school-files/files/abc',
        'GET /school-files/files/abc',
      ]);
    } finally {
      store.close();
      await s3.close();
    }
  });
});

describe('the S3 store when the bucket refuses', () => {
  it('given wrong keys / the upload fails (5xx) and leaves no row describing bytes that are not there', async () => {
    const s3 = await startS3StandIn();
    const app = await createTestApp({ config: { s3: { ...s3.config, accessKey: 'wrong-key' } } });
    try {
      const user = await signedIn(app.app, ['USER']);
      const res = await upload(app.app, user.token, [{ filename: 'a.pdf', bytes: PDF }]);
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe(ERROR_CODES.serverError);
      expect(await app.app.db.select().from(files)).toEqual([]);
    } finally {
      await app.close();
      await s3.close();
    }
  });
});
