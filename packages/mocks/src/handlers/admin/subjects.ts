/** The school subjects: the public list (the questionnaire's choices) and their management (SENIOR). */
import type { HttpHandler } from 'msw';
import { ERROR_CODES, MESSAGES } from '@school/contract';
import { fail, findSubject, handle, nameCheck, ok, type MockContext } from '../../handle.ts';

export const subjectHandlers = (ctx: MockContext): HttpHandler[] => [
  handle(ctx, 'getSubjects', () => ok('getSubjects', ctx.db.subjects)),

  handle(ctx, 'checkSubjectName', ({ query }) =>
    nameCheck(
      Boolean(findSubject(ctx, query.shortname)),
      MESSAGES.subjectShortnameTaken,
      MESSAGES.subjectShortnameFree,
    ),
  ),

  handle(ctx, 'createSubject', ({ body }) =>
    findSubject(ctx, body.shortname)
      ? fail(409, MESSAGES.subjectShortnameTaken, ERROR_CODES.conflict)
      : ok('createSubject', body),
  ),

  handle(ctx, 'updateSubject', ({ body }) => {
    const subject = findSubject(ctx, body.shortname);
    /* The short name is read-only in the edit dialog: keep the stored spelling. */
    return subject
      ? ok('updateSubject', { ...body, shortname: subject.shortname })
      : fail(404, MESSAGES.subjectNotFound, ERROR_CODES.notFound);
  }),
];
