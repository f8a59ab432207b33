import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@school/contract';
import { courseList, courses, respond, users, withCourses } from '@school/mocks';
import { STUDENT_TEXTS as T } from '../../../app/src/features/courses/editor/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, signedInAs, withHandlers, type Canvas } from '../app-screen-story';
import { COURSE_WINDOWS, onPhone, oneScreen, openPage } from './course-story';

const course = courses.physMechanics;
const base = appScreenMeta({ path: `/courses/${course.id}/students`, viewer: users.senior, windows: COURSE_WINDOWS });

/**
 * 'Ученики' of a course (/courses/:id/students) inside the whole app over the mock server: the SENIOR enrols by
 * login or a whole class and unenrols after a confirmation; the course's teacher reads the list only.
 */
const meta = {
  title: 'Screens/Courses/Course students',
  ...base,
  parameters: { ...base.parameters },
  decorators: [oneScreen],
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openTable(canvas: Canvas) {
  await openPage(canvas, T.title);
  return within(canvas.getByRole('table', { name: T.tableCaption }));
}

/** The physics course's two students by last name, with their class and progress. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = await openTable(canvas);
    await expect(await table.findByText('Иван Петров')).toBeVisible();
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Иван Петров.*11 класс.*Пройдено 2 из 6/),
      expect.stringMatching(/Мария Соколова.*10 класс.*Пройдено 1 из 6/),
    ]);
    await expect(table.getByRole('progressbar', { name: 'Пройдено материалов: Иван Петров' })).toBeVisible();
  },
};

/** Nobody on the course yet: said in the table's place, with how to enrol. */
export const Empty: Story = {
  parameters: withHandlers(...withCourses(courseList, { enrolments: {} })),
  play: async ({ canvas }) => {
    await openPage(canvas, T.title);
    await expect(await canvas.findByText(`${T.empty} ${T.emptyHint}`)).toBeVisible();
  },
};

/** Enrolled by login: the count in a toast, the field emptied. */
export const AddByLogin: Story = {
  parameters: withHandlers(respond('enroll', { enrolled: 1 })),
  play: async ({ canvas }) => {
    await openTable(canvas);
    const field = canvas.getByLabelText(T.login);
    await userEvent.type(field, 'kirill');
    await userEvent.click(canvas.getByRole('button', { name: T.enroll }));
    await expect(await canvas.findByText(T.enrolled(1))).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/** A whole class of a subject at once: 'Записано учеников: 3'. */
export const AddCohort: Story = {
  parameters: withHandlers(respond('enroll', { enrolled: 3 })),
  play: async ({ canvas }) => {
    await openTable(canvas);
    const cohort = within(canvas.getByRole('form', { name: T.byCohort }));
    await userEvent.click(cohort.getByRole('combobox', { name: T.cohortGrade }));
    await userEvent.click(await canvas.findByRole('option', { name: '11' }));
    await userEvent.click(cohort.getByRole('button', { name: T.enrollAll }));
    const toast = await canvas.findByText(T.enrolled(3));
    await expect(toast).toBeVisible();
    // a toast under the pointer waits: on a slow run its 5 s would end before the screenshot is taken
    await userEvent.hover(toast);
  },
};

/** The server refuses a login that is not a student's: its reason at the field, no toast. */
export const AddRefused: Story = {
  play: async ({ canvas }) => {
    await openTable(canvas);
    await userEvent.type(canvas.getByLabelText(T.login), 'teacher');
    await userEvent.click(canvas.getByRole('button', { name: T.enroll }));
    await expect(await canvas.findByText(MESSAGES.enrollNotStudent('teacher'))).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(T.login));
    await userEvent.type(canvas.getByLabelText(T.login), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: T.enroll }));
    await expect(await canvas.findByText(MESSAGES.enrollUnknownUser('nobody'))).toBeVisible();
  },
};

/** 'Отчислить' asks first; the answer removes the student and says so. */
export const RemoveConfirm: Story = {
  play: async ({ canvas }) => {
    const table = await openTable(canvas);
    await userEvent.click(await table.findByRole('button', { name: T.unenrollName('Иван Петров') }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: T.unenrollQuestion('Иван Петров') }));
    await expect(dialog.getByText(T.unenrollText)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: T.unenroll }));
    await expect(await canvas.findByText(T.unenrolled(1))).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

/** The course's teacher reads the list: no enrolling, no 'Отчислить'. */
export const TeacherReadOnly: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    const table = await openTable(canvas);
    await expect(await table.findByText('Иван Петров')).toBeVisible();
    await expect(canvas.getByText(T.readOnly)).toBeVisible();
    await expect(canvas.queryByLabelText(T.login)).toBeNull();
    await expect(table.queryByRole('button', { name: /Отчислить/ })).toBeNull();
  },
};

/** A student is told the list is not theirs. */
export const NotAllowed: Story = {
  beforeEach: signedInAs(users.student),
  play: async ({ canvas }) => {
    await openPage(canvas, T.forbiddenTitle);
    await expect(canvas.getByText(T.forbiddenText)).toBeVisible();
  },
};

/** A 360 px phone: the forms one under another, the table scrolls inside its box. */
export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    const table = await openTable(canvas);
    await expect(await table.findByText('Иван Петров')).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
