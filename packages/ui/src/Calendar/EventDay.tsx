import { format } from 'date-fns';
import { createContext, useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import type { CalendarDay, Modifiers } from 'react-day-picker';
import { useTheme } from 'styled-components';
import type { ThemeName } from '../theme/tokens.ts';
import { subjectColor } from '../theme/subjectColor.ts';
import { dayAndMonth, dayKey, weekdayOf } from './dayText.ts';

export interface CalendarEvent {
  /** Stable id. */
  id: string;
  /** Day (and start time) of the event. */
  date: Date;
  /** What happens ('Физика: разбор варианта'). */
  title: string;
  /** Colour of its mark, for an event of no subject. */
  tone?: 'primary' | 'secondary' | 'success';
  /**
   * Short name of its subject: the mark is a dot in the subject's colour, the colour its lessons have in the
   * week (`subjectColor`), instead of a `tone`.
   */
  subject?: string;
  /** The subject as people read it ('Физика'): a chosen day's button names the subjects of its events. */
  subjectName?: string;
}

/** The attributes that colour an event's mark: its subject's colour (a dot) or its tone (a bar). */
export function markProps(event: CalendarEvent, theme: ThemeName) {
  if (event.subject === undefined) return { 'data-tone': event.tone ?? 'primary' };
  return {
    'data-subject': event.subject,
    style: { '--subject': subjectColor(event.subject, theme) } as CSSProperties,
  };
}

/** An event's mark: a dot in its subject's colour, or a bar in its tone. */
function EventMark({ event, children }: { event: CalendarEvent; children: ReactNode }) {
  const theme = useTheme();
  return <li {...markProps(event, theme.name)}>{children}</li>;
}

/** ': Математика, Физика', the subjects of a day's events once each, in time order; '' without any. */
export function subjectsText(events: CalendarEvent[]): string {
  const names = [...new Set(events.flatMap((event) => (event.subjectName ? [event.subjectName] : [])))];
  return names.length > 0 ? `: ${names.join(', ')}` : '';
}

export const EventsContext = createContext<{
  byDay: Map<string, CalendarEvent[]>;
  showTime: boolean;
  interactive: boolean;
}>({
  byDay: new Map(),
  showTime: false,
  interactive: false,
});

export function EventDay({
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
              <EventMark key={event.id} event={event}>
                {event.title}
              </EventMark>
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
            <EventMark key={event.id} event={event}>
              {showTime && <time dateTime={event.date.toISOString()}>{format(event.date, 'HH:mm')} </time>}
              {event.title}
            </EventMark>
          ))}
        </ul>
      )}
      {modifiers.today && <span className="sr-only">, сегодня</span>}
    </td>
  );
}
