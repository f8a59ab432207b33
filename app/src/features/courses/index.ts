/**
 * Courses (/courses, /courses/:id, its materials) and the teachers page (/teachers). Only lazy pages leave this
 * index: the router imports it, and the courses' api, the Markdown and KaTeX must stay out of the first download.
 */
import { lazyPage } from '../../lib/lazy-page';

export const loadCoursesPage = lazyPage(() => import('./pages/courses-page'), 'CoursesPage');
export const loadCoursePage = lazyPage(() => import('./pages/course-page'), 'CoursePage');
export const loadMaterialPage = lazyPage(() => import('./pages/material-page'), 'MaterialPage');
export const loadTeachersPage = lazyPage(() => import('./pages/teachers-page'), 'TeachersPage');

/** The course editor and the students page: their module brings the editor's form, outline and upload. */
export const loadCourseNewPage = lazyPage(() => import('./pages/course-new-page'), 'CourseNewPage');
export const loadCourseEditPage = lazyPage(() => import('./pages/course-edit-page'), 'CourseEditPage');
export const loadCourseStudentsPage = lazyPage(() => import('./pages/course-students-page'), 'CourseStudentsPage');
