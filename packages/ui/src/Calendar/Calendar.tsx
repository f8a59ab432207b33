import { format, isSameDay, isSameMonth, isSameWeek, type Day, type FormatOptions, type Month } from 'date-fns';
import { ru as ruDateFns } from 'date-fns/locale';
import { createContext, useContext, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { DayPicker, type CalendarDay, type CalendarWeek, type Modifiers } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import styled from 'styled-components';
import { lessonCount } from '../format/plural.ts';
import { focusRing } from '../theme/focusRing.ts';

export interface CalendarEvent {
  /** Stable id. */
  id: string;
  /** Day (and start time) of the event. */
  date: Date;
  /** What happens ('Физика: разбор варианта'). */
  title: string;
  /** Colour of its mark. */
  tone?: 'primary' | 'secondary' | 'success';
}

const EventsContext = createContext<{ byDay: Map<string, CalendarEvent[]>; showTime: boolean; interactive: boolean }>({
  byDay: new Map(),
  showTime: false,
  interactive: false,
});

/* DayPicker formats every day, weekday and label of the month as it renders (date-fns `format` calls, some three
   hundred with the day keys below, each parsing its pattern), which on a page's first render, the code still cold,
   made the month a task of up to 70 ms on a slow host. The same Russian words come straight from the locale's tables. (Intl.DateTimeFormat would
   cost more: building one loads the locale's ICU data, 10-15 ms each on that host.) */
const { localize } = ruDateFns;
const monthOf = (date: Date, context: 'formatting' | 'standalone') =>
  localize.month(date.getMonth() as Month, { width: 'wide', context });
const weekdayOf = (date: Date, width: 'wide' | 'short', context: 'formatting' | 'standalone') =>
  localize.day(date.getDay() as Day, { width, context });

/** '27 ноября', as date-fns' 'd MMMM' in Russian. */
const dayAndMonth = (date: Date) => `${date.getDate()} ${monthOf(date, 'formatting')}`;
/** 'ноябрь 2026', as 'LLLL y'. */
const monthAndYear = (date: Date) => `${monthOf(date, 'standalone')} ${date.getFullYear()}`;

const formatters = {
  formatCaption: monthAndYear,
  formatDay: (date: Date) => String(date.getDate()),
  formatWeekdayName: (date: Date) => weekdayOf(date, 'short', 'standalone'),
};

const labels = {
  labelGrid: monthAndYear,
  labelWeekday: (date: Date) => weekdayOf(date, 'wide', 'standalone'),
  // A read-only day's cell names its date itself (EventDay), and drops the label DayPicker would give it.
  labelGridcell: () => '',
};

const twoDigits = (value: number) => String(value).padStart(2, '0');
const monthKey = (date: Date) => `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}`;
const dayKey = (date: Date) => `${monthKey(date)}-${twoDigits(date.getDate())}`;

/* DayPicker also names every day of the grid with `format` (three calls a day, for its keys and data attributes). */
const dateLib = {
  format: (date: Date, pattern: string, options?: FormatOptions) =>
    pattern === 'yyyy-MM-dd' ? dayKey(date) : pattern === 'yyyy-MM' ? monthKey(date) : format(date, pattern, options),
};

function EventDay({
  day,
  modifiers,
  children,
  ...td
}: { day: CalendarDay; modifiers: Modifiers } & HTMLAttributes<HTMLTableCellElement>) {
  const { byDay, showTime, interactive } = useContext(EventsContext);
  const events = byDay.get(dayKey(day.date)) ?? [];
  if (interactive)
    /* the day's button carries the date and the count; the titles are for the eye (the chosen day's
       list reads them out) */
    return (
      <td {...td} data-marked={events.length > 0 || undefined}>
        {children}
        {events.length > 0 && (
          <ul data-part="events" aria-hidden="true">
            {events.map((event) => (
              <li key={event.id} data-tone={event.tone ?? 'primary'}>
                {event.title}
              </li>
            ))}
          </ul>
        )}
      </td>
    );
  return (
    <td {...td} aria-label={undefined}>
      <span data-part="number" aria-hidden="true">
        {children}
      </span>
      <span className="sr-only">{`${dayAndMonth(day.date)}, ${weekdayOf(day.date, 'wide', 'formatting')}`}</span>
      {events.length > 0 && (
        <ul data-part="events">
          {events.map((event) => (
            <li key={event.id} data-tone={event.tone ?? 'primary'}>
              {showTime && <time dateTime={event.date.toISOString()}>{format(event.date, 'HH:mm')} </time>}
              {event.title}
            </li>
          ))}
        </ul>
      )}
      {modifiers.today && <span className="sr-only">, сегодня</span>}
    </td>
  );
}

const Root = styled.div`
  min-width: 0;
  overflow-x: auto;
  .sr-only {
    ${({ theme }) => theme.visuallyHidden}
  }
  table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  th {
    padding: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
  }
  td {
    height: var(--day-height);
    padding: ${({ theme }) => theme.space(1)};
    vertical-align: top;
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    background: ${({ theme }) => theme.color.surface};
    overflow: hidden;
  }
  td[data-outside] {
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='number'],
  td button {
    display: inline-grid;
    place-items: center;
    min-width: ${({ theme }) => theme.size.icon.lg};
    height: ${({ theme }) => theme.size.icon.lg};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  td button {
    padding: 0 ${({ theme }) => theme.space(1)};
    border: ${({ theme }) => theme.size.border} solid transparent;
    background: none;
    color: inherit;
    font-family: inherit;
    cursor: pointer;
  }
  td button:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
  td button:hover {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  td[data-selected] {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  td[data-selected] button {
    border-color: ${({ theme }) => theme.color.primary};
  }
  td[data-today] [data-part='number'],
  td[data-today] button {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  [data-part='events'] {
    display: grid;
    gap: 2px;
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding: 0;
    list-style: none;
  }
  [data-part='events'] li {
    padding: 1px ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [data-tone='primary'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  [data-tone='secondary'] {
    background: ${({ theme }) => theme.color.secondary};
    color: ${({ theme }) => theme.color.onSecondary};
  }
  [data-tone='success'] {
    background: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.onSuccess};
  }
  &[data-view='month'] {
    --day-height: ${({ theme }) => theme.size.calendarDay.month};
  }
  &[data-view='week'] {
    --day-height: ${({ theme }) => theme.size.calendarDay.week};
  }
  /* phones: the days are too narrow for titles, so the period's events are listed in full under
     the grid; elsewhere the days show them and the list is not drawn */
  [data-part='agenda'] {
    display: none;
    margin: ${({ theme }) => theme.space(3)} 0 0;
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  [data-part='agenda'] li {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  [data-part='agenda'] [data-part='dot'] {
    flex: none;
    width: ${({ theme }) => theme.space(2)};
    height: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  [data-part='agenda'] time {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
  ${({ theme }) => theme.media.phone} {
    [data-part='agenda'] {
      display: block;
    }
    &[data-view='month'] {
      --day-height: ${({ theme }) => theme.size.calendarDay.monthPhone};
    }
    &[data-view='month'] [data-part='events'] li {
      font-size: 0;
      height: ${({ theme }) => theme.size.calendarDay.eventBarPhone};
      padding: 0;
    }
    &[data-view='week'] {
      --day-height: ${({ theme }) => theme.size.calendarDay.weekPhone};
    }
  }
`;

export interface CalendarProps {
  /** month: the whole month of `date`; week: the Monday-to-Sunday week containing `date`. */
  view: 'month' | 'week';
  /** The day that chooses the month or week shown (today by default). */
  date?: Date;
  /** Events shown in their days. */
  events?: CalendarEvent[];
  /** Accessible name of the calendar grid. */
  'aria-label'?: string;
  /** Content under the grid. */
  footer?: ReactNode;
  /** The day marked as today (the real today by default; fixed in tests and screenshots). */
  today?: Date;
  /** Makes the days buttons (arrow keys move between them): called with the day chosen. */
  onSelectDay?: (day: Date) => void;
  /** The chosen day, marked as selected. */
  selected?: Date | null;
  /** How a day's button says its number of events ('2 занятия' by default). */
  countText?: (count: number) => string;
}

/**
 * Read-only schedule on react-day-picker with the Russian locale: weeks start on Monday, no caption
 * header and no week numbers (as the spec says), events in their days. On phones the days show
 * bars (month) or cut titles (week), and the period's events are listed in full under the grid.
 */
export function Calendar({
  view,
  date = new Date(),
  events = [],
  'aria-label': label,
  footer,
  today,
  onSelectDay,
  selected,
  countText = lessonCount,
}: CalendarProps) {
  const interactive = onSelectDay !== undefined;
  const value = useMemo(() => {
    const byDay = new Map<string, CalendarEvent[]>();
    for (const event of [...events].sort((a, b) => a.date.getTime() - b.date.getTime())) {
      const key = dayKey(event.date);
      byDay.set(key, [...(byDay.get(key) ?? []), event]);
    }
    return { byDay, showTime: view === 'week', interactive };
  }, [events, view, interactive]);
  const components = useMemo(
    () => ({
      MonthCaption: () => <></>,
      Day: EventDay,
      ...(view === 'week'
        ? {
            Week: ({ week, ...tr }: { week: CalendarWeek } & HTMLAttributes<HTMLTableRowElement>) =>
              week.days.some((d) => isSameDay(d.date, date)) ? <tr {...tr} /> : <></>,
          }
        : {}),
    }),
    [view, date],
  );
  const inPeriod = (d: Date) => (view === 'week' ? isSameWeek(d, date, { weekStartsOn: 1 }) : isSameMonth(d, date));
  const agenda = [...value.byDay.values()].flat().filter((event) => inPeriod(event.date));
  const pickerProps = {
    locale: ru,
    weekStartsOn: 1 as const,
    month: date,
    today,
    hideNavigation: true,
    showWeekNumber: false,
    showOutsideDays: true,
    components,
    formatters,
    dateLib,
    footer,
  };
  const name = label ?? (view === 'week' ? 'Расписание на неделю' : `Расписание: ${monthAndYear(date)}`);
  return (
    <EventsContext.Provider value={value}>
      <Root data-view={view} role="group" aria-label={name}>
        {interactive ? (
          <DayPicker
            {...pickerProps}
            mode="single"
            required
            selected={selected ?? undefined}
            onSelect={(day: Date) => onSelectDay(day)}
            labels={{
              ...labels,
              labelDayButton: (day: Date, modifiers: Modifiers) => {
                const count = value.byDay.get(dayKey(day))?.length ?? 0;
                return [dayAndMonth(day), count > 0 && countText(count), modifiers.today && 'сегодня']
                  .filter(Boolean)
                  .join(', ');
              },
            }}
          />
        ) : (
          <DayPicker {...pickerProps} labels={labels} />
        )}
        {agenda.length > 0 && !interactive && (
          <ul data-part="agenda" aria-label="События">
            {agenda.map((event) => (
              <li key={event.id}>
                <span data-part="dot" data-tone={event.tone ?? 'primary'} aria-hidden="true" />
                <time dateTime={event.date.toISOString()}>
                  {format(event.date, 'd MMM, EEEEEE, HH:mm', { locale: ruDateFns })}
                </time>
                <span>{event.title}</span>
              </li>
            ))}
          </ul>
        )}
      </Root>
    </EventsContext.Provider>
  );
}
