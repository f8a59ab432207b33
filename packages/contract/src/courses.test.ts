import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './courses.ts';
import { MESSAGES } from './messages.ts';
import { createCourseBodySchema, materialInputSchema } from './schemas/courses.ts';
import { editsCourse, managesCourses, readsCourseContent, seesCourse } from './policy.ts';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/',
      'https://rutube.ru/play/embed/c6cc4d620b1d4338901770a44b3e82f4',
    ],
    [
      'https://vkvideo.ru/video-220018529_456239069',
      'https://vkvideo.ru/video_ext.php?oid=-220018529&id=456239069&hd=2',
    ],
    ['https://vk.com/video?z=video-1_2%2Fpl', 'https://vkvideo.ru/video_ext.php?oid=-1&id=2&hd=2'],
  ])('given %s / plays it in that host’s own player', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://youtube.com.evil.ru/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=<script>',
    'https://www.youtube.com/redirect?q=https://evil.ru',
    'not a url',
  ])('given %s / answers null: shown as a plain link, never framed', (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });
});

describe('course rules', () => {
  const published = { id: 'c1', status: 'published', teachers: [{ username: 'anna' }] } as const;
  const draft = { ...published, status: 'draft' } as const;
  const archived = { ...published, status: 'archived' } as const;
  const student = { username: 'ivan', roles: ['USER'], enrolledCourseIds: [] as string[] };
  const enrolled = { ...student, enrolledCourseIds: ['c1'] };
  const teacher = { username: 'anna', roles: ['TEACHER'], enrolledCourseIds: [] };
  const otherTeacher = { username: 'petr', roles: ['TEACHER'], enrolledCourseIds: [] };
  const senior = { username: 'olga', roles: ['SENIOR'], enrolledCourseIds: [] };

  it('given a published course / everybody sees it, only its students, teachers and SENIOR read the content', () => {
    expect([student, enrolled, teacher, otherTeacher, senior].map((viewer) => seesCourse(viewer, published))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      [student, enrolled, teacher, otherTeacher, senior].map((viewer) => readsCourseContent(viewer, published)),
    ).toEqual([false, true, true, false, true]);
  });

  it('given a draft / only its teachers and SENIOR see it; an enrolled student neither sees nor reads it', () => {
    expect([student, enrolled, teacher, otherTeacher, senior].map((viewer) => seesCourse(viewer, draft))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    expect(readsCourseContent(enrolled, draft)).toBe(false);
  });

  it('given an archived course / its students keep reading it, the others no longer see it', () => {
    expect(seesCourse(enrolled, archived) && readsCourseContent(enrolled, archived)).toBe(true);
    expect(seesCourse(student, archived)).toBe(false);
  });

  it('edits: its teachers and SENIOR; manages (price, status, teachers): SENIOR and above only', () => {
    expect([teacher, otherTeacher, senior, enrolled].map((viewer) => editsCourse(viewer, published))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([teacher, senior, { ...senior, roles: ['OWNER'] }].map((viewer) => managesCourses(viewer.roles))).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('texts of several lines', () => {
  const text = (body: string) => materialInputSchema.safeParse({ kind: 'text', title: 'Кинематика', body });

  it('given a Markdown text with line breaks and tabs / a course and a text material take it', () => {
    expect(text('## Скорость\n\n$v = v_0 + at$\r\n\t- пункт').success).toBe(true);
    expect(
      createCourseBodySchema.safeParse({
        title: 'Физика',
        subject: 'phys',
        exam: 'ЕГЭ',
        description: 'Первая.\n\nВторая.',
      }).success,
    ).toBe(true);
  });

  it('given another control or a zero-width character / refused as before', () => {
    for (const hidden of ['\u0000', '\u200B', '\u202E']) {
      const result = text(`текст${hidden}`);
      expect(result.success ? null : result.error.issues[0]?.message).toBe(MESSAGES.unsafeCharacters);
    }
  });
});
