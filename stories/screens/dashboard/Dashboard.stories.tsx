import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { lessonsServerError, users } from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, eventually, signedInAs, withHandlers, type Canvas } from '../app-screen-story';

const base = appScreenMeta({ viewer: users.student });

/**
 * The home page's month of lessons and its counts, inside the whole app over the mock server. Today
 * is Saturday 21 November 2026; the browser runs in UTC, so Moscow's 11:00 reads 08:00.
 */
const meta = {
  title: 'Screens/Dashboard/Home page',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The month card once the lessons have marked their days (`marked`: a day's button name). On a phone the month
 * comes a second after the page has shown.
 */
async function openMonth(
  canvas: Canvas,
  marked = '16 ноября, 2 занятия: Математика (профильный уровень), Русский язык',
) {
  const card = within(await canvas.findByRole('region', { name: TEXTS.monthCalendarTitle }));
  await card.findByRole('button', { name: marked }, { timeout: 8000 });
  return card;
}

/**
 * Days with lessons say how many to screen readers; today's lessons are listed at first, and
 * choosing another day (by keyboard too) lists that day's.
 */
export const StudentMonth: Story = {
  play: async ({ canvas }) => {
    const month = await openMonth(canvas);
    const today = month.getByRole('button', {
      name: '21 ноября, сегодня, 1 занятие: Математика (профильный уровень)',
    });
    await expect(today).toHaveAttribute('tabindex', '0');
    await expect(month.getByRole('button', { name: '17 ноября' })).toBeVisible();
    await expect(month.getByRole('heading', { name: '21 ноября: 1 занятие' })).toBeVisible();
    await expect(month.getByRole('list', { name: 'Занятия 21 ноября' })).toHaveTextContent('Пробный экзамен');

    today.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(month.getByRole('heading', { name: '19 ноября: 1 занятие' })).toBeVisible();
    await userEvent.click(
      month.getByRole('button', { name: '16 ноября, 2 занятия: Математика (профильный уровень), Русский язык' }),
    );
    const list = within(month.getByRole('list', { name: 'Занятия 16 ноября' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(list.getByRole('button', { name: /Сочинение: аргументы из литературы/ }));
    const details = within(await canvas.findByRole('dialog', { name: 'Сочинение: аргументы из литературы' }));
    await expect(details.getByText('Светлана Кузнецова')).toBeVisible();

    // three subjects in the questionnaire, two courses enrolled in: the card counts courses, not subjects
    const courses = canvas.getByRole('region', { name: 'Текущие курсы' });
    await eventually(() => expect(courses).toHaveTextContent(/^Текущие курсы2$/));
    await expect(canvas.queryByRole('region', { name: 'Ученики' })).toBeNull();
    // the graphs work, handed in late, waits for its check; the kinematics task is the one still due
    const unchecked = canvas.getByRole('region', { name: 'Непроверенные работы' });
    await eventually(() => expect(unchecked).toHaveTextContent(/^Непроверенные работы1$/));
    const deadlines = within(canvas.getByRole('region', { name: 'Текущие дедлайны' }));
    const due = await deadlines.findByRole('list', { name: 'Ближайшие сроки сдачи' });
    await expect(within(due).getAllByRole('listitem')).toHaveLength(1);
    await expect(due).toHaveTextContent('Равноускоренное движение: задачи 1-5');
    await expect(due).toHaveTextContent('Физика ЕГЭ: механика, до 25 ноября');
  },
};

/** A teacher: the four fixture courses they teach, and the students who chose one of the taught subjects. */
export const TeacherCounts: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    // maths and physics: Monday's Russian lesson is the senior's
    await openMonth(canvas, '16 ноября, 1 занятие: Математика (профильный уровень)');
    const courses = canvas.getByRole('region', { name: 'Текущие курсы' });
    await eventually(() => expect(courses).toHaveTextContent(/^Текущие курсы4$/));
    // the student learns maths, the VK ID student physics: both are the teacher's
    const students = canvas.getByRole('region', { name: 'Ученики' });
    await eventually(() => expect(students).toHaveTextContent(/^Ученики2$/));
    // the student's late graphs work is the one in the teacher's queue
    const unchecked = canvas.getByRole('region', { name: 'Непроверенные работы' });
    await eventually(() => expect(unchecked).toHaveTextContent(/^Непроверенные работы1$/));
    const due = await within(canvas.getByRole('region', { name: 'Текущие дедлайны' })).findByRole('list', {
      name: 'Ближайшие сроки сдачи',
    });
    await expect(due).toHaveTextContent('Равноускоренное движение: задачи 1-5');
  },
};

/** The owner teaches nothing and still counts every student of the school (the banned one aside). */
export const OwnerCounts: Story = {
  beforeEach: signedInAs(users.owner),
  play: async ({ canvas }) => {
    const students = await canvas.findByRole('region', { name: 'Ученики' });
    await eventually(() => expect(students).toHaveTextContent(/^Ученики2$/));
  },
};

/** The month's lessons could not be loaded: the days stay, the reason is said under them. */
export const ServerError: Story = {
  parameters: withHandlers(...lessonsServerError()),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: TEXTS.monthCalendarTitle }));
    await expect(await card.findByRole('alert')).toHaveTextContent('Не удалось загрузить занятия.');
  },
};

/**
 * A 360 px phone: the month, under the cards, comes after the page (a placeholder until then); the marks are bars,
 * the chosen day's lessons are read in full under the month.
 */
export const StudentOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const month = await openMonth(canvas);
    await expect(month.getByRole('list', { name: 'Занятия 21 ноября' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
