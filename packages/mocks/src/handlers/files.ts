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

/* A notebook page (300 x 400 PNG, lines and strokes of writing): what a photo of handed-in work shows in the
   stories. A browser draws an image by its bytes, whatever the type the answer names. */
const NOTEBOOK_PAGE =
  'iVBORw0KGgoAAAANSUhEUgAAASwAAAGQBAMAAADmW0BIAAAAMFBMVEX9/Pfb5O4fKmsvOXWYnblASYC9wM/S1d7s7O1kbJenrMJ+hKeGjKz5+PRxeqJPV4kOnu+iAAAACXBIWXMAAAsTAAALEwEAmpwYAAACHUlEQVR4nO3bIW8UQRgG4E+dIKmYhARTNZfTTc4RVJMmYGrq6qrBQFJBEKgmJ06SWoICBYaE1OIrEIiGP0BA9hcQKkrTq9j25rbfludRu5NXbE7MzN47GwEAAAAAAHdRSSlKSgEAScyebm29f9ku18T+YT2z+7hNronR53ru0fPlc20c7NRaJ2+Pj3+dXTxZNtfGfFrrww/f/l6uvXpT6/houVwb81rHX87v1p5Naz1aJtfGvWnd+Hhx4MdpHW8v5r5flXsXqzKqG3uXRk7r5NJQxGjnqtxCrJ3Djo8wWczttnyOS3v7F4vb/fVpnWxeHLi/U8dfF3MPWr5idMi8rnX8+9/tp2mtP8tqdfpF+50Muut36uyu34XmGvb7XJavY9bnJgYA4M4oKUVJKQAgiZnOpyOdT3c6n546n+3F3EncfuczWV3hskTns9OynmrX+axfldu84StGw87ndbtuaMCTRiSt1SPpghRJj2yk3ewAAKRXUoqSUgBAErOMf2/sZzwoPEp5rPog5SH0ecoj+/Nev99p3fmcRK9Gt/HxTMPOZy9W64adz+aKXzE6ZHzncxem2Ei6IEXS5TvtZgcAIL2SUpSUAgAAGKaSUpSUAgAAGKaSUpSUAgAAGKaSUpSUAgAAGKaSUpSUAgAAGKaSUpSUAgAAGKaSUpSUAgAAGKaSUpSUAgAAGKaSUpSUAgAAGKaSUpSUAgAAAOD/9QceKTekRJEx7wAAAABJRU5ErkJggg==';

/** Some bytes of the file's type: enough for a browser to save or draw (the mocks have no real files). */
const bytesOf = (file: StoredFile): Uint8Array =>
  file.type.startsWith('image/')
    ? Uint8Array.from(atob(NOTEBOOK_PAGE), (character) => character.charCodeAt(0))
    : new TextEncoder().encode(file.type === 'application/pdf' ? '%PDF-1.4\n%mock\n' : `mock file ${file.name}\n`);

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

  http.get(`*${FILES_PATH}:id`, ({ request, params, cookies }) => {
    const viewer = authenticate(ctx, request, { cookie: true, cookies });
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
        // the placeholder photo is a PNG, and says so: a browser may refuse an image whose type does not match
        'Content-Type': file.type.startsWith('image/') ? 'image/png' : file.type,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private',
      },
    });
  }),
];
