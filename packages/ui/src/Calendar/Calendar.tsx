import { format, isSameDay, isSameMonth, isSameWeek } from 'date-fns';
import { ru as ruDateFns } from 'date-fns/locale';
import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { DayPicker, type CalendarWeek, type Modifiers } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import styled, { useTheme } from 'styled-components';
import { lessonCount } from '../format/plural.ts';
import { focusRing } from '../theme/focusRing.ts';
import { dateLib, dayAndMonth, dayKey, formatters, labels, monthAndYear } from './dayText.ts';
import { EventDay, EventsContext, markProps, subjectsText, type CalendarEvent } from './EventDay.tsx';

export type { CalendarEvent } from './EventDay.tsx';

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
  /* a subject's event: its title in the text's colour after a dot of the subject's (never a fill under text) */
  [data-part='events'] li[data-subject] {
    padding-inline: 0;
    color: ${({ theme }) => theme.color.text};
  }
  li[data-subject]::before,
  [data-part='agenda'] [data-part='dot'][data-subject] {
    background: var(--subject);
  }
  [data-part='events'] li[data-subject]::before {
    content: '';
    display: inline-block;
    width: ${({ theme }) => theme.space(2)};
    height: ${({ theme }) => theme.space(2)};
    margin-right: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.pill};
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
    /* bars a row each; a subject's events dots side by side */
    &[data-view='month'] [data-part='events'] {
      display: flex;
      flex-wrap: wrap;
    }
    &[data-view='month'] [data-part='events'] li {
      flex: 1 0 100%;
      font-size: 0;
      height: ${({ theme }) => theme.size.calendarDay.eventBarPhone};
      padding: 0;
    }
    &[data-view='month'] [data-part='events'] li[data-subject] {
      flex: none;
      width: ${({ theme }) => theme.space(2)};
      height: ${({ theme }) => theme.space(2)};
      border-radius: ${({ theme }) => theme.radius.pill};
      background: var(--subject);
    }
    &[data-view='month'] [data-part='events'] li[data-subject]::before {
      display: none;
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
  /** How a day's button says its number of events ('2 занятия' by default); the subjects follow it. */
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
  const theme = useTheme();
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
                const events = value.byDay.get(dayKey(day)) ?? [];
                return [
                  dayAndMonth(day),
                  modifiers.today && 'сегодня',
                  events.length > 0 && `${countText(events.length)}${subjectsText(events)}`,
                ]
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
                <span data-part="dot" aria-hidden="true" {...markProps(event, theme.name)} />
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
