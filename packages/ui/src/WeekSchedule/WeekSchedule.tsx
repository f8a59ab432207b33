import { addWeeks, format, isSameDay, startOfWeek } from 'date-fns';
import { ru } from 'date-fns/locale';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { media } from '../theme/tokens.ts';
import { LessonList } from './LessonBlock.tsx';
import { weekFromToday, weekRangeText, type ScheduleLesson } from './lesson.ts';
import { WeekGrid } from './WeekGrid.tsx';
import { Agenda, Schedule } from './WeekSchedule.styles.ts';
import { weekDays } from './weekLayout.ts';

/** What an empty week says unless the app says more (`emptyText`). */
export const EMPTY_WEEK_TEXT = 'На этой неделе занятий нет.';

export interface WeekScheduleProps {
  /** Any day of the week shown (Monday to Sunday). */
  week: Date;
  /** Lessons; those outside the week are not drawn. */
  lessons: ScheduleLesson[];
  /** The Monday of the week asked for by the arrows or 'Сегодня'. */
  onWeekChange: (monday: Date) => void;
  /** A lesson was chosen (click, Enter or Space): open its details. */
  onLessonClick?: (lesson: ScheduleLesson) => void;
  /** The day marked as today (the real today by default; fixed in tests and screenshots). */
  today?: Date;
  /** The week's lessons are on their way: a skeleton instead of the days. */
  loading?: boolean;
  /** Shown instead of the days (the week could not be loaded). */
  message?: ReactNode;
  /** Buttons at the end of the toolbar ('Добавить занятие'). */
  actions?: ReactNode;
  /** What a week without lessons says (EMPTY_WEEK_TEXT by default): the app knows who is looking. */
  emptyText?: string;
  /** Accessible name of the schedule. */
  'aria-label'?: string;
  /** Level of the days' headings: one below the heading the schedule sits under (3 by default). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A week of lessons, Monday first. Wide screens: seven columns with the lessons as blocks at their
 * times. Phones: the days that have lessons, one under another, with titles in full. Each lesson is a
 * button named by its time, subject and title; an empty week says so in words. The range line says
 * which week it is, and how far from this one when it is another ('следующая неделя').
 */
export function WeekSchedule({
  week,
  lessons,
  onWeekChange,
  onLessonClick,
  today = new Date(),
  loading = false,
  message,
  actions,
  emptyText = EMPTY_WEEK_TEXT,
  'aria-label': label = 'Расписание на неделю',
  headingLevel = 3,
}: WeekScheduleProps) {
  const DayHeading = `h${headingLevel}` as const;
  const phone = useMediaQuery(media.phone);
  const monday = startOfWeek(week, { weekStartsOn: 1 });
  // monday is a new Date every render; its time is what matters
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const days = useMemo(() => weekDays(monday, lessons), [lessons, monday.getTime()]);
  const inWeek = days.some((day) => day.lessons.length > 0);
  const relative = weekFromToday(monday, today);

  let body: ReactNode;
  if (loading) body = <Skeleton variant="table" rows={5} aria-label="Загрузка расписания" />;
  else if (message) body = <div data-part="message">{message}</div>;
  else if (!inWeek) body = <p data-part="message">{emptyText}</p>;
  else if (phone)
    body = (
      <Agenda>
        {days
          .filter((day) => day.lessons.length > 0)
          .map((day) => (
            <section key={day.date.getTime()} data-today={isSameDay(day.date, today) || undefined}>
              <DayHeading>
                {format(day.date, 'EEEE, d MMMM', { locale: ru })}
                {isSameDay(day.date, today) && ', сегодня'}
              </DayHeading>
              <LessonList lessons={day.lessons} onLessonClick={onLessonClick} />
            </section>
          ))}
      </Agenda>
    );
  else body = <WeekGrid days={days} today={today} onLessonClick={onLessonClick} headingLevel={headingLevel} />;

  return (
    <Schedule role="group" aria-label={label} aria-busy={loading || undefined}>
      <div data-part="toolbar">
        <IconButton label="Предыдущая неделя" onClick={() => onWeekChange(addWeeks(monday, -1))}>
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <Button variant="outlined" size="sm" onClick={() => onWeekChange(startOfWeek(today, { weekStartsOn: 1 }))}>
          Сегодня
        </Button>
        <IconButton label="Следующая неделя" onClick={() => onWeekChange(addWeeks(monday, 1))}>
          <ChevronRight aria-hidden="true" />
        </IconButton>
        <p data-part="range" aria-live="polite">
          <span>{weekRangeText(monday)}</span>
          {relative && <span data-part="relative">, {relative}</span>}
        </p>
        {actions && <div data-part="actions">{actions}</div>}
      </div>
      {body}
    </Schedule>
  );
}
