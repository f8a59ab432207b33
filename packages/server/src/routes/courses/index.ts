import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../define.ts';

/** Courses, their students and the teachers page (issue 42), by the contract's course policy. */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  const courses = app.courses;

  defineRoute(app, 'courses', {}, async (request) => courses.list(request.account, request.query));

  defineRoute(app, 'course', { compiledSerializer: true }, async (request) =>
    courses.detail(request.account, request.query.id),
  );

  defineRoute(app, 'createCourse', {}, async (request) => ({
    id: await courses.create(request.account, request.body),
  }));

  defineRoute(app, 'updateCourse', {}, async (request) => courses.update(request.account, request.body));

  defineRoute(app, 'enroll', {}, async (request) => ({
    enrolled: await courses.enroll(request.account, request.body),
  }));

  defineRoute(app, 'unenroll', {}, async (request) => ({
    removed: await courses.unenroll(request.account, request.body),
  }));

  defineRoute(app, 'courseStudents', {}, async (request) => courses.students(request.account, request.query.id));

  defineRoute(app, 'materialSeen', {}, async (request) => {
    await courses.markSeen(request.account, request.body);
    return { ok: true as const };
  });

  defineRoute(app, 'teachers', {}, async (request) => courses.teachers(request.account));
}
