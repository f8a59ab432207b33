/**
 * Lesson times on the school's clock (SCHOOL_TZ): a weekly series and a moved series keep their
 * local time of day, so across a daylight-saving change the instant moves by an hour instead.
 */
import { TZDate } from '@date-fns/tz';

/** `count` starts a week apart from `first`, at the same wall-clock time in `timeZone`. */
export function weeklyStarts(first: Date, count: number, timeZone: string): Date[] {
  return Array.from({ length: count }, (_, week) => {
    const local = new TZDate(first.getTime(), timeZone);
    local.setDate(local.getDate() + week * 7);
    return new Date(local.getTime());
  });
}

/** Minutes from `from` to `to` as the school's clock and calendar read them (not as elapsed time). */
function clockMinutesBetween(from: Date, to: Date, timeZone: string): number {
  const wall = (at: Date) => {
    const local = new TZDate(at.getTime(), timeZone);
    return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes());
  };
  return Math.round((wall(to) - wall(from)) / 60_000);
}

/**
 * Each of `starts` moved as far on the school's clock as `from` moves to `to`: a series moved from
 * Monday 18:00 to Tuesday 17:00 has every later Monday 18:00 on Tuesday 17:00, whatever daylight
 * saving does in between; a lesson of it moved on its own before keeps its own offset.
 */
export function movedOnClock(starts: readonly Date[], from: Date, to: Date, timeZone: string): Date[] {
  const minutes = clockMinutesBetween(from, to, timeZone);
  return starts.map((start) => {
    const local = new TZDate(start.getTime(), timeZone);
    local.setMinutes(local.getMinutes() + minutes);
    return new Date(local.getTime());
  });
}

/** When a lesson of `durationMin` minutes starting at `startsAt` ends. */
export const lessonEnd = (startsAt: Date, durationMin: number): Date =>
  new Date(startsAt.getTime() + durationMin * 60_000);
