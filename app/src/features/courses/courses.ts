/**
 * The courses pages without React: how a price, a course's classes and a student's progress read, the
 * badges of a card, the order of the materials (for 'Назад' and 'Далее') and the catalogue's filters in the URL.
 */
import {
  COURSE_EXAM_NAMES,
  COURSE_EXAMS,
  COURSE_STATUSES,
  type Course,
  type CourseDetail,
  type CourseExam,
  type CourseProgress,
  type Material,
} from '@school/contract';
import type { CourseCardBadge } from '@school/ui';

/* A no-break space: '4 900 ₽' never breaks between the digits or before the sign. */
const NBSP = '\u00a0';

/** 'Бесплатно' for 0, else whole roubles in groups of three: '4 900 ₽', '12 500 ₽'. */
export function formatPrice(priceRub: number): string {
  if (priceRub === 0) return 'Бесплатно';
  const digits = String(Math.trunc(priceRub)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${digits}${NBSP}₽`;
}

/**
 * The classes a course is for: '9 класс', '10–11 класс' for a run, '5, 7, 9 класс' otherwise; null for any
 * class (an empty list).
 */
export function formatGrades(grades: readonly number[]): string | null {
  if (grades.length === 0) return null;
  const sorted = [...new Set(grades)].sort((a, b) => a - b);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  if (sorted.length === 1) return `${first} класс`;
  const isRun = last - first === sorted.length - 1;
  return isRun ? `${first}–${last} класс` : `${sorted.join(', ')} класс`;
}

/** 'Пройдено 3 из 10': how far an enrolled student has got. */
export const progressCaption = ({ seen, total }: CourseProgress): string => `Пройдено ${seen} из ${total}`;

/** The accessible name of the progress bar. */
export const PROGRESS_LABEL = 'Пройдено материалов';

/** The exam's label as the catalogue writes it ('ЕГЭ', 'Олимпиада'). */
export const examLabel = (exam: CourseExam): string => COURSE_EXAMS[exam];

/** A card's badges in reading order: exam, classes, and the status when the course is not simply published. */
export function courseBadges(course: Pick<Course, 'exam' | 'grades' | 'status'>): CourseCardBadge[] {
  const badges: CourseCardBadge[] = [{ label: examLabel(course.exam) }];
  const grades = formatGrades(course.grades);
  if (grades) badges.push({ label: grades });
  if (course.status === 'draft') badges.push({ label: COURSE_STATUSES.draft, tone: 'warning' });
  if (course.status === 'archived') badges.push({ label: COURSE_STATUSES.archived });
  return badges;
}

/** 'Анна Смирнова' */
export const personName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();

/** Is this one of the viewer's courses: enrolled in it, or teaching it? */
export const isOwnCourse = (course: Pick<Course, 'enrolled' | 'teachers'>, username: string): boolean =>
  course.enrolled || course.teachers.some((teacher) => teacher.username === username);

/** Where a material stands in its course: the materials of all modules in order, one after another. */
export interface MaterialPlace {
  material: Material;
  /** The module it is in. */
  moduleTitle: string;
  /** 1-based position among all the course's materials. */
  position: number;
  total: number;
  previous: Material | undefined;
  next: Material | undefined;
}

/** The material `materialId` of `course` with its neighbours across module borders, or undefined. */
export function materialPlace(course: Pick<CourseDetail, 'modules'>, materialId: string): MaterialPlace | undefined {
  const all = course.modules.flatMap((module) => module.materials.map((material) => ({ material, module })));
  const index = all.findIndex(({ material }) => material.id === materialId);
  if (index < 0) return undefined;
  const { material, module } = all[index]!;
  return {
    material,
    moduleTitle: module.title,
    position: index + 1,
    total: all.length,
    previous: all[index - 1]?.material,
    next: all[index + 1]?.material,
  };
}

/** The catalogue's filters, as kept in the URL's query (`?subject=phys&exam=ЕГЭ`) so a reload keeps them. */
export interface CourseFilters {
  subject?: string;
  exam?: CourseExam;
}

const isExam = (value: string): value is CourseExam => (COURSE_EXAM_NAMES as readonly string[]).includes(value);

/** The filters of a URL's query; an unknown exam or an empty value reads as no filter. */
export function readFilters(search: URLSearchParams): CourseFilters {
  const filters: CourseFilters = {};
  const subject = search.get('subject')?.trim();
  const exam = search.get('exam');
  if (subject) filters.subject = subject;
  if (exam && isExam(exam)) filters.exam = exam;
  return filters;
}

/** The query of `filters`, without the ones left empty. */
export function writeFilters(filters: CourseFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.subject) search.set('subject', filters.subject);
  if (filters.exam) search.set('exam', filters.exam);
  return search;
}

/** The telegram link of a username: 'https://t.me/anna_smirnova_phys'. */
export const telegramUrl = (username: string): string =>
  `https://t.me/${encodeURIComponent(username.replace(/^@/, ''))}`;
