import { z } from 'zod';

/** A deadline on the dashboard's card: an assignment of one of the viewer's courses (homework, issue 43). */
export const dashboardDeadlineSchema = z.object({
  assignmentId: z.string(),
  title: z.string(),
  courseTitle: z.string(),
  dueAt: z.string(),
  status: z.string(),
});
export type DashboardDeadline = z.infer<typeof dashboardDeadlineSchema>;

/**
 * GET /api/dashboard (api.md): what the home page's cards count for this viewer, each exactly what its card says.
 * `courses`: the courses the viewer is enrolled in or teaches; `students`: for SENIOR and above the school's
 * active students, for a teacher the students who learn one of the taught subjects, 0 for everyone else;
 * `unchecked`: handed-in work of taught courses not checked yet; `deadlines`: the viewer's nearest due work.
 */
export const dashboardResponseSchema = z.object({
  courses: z.number().int().nonnegative(),
  students: z.number().int().nonnegative(),
  unchecked: z.number().int().nonnegative(),
  deadlines: dashboardDeadlineSchema.array(),
});
export type DashboardCounts = z.infer<typeof dashboardResponseSchema>;
