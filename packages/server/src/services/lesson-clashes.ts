/**
 * The clash warning of the lesson dialog (issue 40, docs/decisions/010): which of a teacher's own
 * lessons a planned time would overlap. A warning, not a rule: create-lesson and update-lesson still
 * take a clashing time, the teacher having seen it. The planned starts come from the same school-clock
 * maths as the change itself (lesson-times.ts), so the warning names exactly the lessons it would hit.
 */
import { MESSAGES, mayPlanLessons, type Lesson, type LessonClashesBody, type LessonViewer } from '@school/contract';
import { and, asc, eq, gt, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lessons } from '../db/schema/index.ts';
import { forbiddenError } from '../lib/http-error.ts';
import { lessonEnd, weeklyStarts } from './lesson-times.ts';
import { editableLesson, lessonsReached, selectLessons, startsOnceMoved, toLesson } from './lessons.ts';

/** Answered at most: the dialog names a few and counts the rest. */
const MAX_CLASHES = 50;

export async function lessonClashes(
  db: Db,
  viewer: LessonViewer,
  viewerId: string,
  body: LessonClashesBody,
  timeZone: string,
): Promise<Lesson[]> {
  const startsAt = new Date(body.startsAt);
  let teacherId = viewerId;
  let starts: Date[];
  let moving: string[] = [];
  if (body.id === undefined) {
    if (!mayPlanLessons(viewer)) throw forbiddenError(MESSAGES.lessonPlanningForbidden);
    starts = weeklyStarts(startsAt, body.repeatWeeks ?? 1, timeZone);
  } else {
    const chosen = await editableLesson(db, viewer, body.id);
    const reached = await lessonsReached(db, chosen, body.series);
    teacherId = chosen.teacherId;
    starts = startsOnceMoved(reached, chosen, startsAt, timeZone);
    /* The lessons that move are where they will no longer be: never their own clash. */
    moving = reached.map((row) => row.id);
  }
  const overlaps = starts.map((start) =>
    and(
      lt(lessons.startsAt, lessonEnd(start, body.durationMin)),
      gt(
        sql`${lessons.startsAt} + make_interval(mins => ${lessons.durationMin})`,
        sql`${start.toISOString()}::timestamptz`,
      ),
    )!,
  );
  const rows = await selectLessons(db)
    .where(
      and(
        eq(lessons.teacherId, teacherId),
        moving.length > 0 ? notInArray(lessons.id, moving) : undefined,
        or(...overlaps),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id))
    .limit(MAX_CLASHES);
  return rows.map(toLesson);
}
