/** The home page's cards, counted as the server counts them (services/dashboard.ts). */
import type { HttpHandler } from 'msw';
import {
  DASHBOARD_DEADLINES_MAX,
  ROLE,
  managesAllLessons,
  managesCourses,
  teachesCourse,
  type DashboardDeadline,
} from '@school/contract';
import { handle, ok, type MockContext } from '../handle.ts';
import { assignmentFor, waitingFor } from './homework.ts';

export const dashboardHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'dashboard', ({ viewer }) => {
    const taught = new Set(viewer.subjectsTeach);
    const everyone = managesAllLessons(viewer.roles);
    const students = ctx.db.users.filter(
      (user) =>
        user.roles[0] === ROLE.USER &&
        !user.isBanned &&
        (everyone || (ctx.db.learntSubjects[user.username] ?? []).some((subject) => taught.has(subject))),
    ).length;
    const courses = ctx.db.courses.filter(
      (course) => teachesCourse(viewer, course) || (ctx.db.enrolments[course.id] ?? []).includes(viewer.username),
    );
    const checks = managesCourses(viewer.roles) || courses.some((course) => teachesCourse(viewer, course));
    const now = Date.now();
    const seen = ctx.db.assignments.flatMap((assignment) => assignmentFor(ctx, viewer, assignment) ?? []);
    const deadlines: DashboardDeadline[] = (
      checks
        ? seen
            .filter((task) => Date.parse(task.dueAt) >= now)
            .map((task) => ({ task, dueAt: task.dueAt, status: 'open' }))
        : seen
            .filter(
              (task) =>
                (task.status === 'not-submitted' || task.status === 'returned') && Date.parse(task.dueFor!) >= now,
            )
            .map((task) => ({ task, dueAt: task.dueFor!, status: task.status! }))
    )
      .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))
      .slice(0, DASHBOARD_DEADLINES_MAX)
      .map(({ task, dueAt, status }) => ({
        assignmentId: task.id,
        title: task.title,
        courseTitle: task.courseTitle,
        dueAt,
        status,
      }));
    const unchecked = checks
      ? waitingFor(ctx, viewer).length
      : /* a student's own works waiting for a check, in time or late */
        seen.filter((task) => task.status === 'submitted' || task.status === 'late').length;
    return ok('dashboard', { courses: courses.length, students, unchecked, deadlines });
  }),
];
