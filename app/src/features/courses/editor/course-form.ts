/**
 * The course's settings as the editor's form holds them (text per field, as lib/form does), the contract's rules
 * over them, and the bodies of create-course and update-course built from them.
 */
import {
  COURSE_SETTINGS_FIELDS,
  createCourseBodySchema,
  type CourseDetail,
  type EndpointBody,
  type ModuleInput,
} from '@school/contract';
import { schemaRule } from '../../../lib/form/schema-rule';
import type { FormSpec } from '../../../lib/form/use-form';

export type CourseFieldName =
  'title' | 'subject' | 'exam' | 'grades' | 'description' | 'priceRub' | 'status' | 'teachers';
export type CourseValues = Record<CourseFieldName, string>;

/* Lists ride in the form as comma-joined text: logins and class numbers hold no commas. */
export const listOf = (value: string): string[] => value.split(',').filter(Boolean);
export const joined = (list: readonly (string | number)[]): string => list.join(',');
export const gradesOf = (value: string): number[] => listOf(value).map(Number);

/** A whole number of roubles as typed; NaN for an empty field, so the rule refuses it. */
const typedPrice = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

const shape = createCourseBodySchema.shape;

/** The contract's schema of each field, the same the server applies. */
export const courseRules = {
  title: schemaRule<CourseFieldName>(shape.title),
  subject: schemaRule<CourseFieldName>(shape.subject),
  exam: schemaRule<CourseFieldName>(shape.exam),
  grades: schemaRule<CourseFieldName>(shape.grades, gradesOf),
  description: schemaRule<CourseFieldName>(shape.description),
  priceRub: schemaRule<CourseFieldName>(shape.priceRub, typedPrice),
  status: schemaRule<CourseFieldName>(shape.status),
  teachers: schemaRule<CourseFieldName>(shape.teachers, listOf),
} satisfies Record<CourseFieldName, unknown>;

/** Messages show after the first 'Сохранить', then follow the typing. */
export const courseFormSpec: FormSpec<CourseFieldName> = Object.fromEntries(
  Object.entries(courseRules).map(([name, rule]) => [name, { rule }]),
) as FormSpec<CourseFieldName>;

/** A new course: a draft, free, of the exam ЕГЭ, nothing else chosen yet. */
export const newCourseValues = (): CourseValues => ({
  title: '',
  subject: '',
  exam: 'ЕГЭ',
  grades: '',
  description: '',
  priceRub: '0',
  status: 'draft',
  teachers: '',
});

export const courseValues = (course: CourseDetail): CourseValues => ({
  title: course.title,
  subject: course.subject,
  exam: course.exam,
  grades: joined(course.grades),
  description: course.description,
  priceRub: String(course.priceRub),
  status: course.status,
  teachers: joined(course.teachers.map((teacher) => teacher.username)),
});

/** The messages of the fields the viewer may change (a teacher's form has no price, status or teachers). */
export function courseErrors(values: CourseValues, managesCourse: boolean): Partial<Record<CourseFieldName, string>> {
  const errors: Partial<Record<CourseFieldName, string>> = {};
  for (const [name, rule] of Object.entries(courseRules) as [CourseFieldName, (typeof courseRules)['title']][]) {
    if (!managesCourse && (COURSE_SETTINGS_FIELDS as readonly string[]).includes(name)) continue;
    const message = rule(values[name], values);
    if (message) errors[name] = message;
  }
  return errors;
}

export function createCourseBody(values: CourseValues): EndpointBody<'createCourse'> {
  return {
    title: values.title.trim(),
    subject: values.subject,
    exam: values.exam as EndpointBody<'createCourse'>['exam'],
    grades: gradesOf(values.grades),
    description: values.description.trim(),
    priceRub: typedPrice(values.priceRub),
    status: values.status as NonNullable<EndpointBody<'createCourse'>['status']>,
    teachers: listOf(values.teachers),
  };
}

/**
 * update-course: the fields and the whole outline, on the version the editor loaded. Price, status and teachers
 * only from those who manage courses: a teacher's call with them would be refused whole (403).
 */
export function updateCourseBody(
  course: Pick<CourseDetail, 'id' | 'version' | 'managesCourse'>,
  values: CourseValues,
  modules: ModuleInput[],
): EndpointBody<'updateCourse'> {
  const { priceRub, status, teachers, ...fields } = createCourseBody(values);
  return {
    id: course.id,
    version: course.version,
    ...fields,
    ...(course.managesCourse && { priceRub, status, teachers }),
    modules,
  };
}
