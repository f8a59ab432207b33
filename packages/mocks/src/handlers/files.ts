/**
 * Uploads and downloads (issue 42). Like the avatars, they live beside the contract's JSON route
 * table (their bodies are bytes): POST FILE_UPLOAD_PATH takes one multipart `file` and answers a
 * `fileSchema`; GET /server/files/:id answers the bytes to whoever may see what holds the file.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  ERROR_CODES,
  FILE_MAX_BYTES,
  FILE_TYPES,
  FILE_UPLOAD_PATH,
  FILES_PATH,
  MESSAGES,
  readsCourseContent,
  UPLOAD_IMAGE_TYPES,
  type StoredFile,
} from '@school/contract';
import { authenticate, fail, type MockContext } from '../handle.ts';

/** The id the mocks give an upload (they keep no state, so every upload gets it). */
export const MOCK_UPLOADED_FILE_ID = 'file-uploaded';

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'name' in value && 'size' in value && 'type' in value;
const isStoredType = (type: string): type is keyof typeof FILE_TYPES => type in FILE_TYPES;
const isImageType = (type: string) => (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);

/** Some bytes of the file's type: enough for a browser to save (the mocks have no real files). */
const bytesOf = (file: StoredFile): Uint8Array =>
  new TextEncoder().encode(file.type === 'application/pdf' ? '%PDF-1.4\n%mock\n' : `mock file ${file.name}\n`);

export const fileHandlers = (ctx: MockContext): HttpHandler[] => [
  http.post(`*${FILE_UPLOAD_PATH}`, async ({ request }) => {
    const viewer = authenticate(ctx, request);
    if (viewer instanceof Response) return viewer;
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    /* Not `instanceof File`: under jsdom the form's File comes from another realm than the global one. */
    if (!isFile(file)) return fail(400, MESSAGES.fileMissing, ERROR_CODES.badRequest);
    if (file.size === 0) return fail(400, MESSAGES.fileEmpty, ERROR_CODES.badRequest);
    if (file.size > FILE_MAX_BYTES) return fail(413, MESSAGES.fileTooLarge, ERROR_CODES.payloadTooLarge);
    /* The server reads the type from the bytes; the mocks trust the browser's. Images are stored as WebP. */
    if (!isStoredType(file.type) && !isImageType(file.type)) {
      return fail(415, MESSAGES.fileTypeUnsupported, ERROR_CODES.unsupportedMediaType);
    }
    const stored: StoredFile = {
      id: MOCK_UPLOADED_FILE_ID,
      name: file.name,
      size: file.size,
      type: isImageType(file.type) ? 'image/webp' : file.type,
    };
    return HttpResponse.json(stored);
  }),

  http.get(`*${FILES_PATH}:id`, ({ request, params }) => {
    const viewer = authenticate(ctx, request, { cookie: true });
    if (viewer instanceof Response) return viewer;
    const id = String(params.id);
    const file = ctx.db.files.find((candidate) => candidate.id === id);
    if (!file) return fail(404, MESSAGES.fileNotFound, ERROR_CODES.notFound);
    const enrolledCourseIds = Object.entries(ctx.db.enrolments)
      .filter(([, usernames]) => usernames.includes(viewer.username))
      .map(([courseId]) => courseId);
    const holders = ctx.db.courses.filter((course) =>
      course.modules.some((module) => module.materials.some((material) => material.fileId === id)),
    );
    const who = { username: viewer.username, roles: viewer.roles, enrolledCourseIds };
    if (holders.length > 0 && !holders.some((course) => readsCourseContent(who, course))) {
      return fail(404, MESSAGES.fileNotFound, ERROR_CODES.notFound);
    }
    return new HttpResponse(bytesOf(file), {
      headers: {
        'Content-Type': file.type,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private',
      },
    });
  }),
];
