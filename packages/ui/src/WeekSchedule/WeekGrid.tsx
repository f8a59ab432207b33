import { format, isSameDay } from 'date-fns';
import { ru } from 'date-fns/locale';
import type { CSSProperties } from 'react';
import { GridBlock } from './LessonBlock.tsx';
import type { ScheduleLesson } from './lesson.ts';
import { Grid } from './WeekGrid.styles.ts';
import { hourWindow, layoutDay, type WeekDay } from './weekLayout.ts';

const percent = (fraction: number) => `${fraction * 100}%`;

export interface WeekGridProps {
  /** The seven days, Monday first, each with its lessons in time order. */
  days: WeekDay[];
  today: Date;
  onLessonClick?: (lesson: ScheduleLesson) => void;
  headingLevel: 2 | 3 | 4;
}

/**
 * The wide screen's week: a column a day with the lessons as blocks at their times, over the hours that
 * hold every lesson of the week; a day's overlapping lessons share its width (weekLayout.ts).
 */
export function WeekGrid({ days, today, onLessonClick, headingLevel }: WeekGridProps) {
  const DayHeading = `h${headingLevel}` as const;
  const window = hourWindow(days.flatMap((day) => day.lessons));
  const hours = window.to - window.from;
  const layouts = days.map((day) => layoutDay(day.lessons, window));
  const tracks = layouts.map(({ columns }) =>
    columns === 0 ? 'minmax(var(--empty-day), 1fr)' : `minmax(calc(${columns} * var(--lane)), 1fr)`,
  );
  const style = {
    '--hours': hours,
    gridTemplateColumns: `var(--hour-labels) ${tracks.join(' ')}`,
  } as CSSProperties;
  return (
    <Grid style={style}>
      <div data-part="corner" aria-hidden="true" />
      <div data-part="hours" aria-hidden="true">
        {Array.from({ length: hours }, (_, index) => (
          <span key={index} style={{ top: percent((index + 1) / hours) }}>
            {String(window.from + index + 1).padStart(2, '0')}:00
          </span>
        ))}
      </div>
      {days.map((day, column) => {
        const isToday = isSameDay(day.date, today);
        const place = { gridColumn: column + 2 };
        return (
          <div key={day.date.getTime()} data-part="day" data-today={isToday || undefined}>
            <DayHeading data-part="day-head" style={{ ...place, gridRow: 1 }}>
              <span className="sr-only">
                {format(day.date, 'EEEE, d MMMM', { locale: ru })}
                {isToday && ', сегодня'}
              </span>
              <span aria-hidden="true">
                {format(day.date, 'EEEEEE', { locale: ru })}
                <span data-part="date">{format(day.date, 'd')}</span>
              </span>
            </DayHeading>
            <ul data-part="column" style={{ ...place, gridRow: 2 }}>
              {layouts[column]!.blocks.map(({ lesson, top, height, left, width, minutes }) => (
                <li
                  key={lesson.id}
                  style={{ top: percent(top), height: percent(height), left: percent(left), width: percent(width) }}
                >
                  <GridBlock lesson={lesson} minutes={minutes} onClick={onLessonClick} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Grid>
  );
}
