import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@school/contract';
import { assignments, failing, users } from '@school/mocks';
import { HOMEWORK_TEXTS as T } from '../../../app/src/features/homework/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, inWindow, signedInAs, withHandlers } from '../app-screen-story';

const base = appScreenMeta({ path: `/homework/${assignments.kinematics.id}`, viewer: users.student });

/** Clears the browser's copies of answers, which outlive a story. */
function noLocalAnswers() {
  const clear = () => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith('draft:homework:')) window.localStorage.removeItem(key);
    }
  };
  clear();
  return clear;
}

/**
 * '/homework/:id' inside the whole app: the task with its formulas and criteria, the student's answer (its draft
 * kept on the server as they type) and every version handed in with the teacher's check.
 */
const meta = {
  title: 'Screens/Homework/Assignment page',
  ...base,
  beforeEach: [...base.beforeEach, noLocalAnswers],
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/* What the page says once a draft is saved now (the stories' clock is frozen, so it is one time). */
const savedNow = () =>
  T.draftSaved(new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' }).format(new Date()));

const openTask = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], title: string) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 6000 })).toBeVisible();
};

/** The task due next week: its text, two criteria, and the draft the student began on another device. */
export const ToDo: Story = {
  play: async ({ canvas }) => {
    await openTask(canvas, assignments.kinematics.title);
    const task = within(canvas.getByRole('region', { name: T.task }));
    await expect(task.getByText('Ход решения: 3')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: T.answer })).toHaveValue('Задача 1: $v_0 = 0$, $t = 4$ с, значит'),
    );
    await expect(canvas.getByText(/^Черновик сохранен в/)).toBeVisible();
  },
};

/** Typing saves the draft after a pause; 'Сдать работу' hands it in and says so. */
export const HandIn: Story = {
  play: async ({ canvas }) => {
    await openTask(canvas, assignments.kinematics.title);
    const answer = canvas.getByRole('textbox', { name: T.answer });
    await userEvent.type(answer, ' $a = 2$ м/с².');
    await waitFor(() => expect(canvas.getByText(savedNow())).toBeVisible(), { timeout: 4000 });
    await userEvent.click(canvas.getByRole('button', { name: T.submit }));
    await expect(await canvas.findByText(T.submitted)).toBeVisible();
  },
};

/** Nothing typed and no file: the form says what is missing, in place. */
export const NothingToHandIn: Story = {
  play: async ({ canvas }) => {
    await openTask(canvas, assignments.kinematics.title);
    const answer = canvas.getByRole('textbox', { name: T.answer });
    await waitFor(() => expect(answer).not.toHaveValue(''));
    await userEvent.clear(answer);
    await userEvent.click(canvas.getByRole('button', { name: T.submit }));
    await expect(await canvas.findByText(MESSAGES.submissionEmpty)).toBeVisible();
    // the emptied text is a draft too: once it is saved the page is still
    await waitFor(() => expect(canvas.getByText(savedNow())).toBeVisible(), { timeout: 4000 });
  },
};

/** The server could not take the draft: the text stays and the page says it will be saved once it can. */
export const DraftNotSaved: Story = {
  parameters: withHandlers(failing('saveDraft', 503, 'Сервер недоступен')),
  play: async ({ canvas }) => {
    await openTask(canvas, assignments.kinematics.title);
    await userEvent.type(canvas.getByRole('textbox', { name: T.answer }), ' дальше');
    await expect(await canvas.findByText(T.draftFailed, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: T.answer })).toHaveValue(
      'Задача 1: $v_0 = 0$, $t = 4$ с, значит дальше',
    );
  },
};

/** A checked work: its score, the comment and the marks on the photo; it cannot be handed in again. */
export const Checked: Story = {
  args: { path: `/homework/${assignments.newton.id}` },
  play: async ({ canvas }) => {
    await openTask(canvas, assignments.newton.title);
    const version = within(await canvas.findByRole('article', { name: T.version(1) }));
    await expect(version.getByText('Оценка: 8 из 10')).toBeVisible();
    await expect(version.getByText(/потеряна единица измерения/)).toBeVisible();
    await expect(version.getByText('Пометки: галочка, «м/с²?»')).toBeVisible();
    await expect(canvas.getByText(T.closed)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: T.answer })).toBeNull();
  },
};

/** A teacher of the course: the numbers and each student's latest work, a link to check it. */
export const TeacherView: Story = {
  args: { path: `/homework/${assignments.graphs.id}` },
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    await openTask(canvas, assignments.graphs.title);
    const works = within(canvas.getByRole('region', { name: 'Работы учеников' }));
    await expect(await works.findByRole('link', { name: 'Петров Иван' })).toHaveAttribute(
      'href',
      `/homework/check/${assignments.graphs.id}/${users.student.username}`,
    );
  },
};

/** Not a task of the viewer's courses: said plainly, with the way back. */
export const NotFound: Story = {
  args: { path: '/homework/no-such-task' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(T.notFoundHint)).toBeVisible(), { timeout: 6000 });
    await expect(canvas.getByRole('link', { name: T.backToList })).toHaveAttribute('href', '/homework');
  },
};

export const OnPhone: Story = {
  globals: inWindow('phone'),
  args: { path: `/homework/${assignments.newton.id}` },
  play: async ({ canvas }) => {
    await openTask(canvas, assignments.newton.title);
    await canvas.findByRole('article', { name: T.version(1) });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
