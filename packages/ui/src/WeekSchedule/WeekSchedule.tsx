import { addDays, addMinutes, addWeeks, format, isSameDay, isSameMonth, isSameYear, startOfWeek } from 'date-fns';
import { ru } from 'date-fns/locale';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { focusRing } from '../theme/focusRing.ts';
import { media } from '../theme/tokens.ts';
import { subjectColor } from '../theme/subjectColor.ts';

/** A lesson as the schedule draws it: times are instants, shown in the viewer's time zone. */
export interface ScheduleLesson {
  id: string;
  /** Short name of the subject: chooses its colour. */
  subject: string;
  /** The subject as people read it ('Физика'). */
  subjectName: string;
  title: string;
  startsAt: Date;
  durationMin: number;
  /** 'Анна Смирнова'. */
  teacherName?: string;
  /** The online room (https). */
  link?: string | null;
  notes?: string | null;
}

export const lessonEnd = (lesson: ScheduleLesson): Date => addMinutes(lesson.startsAt, lesson.durationMin);

/** '18:30–20:00'. */
export const lessonTime = (lesson: ScheduleLesson): string =>
  `${format(lesson.startsAt, 'HH:mm')}–${format(lessonEnd(lesson), 'HH:mm')}`;

/** '16–22 ноября 2026', '30 ноября – 6 декабря 2026', '28 декабря 2026 – 3 января 2027'. */
export function weekRangeText(monday: Date): string {
  const sunday = addDays(monday, 6);
  const end = format(sunday, 'd MMMM yyyy', { locale: ru });
  if (isSameMonth(monday, sunday)) return `${format(monday, 'd')}–${end}`;
  if (isSameYear(monday, sunday)) return `${format(monday, 'd MMMM', { locale: ru })} – ${end}`;
  return `${format(monday, 'd MMMM yyyy', { locale: ru })} – ${end}`;
}

export const EMPTY_WEEK_TEXT = 'На этой неделе занятий нет — самое время повторить пройденное.';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  .sr-only {
    ${({ theme }) => theme.visuallyHidden}
  }
  [data-part='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-part='range'] {
    margin: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  [data-part='actions'] {
    margin-left: auto;
  }
  [data-part='message'] {
    margin: 0;
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
    border: ${({ theme }) => theme.size.border} dashed ${({ theme }) => theme.color.divider};
    border-radius: ${({ theme }) => theme.radius.md};
    text-align: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const LessonButton = styled.button`
  display: grid;
  align-content: start;
  gap: 2px;
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: none;
  border-left: ${({ theme }) => theme.size.weekSchedule.stripe} solid var(--subject);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;

  &:hover {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }

  [data-part='time'] {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
  [data-part='subject'] {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  [data-part='title'] {
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }

  /* In the week grid a block is as tall as the lesson is long: time and subject share a line, and the title
     takes the lines left, ending in an ellipsis; a lesson too short for two lines shows its time and title
     in one (the subject stays in its colour and the button's name). */
  &[data-fit] {
    padding-block: 2px;
    gap: 0;
    /* One line: a subject that does not fit whole beside the time wraps out of sight rather than show a few letters. */
    [data-part='meta'] {
      display: flex;
      flex-wrap: wrap;
      column-gap: ${({ theme }) => theme.space(1)};
      min-width: 0;
      height: ${({ theme }) => theme.font.lineHeight.tight}em;
      overflow: hidden;
      font-size: ${({ theme }) => theme.font.size.xs};
      line-height: ${({ theme }) => theme.font.lineHeight.tight};
      white-space: nowrap;
    }
    [data-part='meta'] > * {
      overflow: hidden;
      text-overflow: ellipsis;
    }

    [data-part='title'] {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: var(--title-lines);
      overflow: hidden;
    }
  }
  &[data-fit='line'] {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(1)};
    white-space: nowrap;
    [data-part='subject'] {
      ${({ theme }) => theme.visuallyHidden}
    }
    [data-part='title'] {
      display: block;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space(12)} repeat(7, minmax(0, 1fr));
  min-width: 0;

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
    background-image: linear-gradient(${({ theme }) => theme.color.divider} 1px, transparent 1px);
    background-size: 100% ${({ theme }) => theme.size.weekSchedule.hour};
  }
  [data-part='column'] {
    border-left: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
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
    background-image: none;
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
  }
  [data-part='column'] ${LessonButton} {
    height: 100%;
  }
`;

const Agenda = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2,
  h3,
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  :is(h2, h3, h4)::first-letter {
    text-transform: uppercase;
  }
  [data-today] :is(h2, h3, h4) {
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

/* The day starts at 8:00 and ends at 20:00 unless a lesson of the week is earlier or later. */
const FIRST_HOUR = 8;
const LAST_HOUR = 20;

function hourWindow(lessons: ScheduleLesson[]) {
  let from = FIRST_HOUR;
  let to = LAST_HOUR;
  for (const lesson of lessons) {
    from = Math.min(from, lesson.startsAt.getHours());
    const end = lessonEnd(lesson);
    const endHour = isSameDay(end, lesson.startsAt) ? end.getHours() + (end.getMinutes() > 0 ? 1 : 0) : 24;
    to = Math.max(to, endHour);
  }
  return { from, to };
}

/**
 * Lessons of one day that overlap stand side by side: each gets a lane within its group of
 * overlapping lessons, and shares the day's width with that group only.
 */
function lanes(lessons: ScheduleLesson[]) {
  const place = new Map<string, { lane: number; count: number }>();
  let group: { id: string; lane: number }[] = [];
  let ends: number[] = [];
  let groupEnd = -Infinity;
  const close = () => {
    for (const { id, lane } of group) place.set(id, { lane, count: ends.length });
    group = [];
    ends = [];
  };
  for (const lesson of lessons) {
    const start = lesson.startsAt.getTime();
    if (start >= groupEnd) close();
    const free = ends.findIndex((end) => end <= start);
    const lane = free === -1 ? ends.length : free;
    ends[lane] = lessonEnd(lesson).getTime();
    groupEnd = Math.max(start >= groupEnd ? -Infinity : groupEnd, ends[lane]);
    group.push({ id: lesson.id, lane });
  }
  close();
  return place;
}

/* The lines are blocks, so the button's name reads them with pauses: '18:30–20:00 Физика Механика'. */
/** Time, subject and title; `grouped` puts time and subject in one line of their own. */
function LessonContent({ lesson, grouped = false }: { lesson: ScheduleLesson; grouped?: boolean }) {
  const meta = (
    <>
      <time data-part="time" dateTime={lesson.startsAt.toISOString()}>
        {lessonTime(lesson)}
      </time>
      <span data-part="subject">{lesson.subjectName}</span>
    </>
  );
  return (
    <>
      {grouped ? <span data-part="meta">{meta}</span> : meta}
      <span data-part="title">{lesson.title}</span>
    </>
  );
}

/* Line boxes of a grid block, in px: the block's padding, the time-and-subject line, one title line. */
const BLOCK_PADDING = 4;
const META_LINE = 12 * 1.25;
const TITLE_LINE = 14 * 1.25;

/** How many title lines a grid block of `minutes` holds; 0 when even one would not fit under the time. */
function titleLines(minutes: number, hourHeight: string): number {
  const height = (minutes / 60) * parseFloat(hourHeight);
  return Math.max(0, Math.floor((height - BLOCK_PADDING - META_LINE) / TITLE_LINE));
}

/**
 * One lesson as a button: time, subject and title, with the subject's colour on its edge. In the week grid
 * (`minutes`: the height it is given) its text is fitted to that height.
 */
function LessonBlock({
  lesson,
  minutes,
  onClick,
}: {
  lesson: ScheduleLesson;
  minutes?: number;
  onClick?: (lesson: ScheduleLesson) => void;
}) {
  const theme = useTheme();
  const lines = minutes === undefined ? undefined : titleLines(minutes, theme.size.weekSchedule.hour);
  const style = { '--subject': subjectColor(lesson.subject, theme.name), '--title-lines': lines } as CSSProperties;
  return (
    <LessonButton
      type="button"
      style={style}
      data-fit={lines === undefined ? undefined : lines === 0 ? 'line' : 'lines'}
      onClick={() => onClick?.(lesson)}
    >
      <LessonContent lesson={lesson} grouped={lines !== undefined && lines > 0} />
    </LessonButton>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${LessonButton} {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  ${LessonButton} [data-part='title'] {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export interface LessonListProps {
  /** In the order given. */
  lessons: ScheduleLesson[];
  onLessonClick?: (lesson: ScheduleLesson) => void;
  'aria-label'?: string;
}

/** Lessons one under another with their titles in full: a day's lessons (the phone week, a chosen day). */
export function LessonList({ lessons, onLessonClick, 'aria-label': label }: LessonListProps) {
  return (
    <List aria-label={label}>
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <LessonBlock lesson={lesson} onClick={onLessonClick} />
        </li>
      ))}
    </List>
  );
}

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
  /** Accessible name of the schedule. */
  'aria-label'?: string;
  /** Level of the days' headings: one below the heading the schedule sits under (3 by default). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A week of lessons, Monday first. Wide screens: seven columns with the lessons as blocks at their
 * times. Phones: the days that have lessons, one under another, with titles in full. Each lesson is a
 * button named by its time, subject and title; an empty week says so in words.
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
  'aria-label': label = 'Расписание на неделю',
  headingLevel = 3,
}: WeekScheduleProps) {
  const DayHeading = `h${headingLevel}` as const;
  const phone = useMediaQuery(media.phone);
  const monday = startOfWeek(week, { weekStartsOn: 1 });
  const days = useMemo(() => {
    const sorted = [...lessons].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    return Array.from({ length: 7 }, (_, index) => {
      const date = addDays(monday, index);
      return { date, lessons: sorted.filter((lesson) => isSameDay(lesson.startsAt, date)) };
    });
    // monday is a new Date every render; its time is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lessons, monday.getTime()]);
  const inWeek = days.flatMap((day) => day.lessons);

  let body: ReactNode;
  if (loading) body = <Skeleton variant="table" rows={5} aria-label="Загрузка расписания" />;
  else if (message) body = <div data-part="message">{message}</div>;
  else if (inWeek.length === 0) body = <p data-part="message">{EMPTY_WEEK_TEXT}</p>;
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
  else {
    const { from, to } = hourWindow(inWeek);
    const hours = to - from;
    body = (
      <Grid style={{ '--hours': hours } as CSSProperties}>
        <div data-part="corner" aria-hidden="true" />
        <div data-part="hours" aria-hidden="true">
          {Array.from({ length: hours - 1 }, (_, index) => (
            <span key={index} style={{ top: `${((index + 1) / hours) * 100}%` }}>
              {String(from + index + 1).padStart(2, '0')}:00
            </span>
          ))}
        </div>
        {days.map((day, column) => {
          const places = lanes(day.lessons);
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
                {day.lessons.map((lesson) => {
                  const start = (lesson.startsAt.getHours() - from) * 60 + lesson.startsAt.getMinutes();
                  const length = Math.min(lesson.durationMin, hours * 60 - start);
                  const { lane, count } = places.get(lesson.id) ?? { lane: 0, count: 1 };
                  return (
                    <li
                      key={lesson.id}
                      style={{
                        top: `${(start / (hours * 60)) * 100}%`,
                        height: `${(length / (hours * 60)) * 100}%`,
                        left: `${(lane / count) * 100}%`,
                        width: `${100 / count}%`,
                      }}
                    >
                      <LessonBlock lesson={lesson} minutes={length} onClick={onLessonClick} />
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </Grid>
    );
  }

  return (
    <Root role="group" aria-label={label} aria-busy={loading || undefined}>
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
          {weekRangeText(monday)}
        </p>
        {actions && <div data-part="actions">{actions}</div>}
      </div>
      {body}
    </Root>
  );
}
