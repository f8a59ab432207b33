/**
 * Courses, their materials and uploaded files (issue 42, api.md "Courses, files, teachers"): the
 * business constants and the one rule of which video links play embedded. Apart from `constants.ts`
 * so the app's first download, which reads that file, does not carry them.
 */

/** The exam a course prepares for, as api.md names them, with the label the catalogue shows. */
export const COURSE_EXAMS = { ЕГЭ: 'ЕГЭ', ОГЭ: 'ОГЭ', olympiad: 'Олимпиада', other: 'Другое' } as const;
export type CourseExam = keyof typeof COURSE_EXAMS;
export const COURSE_EXAM_NAMES = ['ЕГЭ', 'ОГЭ', 'olympiad', 'other'] as const satisfies readonly CourseExam[];

/** A course's status: a draft only staff and its teachers see; an archived one stays readable to its students. */
export const COURSE_STATUSES = { draft: 'Черновик', published: 'Опубликован', archived: 'В архиве' } as const;
export type CourseStatus = keyof typeof COURSE_STATUSES;
export const COURSE_STATUS_NAMES = ['draft', 'published', 'archived'] as const satisfies readonly CourseStatus[];

/** What a material is, with the label the editor offers. */
export const MATERIAL_KINDS = { text: 'Текст', video: 'Видео', file: 'Файл', link: 'Ссылка' } as const;
export type MaterialKind = keyof typeof MATERIAL_KINDS;
export const MATERIAL_KIND_NAMES = ['text', 'video', 'file', 'link'] as const satisfies readonly MaterialKind[];

export const COURSE_TITLE_MAX_LENGTH = 200;
export const COURSE_DESCRIPTION_MAX_LENGTH = 5000;
/** Whole roubles; 0 is a free course. */
export const COURSE_PRICE_MAX_RUB = 1_000_000;
export const COURSE_TEACHERS_MAX = 10;
export const COURSE_MODULES_MAX = 50;
export const MODULE_MATERIALS_MAX = 50;
export const MODULE_TITLE_MAX_LENGTH = 200;
export const MATERIAL_TITLE_MAX_LENGTH = 200;
/** A text material's Markdown. */
export const MATERIAL_BODY_MAX_LENGTH = 50_000;
/** enroll / unenroll: usernames in one call. */
export const ENROLL_USERNAMES_MAX = 500;
/** The 'О себе' a staff member writes in the settings, shown on /teachers. */
export const ABOUT_MAX_LENGTH = 1000;
/** How many of a course's coming lessons its page lists. */
export const COURSE_UPCOMING_LESSONS = 5;

/** POST /api/files: one file up to this size (413 beyond). */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
/**
 * An upload nothing holds (no material, task or handed-in work) is deleted this long after it came:
 * time enough to finish the form it was picked in, and no store of files nobody can reach.
 */
export const UNATTACHED_FILE_KEEP_HOURS = 72;
/** An uploaded image is stored as WebP of at most this many pixels on its long side. */
export const IMAGE_MAX_SIDE = 2560;
/** The types an upload may be, read from its bytes, with the short label a file chip shows. */
export const FILE_TYPES = {
  'image/webp': 'Изображение',
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
} as const;
/** Image types an upload may arrive as; all are stored as WebP. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/** The file input's `accept`: what the picker offers (the server still reads the bytes). */
export const FILE_ACCEPT = '.pdf,.docx,.pptx,.xlsx,.jpg,.jpeg,.png,.webp,.gif,.avif,image/*';
/**
 * POST: one multipart file, answered with a `fileSchema`. Like the avatars, the upload and the
 * download live beside the JSON route table: their bodies are bytes, not a schema.
 */
export const FILE_UPLOAD_PATH = '/server/api/files';
/** Where a stored file downloads, with the bearer or the access-token cookie: `/server/files/<id>`. */
export const FILES_PATH = '/server/files/';
export const fileUrl = (id: string): string => `${FILES_PATH}${encodeURIComponent(id)}`;

/** Frame origins of the players a video material embeds: the CSP of the app allows exactly these. */
export const VIDEO_FRAME_ORIGINS = [
  'https://vkvideo.ru',
  'https://rutube.ru',
  'https://www.youtube-nocookie.com',
] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;
const RUTUBE_ID = /^[\da-f]{32}$/i;
const VK_VIDEO = /^video(-?\d+)_(\d+)$/;

/**
 * The embedded player of a video link on VK Video, Rutube or YouTube, or null for any other link
 * (shown as a plain link). Only the ids are taken from the link: the player URL is built here, so
 * no address the author typed ever becomes a frame.
 */
export const videoEmbedUrl = (link: string): string | null => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'youtube.com') {
    const id = host === 'youtu.be' ? parts[0] : parts[0] === 'watch' ? url.searchParams.get('v') : parts[1];
    if (host === 'youtube.com' && parts[0] !== 'watch' && parts[0] !== 'embed' && parts[0] !== 'shorts') return null;
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'rutube.ru') {
    const id = parts[0] === 'video' || parts[0] === 'shorts' ? parts[1] : parts[0] === 'play' ? parts[2] : undefined;
    return id && RUTUBE_ID.test(id) ? `https://rutube.ru/play/embed/${id}` : null;
  }
  if (host === 'vkvideo.ru' || host === 'vk.com' || host === 'vk.ru') {
    const match = VK_VIDEO.exec(parts.at(-1) ?? '') ?? VK_VIDEO.exec(url.searchParams.get('z')?.split('/')[0] ?? '');
    return match ? `https://vkvideo.ru/video_ext.php?oid=${match[1]}&id=${match[2]}&hd=2` : null;
  }
  return null;
};
