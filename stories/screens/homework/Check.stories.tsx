import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@school/contract';
import { assignments, noAssignments, users } from '@school/mocks';
import { HOMEWORK_TEXTS as T } from '../../../app/src/features/homework/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, inWindow, signedInAs, withHandlers } from '../app-screen-story';

const checkPath = `/homework/check/${assignments.graphs.id}/${users.student.username}`;
const base = appScreenMeta({ path: '/homework/check', viewer: users.teacher });

/**
 * 'Непроверенные работы' and a check inside the whole app, as the course's teacher: the queue oldest deadline first,
 * then a work beside its points, comment and decision; a saved check opens the next work or the queue.
 */
const meta = {
  title: 'Screens/Homework/Checking',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The late graphs work waits; its line says how late it came and opens the check. */
export const Queue: Story = {
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: T.reviewQueue }, { timeout: 6000 }));
    const link = list.getByRole('link', { name: `Петров Иван: ${assignments.graphs.title}` });
    await expect(link).toHaveAttribute('href', checkPath);
    await expect(list.getByText(/с опозданием на 2 ч 15 мин/)).toBeVisible();
  },
};

/** Nothing to check: the page says when work will appear. */
export const QueueEmpty: Story = {
  parameters: withHandlers(...noAssignments()),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/Все работы проверены/)).toBeVisible(), { timeout: 6000 });
  },
};

/** A student cannot check: the page says so instead of an empty form. */
export const QueueForStudent: Story = {
  beforeEach: signedInAs(users.student),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Проверять работы могут только преподаватели.')).toBeVisible(), {
      timeout: 6000,
    });
  },
};

/** The work beside the check: its text, and one score of at most 10. */
export const Work: Story = {
  args: { path: checkPath },
  play: async ({ canvas }) => {
    const work = within(await canvas.findByRole('article', { name: 'Петров Иван, версия 1' }, { timeout: 6000 }));
    await expect(work.getByText(/^Сдано 18 ноября/)).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Баллы (из 10)' })).toBeVisible();
  },
};

/** A score beyond the maximum is refused in place; 9 with a comment is saved and the queue opens again. */
export const CheckIt: Story = {
  args: { path: checkPath },
  play: async ({ canvas }) => {
    const score = await canvas.findByRole('spinbutton', { name: 'Баллы (из 10)' }, { timeout: 6000 });
    await userEvent.type(score, '11');
    await userEvent.click(canvas.getByRole('button', { name: 'Проверено' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.scoreAboveMax(10));
    await userEvent.clear(score);
    await userEvent.type(score, '9');
    await userEvent.type(canvas.getByRole('textbox', { name: T.comment }), 'Верно, но без рисунка.');
    await userEvent.click(canvas.getByRole('button', { name: 'Проверено' }));
    await expect(await canvas.findByText('Работа проверена')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: T.reviewQueue }, { timeout: 6000 }),
    ).toBeVisible();
  },
};

/** 'Проверено' without a score: the form asks for it. */
export const ScoreMissing: Story = {
  args: { path: checkPath },
  play: async ({ canvas }) => {
    await canvas.findByRole('spinbutton', { name: 'Баллы (из 10)' }, { timeout: 6000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Проверено' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.scoreRequired);
  },
};

export const WorkOnPhone: Story = {
  args: { path: checkPath },
  globals: inWindow('phone'),
  play: async ({ canvas }) => {
    await canvas.findByRole('spinbutton', { name: 'Баллы (из 10)' }, { timeout: 6000 });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
