import { describe, expect, it } from 'vitest';
import type { ScheduleLesson } from './lesson.ts';
import { hourWindow, layoutDay, titleLines, weekDays, type DayLayout, type WeekDay } from './weekLayout.ts';

const lesson = (id: string, hour: number, minute: number, durationMin: number, day = 16): ScheduleLesson => ({
  id,
  subject: 'math',
  subjectName: 'Математика',
  title: id,
  startsAt: new Date(2026, 10, day, hour, minute),
  durationMin,
});

/** Each block as 'id left+width' in columns of `of`, e.g. 'a 0+1/2'. */
const columnsOf = (layout: DayLayout, of: number) =>
  layout.blocks.map(
    ({ lesson: { id }, left, width }) => `${id} ${Math.round(left * of)}+${Math.round(width * of)}/${of}`,
  );

describe('weekDays', () => {
  /* Monday 16 November 2026 */
  const monday = new Date(2026, 10, 16);
  const idsByDay = (days: WeekDay[]) => days.map((day) => day.lessons.map((l) => l.id));

  it('given no lessons / seven empty days from Monday to Sunday', () => {
    const days = weekDays(monday, []);
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => new Date(2026, 10, 16 + i)));
    expect(idsByDay(days)).toEqual([[], [], [], [], [], [], []]);
  });

  it('given lessons out of order / each day holds its own in time order', () => {
    const lessons = [
      lesson('wed-late', 18, 0, 60, 18),
      lesson('mon', 9, 0, 60, 16),
      lesson('wed-early', 8, 30, 45, 18),
    ];
    expect(idsByDay(weekDays(monday, lessons))).toEqual([['mon'], [], ['wed-early', 'wed-late'], [], [], [], []]);
  });

  it('given lessons of the weeks before and after / they are left out, Sunday night kept', () => {
    const lessons = [
      lesson('sun-before', 20, 0, 60, 15),
      lesson('sun-late', 23, 30, 90, 22),
      lesson('next-mon', 0, 0, 60, 23),
    ];
    expect(idsByDay(weekDays(monday, lessons))).toEqual([[], [], [], [], [], [], ['sun-late']]);
  });
});

describe('hourWindow', () => {
  it('given no lessons / the day runs from 8:00 to 20:00', () => {
    expect(hourWindow([])).toEqual({ from: 8, to: 20 });
  });

  it('given a lesson from 20:00 to 21:00 / the grid ends at 21:00, after it', () => {
    expect(hourWindow([lesson('late', 20, 0, 60)])).toEqual({ from: 8, to: 21 });
  });

  it('given a lesson that ends at 21:15 / the grid ends at the next full hour', () => {
    expect(hourWindow([lesson('late', 19, 45, 90)])).toEqual({ from: 8, to: 22 });
  });

  it('given a lesson at 7:30 / the grid starts at 7:00', () => {
    expect(hourWindow([lesson('early', 7, 30, 45)])).toEqual({ from: 7, to: 20 });
  });

  it('given a lesson that runs past midnight / the grid ends at the end of the day', () => {
    expect(hourWindow([lesson('night', 23, 0, 90)])).toEqual({ from: 8, to: 24 });
  });
});

describe('layoutDay', () => {
  const window = { from: 8, to: 20 };

  it('given lessons that do not overlap / each keeps the whole width at its time', () => {
    const layout = layoutDay([lesson('a', 9, 0, 60), lesson('b', 10, 0, 60)], window);
    expect(columnsOf(layout, 1)).toEqual(['a 0+1/1', 'b 0+1/1']);
    expect(layout.columns).toBe(1);
    expect(layout.blocks[0]).toMatchObject({ top: 1 / 12, height: 1 / 12, minutes: 60 });
  });

  it('given two overlapping lessons / they stand side by side, half the width each', () => {
    const layout = layoutDay([lesson('b', 17, 30, 90), lesson('a', 17, 0, 90)], window);
    expect(columnsOf(layout, 2)).toEqual(['a 0+1/2', 'b 1+1/2']);
    expect(layout.columns).toBe(2);
  });

  it('given three lessons that all overlap / three columns, a third each', () => {
    const layout = layoutDay([lesson('a', 17, 0, 60), lesson('b', 17, 15, 60), lesson('c', 17, 30, 60)], window);
    expect(columnsOf(layout, 3)).toEqual(['a 0+1/3', 'b 1+1/3', 'c 2+1/3']);
  });

  it('given two at the same time / the longer takes the left column', () => {
    const layout = layoutDay([lesson('short', 17, 0, 45), lesson('long', 17, 0, 90)], window);
    expect(columnsOf(layout, 2)).toEqual(['long 0+1/2', 'short 1+1/2']);
  });

  it('given a chain a-b-c where a and c do not meet / c reuses the column a left', () => {
    const layout = layoutDay([lesson('a', 9, 0, 60), lesson('b', 9, 30, 60), lesson('c', 10, 0, 60)], window);
    expect(columnsOf(layout, 2)).toEqual(['a 0+1/2', 'b 1+1/2', 'c 0+1/2']);
  });

  it('given a lesson whose neighbour column is free at its time / it widens over that column', () => {
    const layout = layoutDay(
      [lesson('a', 9, 0, 120), lesson('b', 9, 0, 60), lesson('c', 9, 30, 30), lesson('d', 10, 0, 60)],
      window,
    );
    // d starts when b and c have ended: it takes b's column and c's beside it
    expect(columnsOf(layout, 3)).toEqual(['a 0+1/3', 'b 1+1/3', 'c 2+1/3', 'd 1+2/3']);
  });

  it('given clusters apart / each shares the width only within itself', () => {
    const layout = layoutDay(
      [lesson('a', 9, 0, 60), lesson('b', 9, 0, 60), lesson('c', 9, 0, 60), lesson('alone', 15, 0, 60)],
      window,
    );
    expect(layout.columns).toBe(3);
    expect(columnsOf(layout, 3).at(-1)).toBe('alone 0+3/3');
  });

  it('given a lesson past midnight / it is drawn to the end of the day', () => {
    const layout = layoutDay([lesson('night', 23, 0, 90)], { from: 8, to: 24 });
    expect(layout.blocks[0]).toMatchObject({ top: 15 / 16, height: 1 / 16, minutes: 60 });
  });
});

describe('titleLines', () => {
  const lines = { hour: 48, padding: 4, metaLine: 15, titleLine: 17.5 };

  it('given a 90-minute lesson / three title lines under the time', () => {
    expect(titleLines(90, lines)).toBe(3);
  });

  it('given a 45-minute lesson / no room for a title line under the time', () => {
    expect(titleLines(45, lines)).toBe(0);
    expect(titleLines(45, { ...lines, titleLine: 15 })).toBe(1);
  });
});
