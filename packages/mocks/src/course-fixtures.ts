/**
 * Courses, their outlines, enrolments, uploaded files and the teachers' pages (issue 42), typed by the
 * contract. Apart from fixtures.ts, which holds the accounts and the lessons these refer to.
 *
 * Five courses, one per state a page shows: the student's paid physics course with formulas, a video,
 * a PDF and a link, half seen; a free maths course the student is also on; a free course and a paid
 * one the student is not on; and a draft only staff and its teacher see.
 */
import type { CourseDetail, CourseLesson, CourseTeacher, StoredFile, User } from '@school/contract';
import { subjects, users } from './fixtures.ts';

/**
 * A course as the mocks store it: the detail without what depends on the viewer (enrolled, progress,
 * the rights, the seen marks), with the content of every material.
 */
export type MockCourse = Omit<
  CourseDetail,
  'enrolled' | 'progress' | 'readsContent' | 'editsOutline' | 'managesCourse' | 'upcomingLessons'
> & {
  /** Its coming lessons, in time order (the page lists the first COURSE_UPCOMING_LESSONS). */
  lessons: CourseLesson[];
};

const teacherOf = (user: User): CourseTeacher => ({
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  avatar: user.avatar,
});

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Monday 23 November 2026 00:00 Moscow time: the week after the fixture week. */
const NEXT_WEEK = Date.UTC(2026, 10, 22, 21, 0, 0);
const at = (day: number, hours: number, minutes = 0) =>
  new Date(NEXT_WEEK + day * DAY_MS + hours * HOUR_MS + minutes * 60_000).toISOString();

/** The uploaded files the fixture materials hold. */
export const files = {
  kinematicsNotes: {
    id: 'file-kinematics-notes',
    name: 'Кинематика — конспект.pdf',
    size: 1_572_864,
    type: 'application/pdf',
  },
  dynamicsTasks: {
    id: 'file-dynamics-tasks',
    name: 'Динамика — задачи для самопроверки.docx',
    size: 48_128,
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  derivativeTable: {
    id: 'file-derivative-table',
    name: 'Таблица производных.pdf',
    size: 356_000,
    type: 'application/pdf',
  },
} satisfies Record<string, StoredFile>;
export const fileList: StoredFile[] = Object.values(files);

const KINEMATICS_TEXT = `При равноускоренном движении скорость тела меняется одинаково за любые равные промежутки времени:

$v = v_0 + at$, где $v_0$ — начальная скорость, $a$ — ускорение, $t$ — время.

Перемещение за время $t$:

$$
s = v_0 t + \\frac{a t^2}{2}
$$

Если время не известно, удобна формула без него:

$$
v^2 - v_0^2 = 2as
$$

**Запомните:** ускорение — векторная величина; при торможении его проекция отрицательна.

# Как решать задачи

1. Выберите ось и начало отсчета.
2. Запишите проекции $v_0$ и $a$ со знаками.
3. Подставьте в формулу и проверьте размерность.`;

const NEWTON_TEXT = `**Первый закон.** Существуют системы отсчета, в которых тело сохраняет скорость, если на него не действуют силы.

**Второй закон.** Ускорение тела пропорционально равнодействующей сил:

$$
\\vec{F} = m\\vec{a}
$$

**Третий закон.** Тела действуют друг на друга с равными по модулю и противоположными по направлению силами:
$\\vec{F}_{12} = -\\vec{F}_{21}$.

> В задачах ЕГЭ второй закон почти всегда записывают в проекциях на оси: $F_x = m a_x$.`;

const DERIVATIVE_TEXT = `Производная функции $f$ в точке $x_0$ — предел отношения приращения функции к приращению аргумента:

$$
f'(x_0) = \\lim_{\\Delta x \\to 0} \\frac{f(x_0 + \\Delta x) - f(x_0)}{\\Delta x}
$$

Геометрический смысл: $f'(x_0)$ равна угловому коэффициенту касательной, $k = \\tg \\alpha$.`;

/** The courses, one per state a page shows. */
export const courses = {
  /** Paid, published, the student is on it and has seen two of its six materials. */
  physMechanics: {
    id: 'course-phys-mechanics',
    title: 'Физика ЕГЭ: механика',
    subject: 'phys',
    subjectName: subjects.phys.name,
    exam: 'ЕГЭ',
    grades: [10, 11],
    description:
      'Кинематика, динамика и законы сохранения — первая треть задач ЕГЭ по физике. ' +
      'Разбираем теорию с формулами (например, $v = v_0 + at$), решаем задачи из реальных вариантов ' +
      'и пишем короткие проверочные работы после каждого модуля.\n\n' +
      '**Для кого:** ученики 10–11 классов, которые готовятся к ЕГЭ на 80+ баллов.',
    priceRub: 4900,
    status: 'published',
    teachers: [teacherOf(users.teacher)],
    version: 3,
    modules: [
      {
        id: 'module-kinematics',
        title: 'Кинематика',
        materials: [
          {
            id: 'material-uniform-acceleration',
            kind: 'text',
            title: 'Равноускоренное движение',
            body: KINEMATICS_TEXT,
          },
          {
            id: 'material-kinematics-video',
            kind: 'video',
            title: 'Видеоразбор: графики движения',
            url: 'https://www.youtube.com/watch?v=Xk3v0t5aQ2w',
          },
          {
            id: 'material-kinematics-notes',
            kind: 'file',
            title: 'Конспект по кинематике',
            fileId: files.kinematicsNotes.id,
            file: files.kinematicsNotes,
          },
        ],
      },
      {
        id: 'module-dynamics',
        title: 'Динамика',
        materials: [
          { id: 'material-newton-laws', kind: 'text', title: 'Законы Ньютона', body: NEWTON_TEXT },
          {
            id: 'material-dynamics-video',
            kind: 'video',
            title: 'Решение задач на второй закон Ньютона',
            url: 'https://rutube.ru/video/0123456789abcdef0123456789abcdef/',
          },
          {
            id: 'material-fipi-bank',
            kind: 'link',
            title: 'Открытый банк заданий ФИПИ',
            url: 'https://fipi.ru/ege/otkrytyy-bank-zadaniy-ege',
          },
        ],
      },
    ],
    lessons: [
      {
        id: 'lesson-course-phys-1',
        title: 'Кинематика: разбор домашней работы',
        startsAt: at(1, 14, 30),
        durationMin: 90,
      },
      { id: 'lesson-course-phys-2', title: 'Динамика: силы трения', startsAt: at(3, 14, 30), durationMin: 90 },
      { id: 'lesson-course-phys-3', title: 'Проверочная работа по механике', startsAt: at(8, 14, 30), durationMin: 45 },
    ],
  },
  /** Free, published, two teachers; the student is on it and has seen nothing yet. */
  mathProfile: {
    id: 'course-math-profile',
    title: 'Математика ЕГЭ: профильный уровень',
    subject: 'math',
    subjectName: subjects.math.name,
    exam: 'ЕГЭ',
    grades: [11],
    description: 'Весь курс профильной математики за учебный год: от уравнений до задач с параметром.',
    priceRub: 0,
    status: 'published',
    teachers: [teacherOf(users.teacher), teacherOf(users.owner)],
    version: 1,
    modules: [
      {
        id: 'module-derivative',
        title: 'Производная',
        materials: [
          { id: 'material-derivative', kind: 'text', title: 'Определение производной', body: DERIVATIVE_TEXT },
          {
            id: 'material-derivative-table',
            kind: 'file',
            title: 'Таблица производных',
            fileId: files.derivativeTable.id,
            file: files.derivativeTable,
          },
        ],
      },
    ],
    lessons: [
      { id: 'lesson-course-math-1', title: 'Производная сложной функции', startsAt: at(0, 13), durationMin: 90 },
    ],
  },
  /** Free, published, the student is not on it: the page says how to enrol. */
  rusEssay: {
    id: 'course-rus-essay',
    title: 'Русский язык ОГЭ: сочинение',
    subject: 'rus',
    subjectName: subjects.rus.name,
    exam: 'ОГЭ',
    grades: [9],
    description: 'Как написать сочинение 13.3 на максимальный балл: структура, аргументы, типичные ошибки.',
    priceRub: 0,
    status: 'published',
    teachers: [teacherOf(users.senior)],
    version: 2,
    modules: [
      {
        id: 'module-essay-structure',
        title: 'Структура сочинения',
        materials: [
          {
            id: 'material-essay-plan',
            kind: 'text',
            title: 'План сочинения 13.3',
            body: '1. Тезис.\n2. Аргумент из текста.\n3. Аргумент из жизненного опыта.\n4. Вывод.',
          },
          { id: 'material-essay-examples', kind: 'link', title: 'Примеры сочинений', url: 'https://fipi.ru/oge' },
        ],
      },
    ],
    lessons: [],
  },
  /** Paid, published, the student is not on it: the page offers to buy it. */
  mathOlympiad: {
    id: 'course-math-olympiad',
    title: 'Олимпиадная математика',
    subject: 'math',
    subjectName: subjects.math.name,
    exam: 'olympiad',
    grades: [8, 9, 10, 11],
    description: 'Подготовка к Всероссийской олимпиаде школьников: инварианты, графы, неравенства.',
    priceRub: 7500,
    status: 'published',
    teachers: [teacherOf(users.teacher)],
    version: 1,
    modules: [
      {
        id: 'module-invariants',
        title: 'Инварианты',
        materials: [
          {
            id: 'material-invariants',
            kind: 'text',
            title: 'Что такое инвариант',
            body: 'Величина, которая не меняется.',
          },
          {
            id: 'material-invariants-video',
            kind: 'video',
            title: 'Задачи о шахматной доске',
            url: 'https://vkvideo.ru/video-12345678_456239017',
          },
        ],
      },
      {
        id: 'module-graphs',
        title: 'Графы',
        materials: [{ id: 'material-graphs', kind: 'text', title: 'Степени вершин', body: 'Лемма о рукопожатиях.' }],
      },
    ],
    lessons: [],
  },
  /** A draft: only staff and its teacher see it; anybody else gets 404. */
  physElectroDraft: {
    id: 'course-phys-electro',
    title: 'Физика ЕГЭ: электродинамика',
    subject: 'phys',
    subjectName: subjects.phys.name,
    exam: 'ЕГЭ',
    grades: [11],
    description: 'Черновик: программа курса еще составляется.',
    priceRub: 5900,
    status: 'draft',
    teachers: [teacherOf(users.teacher)],
    version: 1,
    modules: [],
    lessons: [],
  },
} satisfies Record<string, MockCourse>;

export type FixtureCourseName = keyof typeof courses;
export const courseList: MockCourse[] = Object.values(courses);

/** Who is enrolled in which course, by course id. */
export const enrolments: Record<string, string[]> = {
  [courses.physMechanics.id]: [users.student.username, users.vkStudent.username],
  [courses.mathProfile.id]: [users.student.username],
};

/** The materials each student opened, by username. */
export const materialViews: Record<string, string[]> = {
  [users.student.username]: ['material-uniform-acceleration', 'material-kinematics-video'],
  [users.vkStudent.username]: ['material-uniform-acceleration'],
};

/** The class of each student's questionnaire (the course's 'Ученики' page shows it). */
export const studentGrades: Record<string, number> = {
  [users.student.username]: 11,
  [users.vkStudent.username]: 10,
};

/** Telegram usernames of linked accounts (getuser carries only the chat id). */
export const telegramUsernames: Record<string, string> = {
  [users.teacher.username]: 'anna_smirnova_phys',
  [users.senior.username]: 's_kuznetsova',
};
