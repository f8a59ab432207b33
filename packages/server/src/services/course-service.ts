/**
 * The courses domain as the routes call it (issue 42): the catalogue and a course's page
 * (courses.ts), making and changing courses (course-edits.ts), students and their marks
 * (enrolments.ts) and the teachers page (teachers.ts) behind one face. Every call reads the
 * caller's courses (enrolled, taught) afresh, as the bearer check reads the account.
 */
import type {
  Course,
  CourseDetail,
  CourseStudent,
  CoursesQuery,
  EndpointParsedBody,
  MaterialSeenBody,
  TeacherCard,
  UnenrollBody,
} from '@school/contract';
import type { Db } from '../db/client.ts';
import { createCourse, updateCourse } from './course-edits.ts';
import { courseCallerOf, courseDetail, listCourses } from './courses.ts';
import { courseStudents, enroll, markSeen, unenroll } from './enrolments.ts';
import { listTeachers } from './teachers.ts';
import type { UserRow } from './users.ts';

export interface CourseService {
  list(account: UserRow, query: CoursesQuery): Promise<Course[]>;
  detail(account: UserRow, id: string): Promise<CourseDetail>;
  create(account: UserRow, body: EndpointParsedBody<'createCourse'>): Promise<string>;
  update(account: UserRow, body: EndpointParsedBody<'updateCourse'>): Promise<{ version: number }>;
  /** Answers how many students were added. */
  enroll(account: UserRow, body: EndpointParsedBody<'enroll'>): Promise<number>;
  /** Answers how many students left. */
  unenroll(account: UserRow, body: UnenrollBody): Promise<number>;
  students(account: UserRow, courseId: string): Promise<CourseStudent[]>;
  markSeen(account: UserRow, body: MaterialSeenBody): Promise<void>;
  teachers(account: UserRow): Promise<TeacherCard[]>;
}

export function createCourseService({ db }: { db: Db }): CourseService {
  const caller = (account: UserRow) => courseCallerOf(db, account);
  return {
    list: async (account, query) => listCourses(db, await caller(account), query),
    detail: async (account, id) => courseDetail(db, await caller(account), id),
    create: (account, body) => createCourse(db, account, body),
    update: async (account, body) => updateCourse(db, await caller(account), body),
    enroll: (account, body) => enroll(db, account, body),
    unenroll: (account, body) => unenroll(db, account, body),
    students: async (account, courseId) => courseStudents(db, await caller(account), courseId),
    markSeen: async (account, body) => markSeen(db, await caller(account), body),
    teachers: async (account) => listTeachers(db, await caller(account)),
  };
}
