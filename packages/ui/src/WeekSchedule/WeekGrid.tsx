import { format, isSameDay } from 'date-fns';
import { ru } from 'date-fns/locale';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { GridBlock } from './LessonBlock.tsx';
import type { ScheduleLesson } from './lesson.ts';
import { hourWindow, layoutDay } from './weekLayout.ts';

const Grid = styled.div`
  --lane: ${({ theme }) => theme.size.weekSchedule.lane};
  --hour-labels: ${({ theme }) => theme.space(12)};
  /* a day without lessons keeps room for its heading ('ПТ 20') when days of lessons side by side take the width */
  --empty-day: ${({ theme }) => theme.space(8)};
  display: grid;
  min-width: 0;
  /* a day of lessons side by side widens (weekSchedule.lane each); past the card's width the grid scrolls, not the page */
  overflow-x: auto;

  [data-part='day'] {
    display: contents;
  }
  [data-part='day-head'] {
    margin: 0;
    padding: ${({ theme }) => theme.space(1)};
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-align: center;
    text-transform: uppercase;
  }
  [data-part='day-head'] [data-part='date'] {
    display: block;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.text};
  }
  [data-today] [data-part='day-head'] [data-part='date'] {
    color: ${({ theme }) => theme.color.primaryText};
  }
  [data-part='hours'],
  [data-part='column'] {
    position: relative;
    height: calc(var(--hours) * ${({ theme }) => theme.size.weekSchedule.hour});
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* a line on every hour, the last one too: a lesson that ends with the day is seen to end, not to be cut */
  [data-part='column'] {
    border-left: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    background-image: linear-gradient(${({ theme }) => theme.color.divider} 1px, transparent 1px);
    background-size: 100% ${({ theme }) => theme.size.weekSchedule.hour};
  }
  [data-today] [data-part='column'] {
    background-color: ${({ theme }) => theme.color.primarySubtle};
  }
  [data-part='corner'] {
    grid-row: 1;
    grid-column: 1;
  }
  [data-part='hours'] {
    grid-row: 2;
    grid-column: 1;
    /* room for the last hour's label, which sits on the grid's bottom line */
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  [data-part='hours'] span {
    position: absolute;
    right: ${({ theme }) => theme.space(2)};
    transform: translateY(-50%);
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
  [data-part='column'] li {
    position: absolute;
    display: flex;
    padding: 1px;
    container: lesson / inline-size;
  }
`;

const percent = (fraction: number) => `${fraction * 100}%`;

export interface WeekGridProps {
  /** The seven days, Monday first, each with its lessons in time order. */
  days: { date: Date; lessons: ScheduleLesson[] }[];
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
