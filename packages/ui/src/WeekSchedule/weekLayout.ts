/**
 * The week's geometry, apart from drawing: its days with their lessons, which hours the grid spans, where each
 * lesson's block stands in its day, and how many lines of its title it has room for. Pure, so it is tested alone
 * (weekLayout.test.ts) and the components only turn its fractions into styles.
 */
import { addDays, isSameDay } from 'date-fns';
import { lessonEnd, type ScheduleLesson } from './lesson.ts';

/** A day of the week shown, with its lessons in time order. */
export interface WeekDay {
  date: Date;
  lessons: ScheduleLesson[];
}

/** The seven days from `monday`, each with the lessons that start on it; lessons of other weeks are left out. */
export function weekDays(monday: Date, lessons: readonly ScheduleLesson[]): WeekDay[] {
  const sorted = [...lessons].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    return { date, lessons: sorted.filter((lesson) => isSameDay(lesson.startsAt, date)) };
  });
}

/* The day starts at 8:00 and ends at 20:00 unless a lesson of the week is earlier or later. */
const FIRST_HOUR = 8;
const LAST_HOUR = 20;
const DAY_MINUTES = 24 * 60;

/** Hours of the day the grid spans: from `from`:00 to `to`:00. */
export interface HourWindow {
  from: number;
  to: number;
}

const minuteOfDay = (date: Date) => date.getHours() * 60 + date.getMinutes();

/** A lesson's minutes within its own day: one that runs past midnight is drawn to the day's end. */
function span(lesson: ScheduleLesson): { start: number; end: number } {
  const start = minuteOfDay(lesson.startsAt);
  const end = lessonEnd(lesson);
  return { start, end: isSameDay(end, lesson.startsAt) ? Math.max(minuteOfDay(end), start + 1) : DAY_MINUTES };
}

/** The hours that hold every lesson given, start and end, and at least 8:00 to 20:00. */
export function hourWindow(lessons: readonly ScheduleLesson[]): HourWindow {
  let from = FIRST_HOUR;
  let to = LAST_HOUR;
  for (const lesson of lessons) {
    const { start, end } = span(lesson);
    from = Math.min(from, Math.floor(start / 60));
    to = Math.max(to, Math.ceil(end / 60));
  }
  return { from, to };
}

/** Where one lesson's block stands in its day. */
export interface BlockPlace {
  lesson: ScheduleLesson;
  /** Top edge and height, as fractions of the grid's height. */
  top: number;
  height: number;
  /** How long the block is drawn, in minutes (a lesson past midnight ends at the day's end). */
  minutes: number;
  /** Left edge and width, as fractions of the day's width. */
  left: number;
  width: number;
}

export interface DayLayout {
  blocks: BlockPlace[];
  /** The most lessons that stand side by side anywhere in the day (0 for a day without lessons). */
  columns: number;
}

interface Placed {
  lesson: ScheduleLesson;
  start: number;
  end: number;
  column: number;
}

const overlap = (a: Placed, b: Placed) => a.start < b.end && b.start < a.end;

/**
 * A day's blocks as a calendar lays them out (Google Calendar's rule): lessons that overlap, directly or
 * through others, form a cluster whose width they share in columns; each lesson takes the first column
 * free at its start, and widens to the right over the columns no overlapping lesson holds. Lessons
 * outside any overlap keep the day's whole width.
 */
export function layoutDay(lessons: readonly ScheduleLesson[], window: HourWindow): DayLayout {
  const total = (window.to - window.from) * 60;
  /* earlier first; of two at the same time the longer first, so it gets the left column */
  const sorted = lessons
    .map((lesson) => ({ lesson, ...span(lesson), column: 0 }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const blocks: BlockPlace[] = [];
  let columns = 0;

  const place = (cluster: Placed[], width: number) => {
    for (const item of cluster) {
      let right = item.column + 1;
      while (right < width && !cluster.some((other) => other.column === right && overlap(item, other))) right += 1;
      blocks.push({
        lesson: item.lesson,
        top: (item.start - window.from * 60) / total,
        height: (item.end - item.start) / total,
        minutes: item.end - item.start,
        left: item.column / width,
        width: (right - item.column) / width,
      });
    }
    columns = Math.max(columns, width);
  };

  let cluster: Placed[] = [];
  let ends: number[] = [];
  let clusterEnd = -Infinity;
  for (const item of sorted) {
    if (item.start >= clusterEnd && cluster.length > 0) {
      place(cluster, ends.length);
      cluster = [];
      ends = [];
    }
    const free = ends.findIndex((end) => end <= item.start);
    item.column = free === -1 ? ends.length : free;
    ends[item.column] = item.end;
    clusterEnd = cluster.length === 0 ? item.end : Math.max(clusterEnd, item.end);
    cluster.push(item);
  }
  if (cluster.length > 0) place(cluster, ends.length);
  return { blocks, columns };
}

/**
 * How many title lines a block `minutes` long holds under its time line (`hour`: px an hour is tall;
 * `padding`, `metaLine`, `titleLine`: px of the block's padding and of its lines); 0 when not even one.
 */
export function titleLines(
  minutes: number,
  { hour, padding, metaLine, titleLine }: { hour: number; padding: number; metaLine: number; titleLine: number },
): number {
  const height = (minutes / 60) * hour;
  return Math.max(0, Math.floor((height - padding - metaLine) / titleLine));
}
