/** The home page's cards, counted as the server counts them (services/dashboard.ts). */
import type { HttpHandler } from 'msw';
import { ROLE, managesAllLessons } from '@school/contract';
import { handle, ok, type MockContext } from '../handle.ts';

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
    return ok('dashboard', { courses: 0, students, unchecked: 0, deadlines: [] });
  }),
];
