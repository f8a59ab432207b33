import styled from 'styled-components';

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
const WEEKDAY_NAMES = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'];

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space(1)};

  th {
    padding: ${({ theme }) => theme.space(1)} 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
  }
  td {
    height: ${({ theme }) => theme.size.control.lg};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  &[data-view='week'] td {
    height: calc(${({ theme }) => theme.size.control.lg} * 3);
  }
  td[data-outside] {
    color: ${({ theme }) => theme.color.textDisabled};
    background: transparent;
  }
  td[aria-current='date'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
/** Monday = 0 … Sunday = 6. */
const mondayIndex = (date: Date) => (date.getDay() + 6) % 7;
const sameDay = (a: Date, b: Date) => a.getTime() === b.getTime();

/** The days to draw, in rows of seven from Monday: this week, or the weeks that cover this month. */
export function calendarWeeks(view: 'week' | 'month', today: Date): Date[][] {
  const day = startOfDay(today);
  const first = view === 'week' ? day : new Date(day.getFullYear(), day.getMonth(), 1);
  const last = view === 'week' ? day : new Date(day.getFullYear(), day.getMonth() + 1, 0);
  const start = addDays(first, -mondayIndex(first));
  const end = addDays(last, 6 - mondayIndex(last));
  const weeks: Date[][] = [];
  for (let cursor = start; cursor <= end; cursor = addDays(cursor, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(cursor, i)));
  }
  return weeks;
}

const fullDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
const monthTitle = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric' });

export interface ScheduleCalendarProps {
  /** 'week' on /calendar, 'month' on the dashboard (platform.md section 2). */
  view: 'week' | 'month';
  /** The day to centre on; today by default. */
  today?: Date;
}

/**
 * The schedule grid: weeks start on Monday, no navigation header and no week numbers. Lessons are
 * not part of the spec yet, so the days are empty; today is marked.
 */
export function ScheduleCalendar({ view, today = new Date() }: ScheduleCalendarProps) {
  const day = startOfDay(today);
  const weeks = calendarWeeks(view, day);
  const label = view === 'week' ? 'Расписание на неделю' : `Расписание: ${monthTitle.format(day)}`;
  return (
    <Grid role="grid" aria-label={label} aria-readonly="true" data-view={view}>
      <thead>
        <tr>
          {WEEKDAYS.map((short, i) => (
            <th key={short} scope="col" abbr={WEEKDAY_NAMES[i]}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.toISOString()}>
            {week.map((date) => (
              <td
                key={date.toISOString()}
                role="gridcell"
                aria-label={fullDate.format(date)}
                aria-current={sameDay(date, day) ? 'date' : undefined}
                data-outside={(view === 'month' && date.getMonth() !== day.getMonth()) || undefined}
              >
                {date.getDate()}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
