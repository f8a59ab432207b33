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

/** Calendar days from `from` to `to` on the school's calendar. */
function daysBetween(from: Date, to: Date, timeZone: string): number {
  const day = (at: Date) => {
    const local = new TZDate(at.getTime(), timeZone);
    return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
  };
  return Math.round((day(to) - day(from)) / (24 * 60 * 60 * 1000));
}

/**
 * Each of `starts` once a series is moved from `from` to `to` (from one lesson on): as many days later
 * or earlier, at the new time of day on the school's clock, so a series moved from Monday 18:00 to
 * Tuesday 17:00 is on Tuesdays at 17:00 from then on, whatever daylight saving does in between; a lesson
 * of it moved to another day on its own before keeps its day but takes the new time. When the start
 * does not change (the dialog sends it with every change), nothing moves.
 */
export function movedWithSeries(starts: readonly Date[], from: Date, to: Date, timeZone: string): Date[] {
  if (from.getTime() === to.getTime()) return [...starts];
  const days = daysBetween(from, to, timeZone);
  const clock = new TZDate(to.getTime(), timeZone);
  return starts.map((start) => {
    const local = new TZDate(start.getTime(), timeZone);
    local.setDate(local.getDate() + days);
    local.setHours(clock.getHours(), clock.getMinutes(), clock.getSeconds(), clock.getMilliseconds());
    return new Date(local.getTime());
  });
}

/** When a lesson of `durationMin` minutes starting at `startsAt` ends. */
export const lessonEnd = (startsAt: Date, durationMin: number): Date =>
  new Date(startsAt.getTime() + durationMin * 60_000);
