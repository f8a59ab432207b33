import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { assignments, assignmentsServerError, noAssignments, users } from '@school/mocks';
import { HOMEWORK_TEXTS as T } from '../../../app/src/features/homework/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, inWindow, signedInAs, withHandlers } from '../app-screen-story';

const base = appScreenMeta({ path: '/homework', viewer: users.student });

/**
 * '/homework' inside the whole app (Saturday 21 November 2026): the student's tasks of every course, what is to do
 * first, then what waits for a check, then what is checked with its score; the teacher's with their numbers.
 */
const meta = {
  title: 'Screens/Homework/Homework page',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three groups in order, each task with its badge; a title is the link to the task. */
export const Student: Story = {
  play: async ({ canvas }) => {
    const toDo = within(await canvas.findByRole('region', { name: T.toDo }));
    await expect(toDo.getByRole('link', { name: assignments.kinematics.title })).toBeVisible();
    await expect(toDo.getByText('Не сдано')).toBeVisible();
    const handedIn = within(canvas.getByRole('region', { name: T.handedIn }));
    await expect(handedIn.getByText('Сдано с опозданием')).toBeVisible();
    const done = within(canvas.getByRole('region', { name: T.done }));
    await expect(done.getByText('Проверено: 8 из 10')).toBeVisible();
    await expect(toDo.getByRole('link', { name: assignments.kinematics.title })).toHaveAttribute(
      'href',
      `/homework/${assignments.kinematics.id}`,
    );
  },
};

/** A task's title opens the task, by keyboard too. */
export const OpenTask: Story = {
  play: async ({ canvas }) => {
    const toDo = within(await canvas.findByRole('region', { name: T.toDo }));
    toDo.getByRole('link', { name: assignments.kinematics.title }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: assignments.kinematics.title }, { timeout: 6000 }),
    ).toBeVisible();
  },
};

/** A teacher: every task of the taught courses with the numbers of the students' work, and the queue's button. */
export const Teacher: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: T.title }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByText(/Сдали: 1, ждут проверки: 1, проверено: 0, не сдали в срок: 1/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.reviewQueue })).toHaveAttribute('href', '/homework/check');
  },
};

/** Nothing set yet: the page says where tasks will come from. */
export const Empty: Story = {
  parameters: withHandlers(...noAssignments()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(T.emptyStudent)).toBeVisible());
  },
};

/** The list did not load: the reason in place, with 'Повторить'. */
export const LoadFailed: Story = {
  parameters: withHandlers(...assignmentsServerError()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(T.loadFailed);
    await expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeEnabled();
  },
};

export const OnPhone: Story = {
  globals: inWindow('phone'),
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: T.toDo });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
