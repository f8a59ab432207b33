import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { MESSAGES } from './messages.ts';
import {
  mayEditLesson,
  mayPlanLesson,
  mayPlanLessons,
  plannableSubjects,
  seesLesson,
  type LessonViewer,
} from './policy.ts';
import { planLessonRefusal } from './refusals.ts';
import { validationMessage } from './schemas/index.ts';

const messageOf = (
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? null : validationMessage(result.error as Parameters<typeof validationMessage>[0]);
};

const create = endpoints.createLesson.body;
const update = endpoints.updateLesson.body;
const lessonsQuery = endpoints.lessons.query;

const valid = { subject: 'math', title: 'Производная', startsAt: '2026-03-02T15:00:00+03:00', durationMin: 90 };

describe('create-lesson body', () => {
  it('takes a lesson as the add dialog sends it, empty optional fields read as absent', () => {
    expect(create.parse({ ...valid, title: '  Производная ', link: '', notes: '', repeatWeeks: '' })).toEqual({
      ...valid,
      title: 'Производная',
    });
    expect(create.parse({ ...valid, subject: 'MATH', link: 'https://meet.example.ru/r/1', repeatWeeks: 8 })).toEqual({
      ...valid,
      link: 'https://meet.example.ru/r/1',
      repeatWeeks: 8,
    });
  });

  it.each([
    [{ title: '   ' }, MESSAGES.lessonTitleRequired],
    [{ title: undefined }, MESSAGES.lessonTitleRequired],
    [{ startsAt: 'завтра в три' }, MESSAGES.lessonDateInvalid],
    [{ startsAt: '2026-03-02T15:00:00' }, MESSAGES.lessonDateInvalid],
    [{ startsAt: undefined }, MESSAGES.lessonDateInvalid],
    [{ durationMin: 14 }, MESSAGES.lessonDuration],
    [{ durationMin: 241 }, MESSAGES.lessonDuration],
    [{ durationMin: 45.5 }, MESSAGES.lessonDuration],
    [{ link: 'http://meet.example.ru/r/1' }, MESSAGES.lessonLinkHttps],
    [{ link: 'javascript:alert(1)' }, MESSAGES.lessonLinkHttps],
    [{ link: 'meet.example.ru' }, MESSAGES.lessonLinkHttps],
    [{ repeatWeeks: 0 }, MESSAGES.lessonRepeatWeeks],
    [{ repeatWeeks: 41 }, MESSAGES.lessonRepeatWeeks],
  ])('refuses %o with its Russian message', (change, message) => {
    expect(messageOf(create, { ...valid, ...change })).toBe(message);
  });

  it('takes notes of several lines as typed in the dialog, and still refuses a hidden control character', () => {
    const notes = 'Повторить второй закон\nПринести тетрадь с задачами';
    expect(create.parse({ ...valid, notes: `  ${notes}\n` })).toEqual({ ...valid, notes });
    expect(messageOf(create, { ...valid, notes: 'Заметка\u202eтайная' })).toBe(MESSAGES.unsafeCharacters);
  });

  it('accepts the bounds of duration and repeats', () => {
    expect(messageOf(create, { ...valid, durationMin: 15, repeatWeeks: 1 })).toBeNull();
    expect(messageOf(create, { ...valid, durationMin: 240, repeatWeeks: 40 })).toBeNull();
  });
});

describe('update-lesson body', () => {
  it('leaves absent fields alone and clears the link or notes sent empty', () => {
    expect(update.parse({ id: 'l1', title: 'Новая тема' })).toEqual({ id: 'l1', title: 'Новая тема' });
    expect(update.parse({ id: 'l1', link: '', notes: null })).toEqual({ id: 'l1', link: null, notes: null });
    expect(messageOf(update, { id: 'l1', title: '' })).toBe(MESSAGES.lessonTitleRequired);
    expect(messageOf(update, { id: 'l1', link: 'http://x.ru' })).toBe(MESSAGES.lessonLinkHttps);
  });

  it('takes series as a boolean only, on a change and a removal alike', () => {
    expect(update.parse({ id: 'l1', series: true, title: 'Тема' })).toEqual({ id: 'l1', series: true, title: 'Тема' });
    expect(endpoints.deleteLesson.body.parse({ id: 'l1', series: false })).toEqual({ id: 'l1', series: false });
    expect(messageOf(update, { id: 'l1', series: 'yes' })).toBe(MESSAGES.invalidType);
    expect(messageOf(endpoints.deleteLesson.body, { id: 'l1', series: 1 })).toBe(MESSAGES.invalidType);
  });
});

describe('lesson-clashes body', () => {
  const clashes = endpoints.lessonClashes.body;
  it('takes a planned time as the dialog sends it, with the rules of create-lesson', () => {
    const planned = { startsAt: valid.startsAt, durationMin: 60 };
    expect(clashes.parse({ ...planned, repeatWeeks: '' })).toEqual(planned);
    expect(clashes.parse({ ...planned, id: 'l1', series: true })).toEqual({ ...planned, id: 'l1', series: true });
    expect(messageOf(clashes, { ...planned, durationMin: 300 })).toBe(MESSAGES.lessonDuration);
    expect(messageOf(clashes, { ...planned, startsAt: '16:00' })).toBe(MESSAGES.lessonDateInvalid);
    expect(messageOf(clashes, { ...planned, repeatWeeks: 41 })).toBe(MESSAGES.lessonRepeatWeeks);
  });
});

describe('lessons query', () => {
  it('takes a range up to 62 days', () => {
    expect(messageOf(lessonsQuery, { from: '2026-03-01T00:00:00Z', to: '2026-05-02T00:00:00Z' })).toBeNull();
  });

  it.each([
    [{ from: '2026-03-01T00:00:00Z', to: '2026-05-02T00:00:01Z' }, MESSAGES.lessonsRangeTooLong],
    [{ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' }, MESSAGES.lessonsRangeOrder],
    [{ from: 'вчера', to: '2026-03-01T00:00:00Z' }, MESSAGES.lessonsRangeInvalid],
    [{ to: '2026-03-01T00:00:00Z' }, MESSAGES.lessonsRangeInvalid],
  ])('refuses %o', (query, message) => {
    expect(messageOf(lessonsQuery, query)).toBe(message);
  });
});

describe('lesson policy', () => {
  const viewer = (roles: string[], subjectsTeach: string[] = [], subjectsLearn: string[] = []): LessonViewer => ({
    username: 'me',
    roles,
    subjectsTeach,
    subjectsLearn,
    grade: null,
    courseIds: [],
  });
  const teacher = viewer(['TEACHER'], ['math']);
  const lessonOf = (subject: string, owner = 'other') => ({ subject, teacher: { username: owner } });

  it('lets a teacher plan only taught subjects, SENIOR and above any, nobody else', () => {
    expect(mayPlanLesson(teacher, 'math')).toBe(true);
    expect(planLessonRefusal(teacher, 'phys')).toBe(MESSAGES.lessonSubjectNotTaught);
    for (const role of ['SENIOR', 'DIRECTOR', 'OWNER']) expect(mayPlanLesson(viewer([role]), 'phys'), role).toBe(true);
    /* SENIOR as a second role still counts: privilege is the highest role held. */
    expect(mayPlanLesson(viewer(['TEACHER', 'SENIOR']), 'phys')).toBe(true);
    for (const role of ['TUTOR', 'MANAGER', 'USER']) {
      expect(planLessonRefusal(viewer([role], ['math']), 'math'), role).toBe(MESSAGES.lessonPlanningForbidden);
    }
    expect(mayPlanLessons(teacher)).toBe(true);
    expect(mayPlanLessons(viewer(['TEACHER']))).toBe(false);
    expect(mayPlanLessons(viewer(['USER'], [], ['math']))).toBe(false);
  });

  it('offers the add dialog only the plannable subjects', () => {
    const all = [{ shortname: 'math' }, { shortname: 'phys' }];
    expect(plannableSubjects(teacher, all)).toEqual([{ shortname: 'math' }]);
    expect(plannableSubjects(viewer(['SENIOR']), all)).toEqual(all);
  });

  it('lets the owning teacher and SENIOR and above edit a lesson', () => {
    expect(mayEditLesson(teacher, lessonOf('math', 'me'))).toBe(true);
    expect(mayEditLesson(teacher, lessonOf('math'))).toBe(false);
    expect(mayEditLesson({ username: 'boss', roles: ['SENIOR'] }, lessonOf('math'))).toBe(true);
  });

  it('shows a student the subjects learnt, a teacher those taught and owned, seniors everything', () => {
    expect(seesLesson(viewer(['USER'], [], ['math']), lessonOf('math'))).toBe(true);
    expect(seesLesson(viewer(['USER'], [], ['math']), lessonOf('phys'))).toBe(false);
    expect(seesLesson(teacher, lessonOf('math'))).toBe(true);
    expect(seesLesson(teacher, lessonOf('phys'))).toBe(false);
    expect(seesLesson(teacher, lessonOf('phys', 'me'))).toBe(true);
    expect(seesLesson(viewer(['SENIOR']), lessonOf('phys'))).toBe(true);
  });

  it("shows a course's lesson to its students and teachers only, a lesson for some classes to those classes", () => {
    const ofCourse = { ...lessonOf('math'), courseId: 'c1', grades: [] };
    const forNine = { ...lessonOf('math'), courseId: null, grades: [9] };
    const student = (grade: number | null, courseIds: string[] = []) => ({
      ...viewer(['USER'], [], ['math']),
      grade,
      courseIds,
    });
    expect(seesLesson(student(11, ['c1']), ofCourse)).toBe(true);
    expect(seesLesson(student(11), ofCourse)).toBe(false);
    expect(seesLesson(teacher, ofCourse)).toBe(false);
    expect(seesLesson({ ...teacher, courseIds: ['c1'] }, ofCourse)).toBe(true);
    expect(seesLesson(teacher, { ...ofCourse, teacher: { username: 'me' } })).toBe(true);
    expect(seesLesson(viewer(['SENIOR']), ofCourse)).toBe(true);
    expect(seesLesson(student(9), forNine)).toBe(true);
    expect(seesLesson(student(11), forNine)).toBe(false);
    expect(seesLesson(student(null), forNine)).toBe(false);
    expect(seesLesson(teacher, forNine)).toBe(true);
  });
});
