import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
    const chosen = canvas.getByRole('button', { name: '18 ноября, 2 занятия, сегодня' });
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
