import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { subjectColor } from '../theme/subjectColor.ts';
import type { ThemeName } from '../theme/tokens.ts';
import { Calendar, type CalendarEvent } from './Calendar.tsx';

/* A fixed day keeps the screenshots stable. */
const day = new Date(2026, 10, 18, 12, 0);
const at = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m);
const events: CalendarEvent[] = [
  { id: '1', date: at(16, 17), title: 'Физика: механика' },
  { id: '2', date: at(18, 18, 30), title: 'Математика: задачи с параметром', tone: 'secondary' },
  { id: '3', date: at(18, 16), title: 'Пробный ЕГЭ', tone: 'success' },
  { id: '4', date: at(21, 11), title: 'Химия: органика' },
  { id: '5', date: at(3, 17), title: 'Русский язык: сочинение', tone: 'secondary' },
];

const meta = {
  title: 'Components/Data display/Calendar',
  id: 'calendar',
  component: Calendar,
  args: { view: 'month', date: day, today: day, events },
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ canvas, canvasElement }) => {
    // react-day-picker hides the weekday row from the accessibility tree (each day names itself)
    const headers = [...canvasElement.querySelectorAll('thead th')];
    // weeks start on Monday; no week-number column, no caption
    await expect(headers).toHaveLength(7);
    await expect(headers[0]).toHaveTextContent(/пн/i);
    await expect(headers[6]).toHaveTextContent(/вс/i);
    await expect(canvas.queryByText(/ноябрь 2026/i)).toBeNull();
    const cell = canvas.getByText('18 ноября, среда').closest('td')!;
    await expect(cell).toHaveTextContent('Пробный ЕГЭ');
    await expect(cell).toHaveTextContent('Математика: задачи с параметром');
    // events are sorted by time within the day
    await expect(cell.textContent!.indexOf('Пробный ЕГЭ')).toBeLessThan(cell.textContent!.indexOf('Математика'));
  },
};

export const Week: Story = {
  args: { view: 'week' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByText('16 ноября, понедельник')).toBeInTheDocument();
    await expect(canvas.getByText('22 ноября, воскресенье')).toBeInTheDocument();
    await expect(canvas.queryByText('Русский язык: сочинение')).toBeNull();
    await expect(within(canvas.getByRole('grid')).getByText('18:30', { exact: false })).toBeVisible();
    // wide enough for the titles: no list under the grid
    await expect(canvas.queryByRole('list', { name: 'События' })).toBeNull();
  },
};

export const WeekAcrossMonths: Story = { args: { view: 'week', date: new Date(2026, 10, 30), events: [] } };
export const Empty: Story = { args: { events: [] } };
/** Phones: the days show bars, so the month's events are listed in full under the grid. */
export const MonthOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'События' });
    await expect(list).toBeVisible();
    await expect(within(list).getByText('Математика: задачи с параметром')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(events.length);
  },
};

/** Phones: the week's titles are cut in the days and read in full in the list under them. */
export const WeekOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { view: 'week' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'События' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('Химия: органика')).toBeVisible();
  },
};

/**
 * With `onSelectDay`: the days are buttons named by the date and how many lessons they have ('18
 * ноября, 2 занятия'); arrow keys move between them and Enter chooses one.
 */
export const ChoosingADay: Story = {
  args: { onSelectDay: fn(), selected: day },
  play: async ({ canvas, args, userEvent }) => {
    const chosen = canvas.getByRole('button', { name: '18 ноября, сегодня, 2 занятия' });
    await expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: '21 ноября, 1 занятие' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '17 ноября' })).toBeVisible();
    chosen.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(args.onSelectDay).toHaveBeenCalledWith(new Date(2026, 10, 16));
    await userEvent.click(canvas.getByRole('button', { name: '21 ноября, 1 занятие' }));
    await expect(args.onSelectDay).toHaveBeenLastCalledWith(new Date(2026, 10, 21));
  },
};

const lesson = (id: string, date: Date, title: string, subject: string, subjectName: string): CalendarEvent => ({
  id,
  date,
  title,
  subject,
  subjectName,
});
/* The dashboard's month: lessons of subjects, coloured as the week colours them. */
const lessons: CalendarEvent[] = [
  lesson('l1', at(16, 17), 'Механика', 'phys', 'Физика'),
  lesson('l2', at(16, 18, 30), 'Задачи с параметром', 'math', 'Математика'),
  lesson('l3', at(18, 16), 'Сочинение', 'rus', 'Русский язык'),
  lesson('l4', at(18, 18), 'Производная', 'math', 'Математика'),
  lesson('l5', at(18, 19), 'Пробный вариант', 'math', 'Математика'),
  lesson('l6', at(25, 17), 'Электростатика', 'phys', 'Физика'),
];

/** 'rgb(r, g, b)' of a '#rrggbb', as computed styles give colours. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The theme the story is drawn in (the play runs in light, then in dark). */
const themeOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-story-root]')!.getAttribute('data-story-root') as ThemeName;

/** The marks of a day's cell, found by the day's button name. */
const marksOf = (canvas: HTMLElement, name: string): HTMLElement[] => [
  ...within(canvas)
    .getByRole('button', { name })
    .closest('td')!
    .querySelectorAll<HTMLElement>('[data-part="events"] li'),
];

/**
 * Lessons of subjects: each a dot in its subject's colour (the week's stripe colour, `subjectColor`) before its
 * title; a day's button names its subjects once each.
 */
export const MonthWithSubjects: Story = {
  args: { events: lessons, onSelectDay: fn(), selected: day },
  play: async ({ canvas, canvasElement }) => {
    const theme = themeOf(canvasElement);
    const monday = '16 ноября, 2 занятия: Физика, Математика';
    await expect(canvas.getByRole('button', { name: monday })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '18 ноября, сегодня, 3 занятия: Русский язык, Математика' }),
    ).toBeVisible();
    const [physics, maths] = marksOf(canvasElement, monday);
    await expect(getComputedStyle(physics!, '::before').backgroundColor).toBe(rgb(subjectColor('phys', theme)));
    await expect(getComputedStyle(maths!, '::before').backgroundColor).toBe(rgb(subjectColor('math', theme)));
    await expect(physics).toHaveTextContent('Механика');
    // the title in the text's colour on the day, never on a fill of the subject's colour
    await expect(getComputedStyle(physics!).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    // a subject has one colour whatever the day
    const [nextPhysics] = marksOf(canvasElement, '25 ноября, 1 занятие: Физика');
    await expect(getComputedStyle(nextPhysics!, '::before').backgroundColor).toBe(
      getComputedStyle(physics!, '::before').backgroundColor,
    );
  },
};

/** Phones: a dot a lesson in its subject's colour, side by side under the day's number. */
export const MonthWithSubjectsOnPhone: Story = {
  ...MonthWithSubjects,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const theme = themeOf(canvasElement);
    const marks = marksOf(canvasElement, '18 ноября, сегодня, 3 занятия: Русский язык, Математика');
    await expect(marks.map((mark) => getComputedStyle(mark).backgroundColor)).toEqual(
      ['rus', 'math', 'math'].map((subject) => rgb(subjectColor(subject, theme))),
    );
    const [first, second] = marks.map((mark) => mark.getBoundingClientRect());
    await expect(first!.width).toBe(first!.height);
    await expect(second!.top).toBe(first!.top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
