import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { courses, schoolDetails, slow, users } from '@school/mocks';
import { COURSE_TEXTS } from '../../../app/src/features/courses/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, inWindow, signedInAs, withHandlers, type Canvas } from '../app-screen-story';

const physics = courses.physMechanics;
const base = appScreenMeta({ path: `/courses/${physics.id}`, viewer: users.student });

/**
 * '/courses/:id' inside the whole app over the mock server. The browser runs in UTC, so the lessons' Moscow
 * 14:30 reads 11:30.
 */
const meta = {
  title: 'Screens/Courses/Course page',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvas: Canvas, name: string) =>
  within((await canvas.findByRole('heading', { level: 2, name })).closest('section')!);

/** An enrolled student: progress, the description with its formula, the outline to open, the coming lessons. */
export const EnrolledStudent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: physics.title })).toBeVisible();
    await expect(canvas.getByText('Пройдено 2 из 6')).toBeVisible();
    const about = await card(canvas, COURSE_TEXTS.about);
    // drawn once the Markdown chunk is in (until then the text's space is held by an invisible copy)
    await waitFor(() => expect(canvasElement.querySelector('.katex')).not.toBeNull());
    await expect(about.getByText(/Кинематика, динамика и законы сохранения/)).toBeVisible();
    const outline = await card(canvas, COURSE_TEXTS.outline);
    await expect(outline.getByRole('heading', { level: 3, name: 'Кинематика' })).toBeVisible();
    await expect(outline.getByRole('link', { name: 'Законы Ньютона' })).toHaveAttribute(
      'href',
      `/courses/${physics.id}/materials/material-newton-laws`,
    );
    await expect(outline.getAllByText(COURSE_TEXTS.seen)).toHaveLength(2);
    await expect(outline.getAllByRole('img', { name: 'Видео' })).toHaveLength(2);
    const lessons = await card(canvas, COURSE_TEXTS.upcoming);
    await expect(lessons.getByText('вторник, 24 ноября, 11:30')).toBeVisible();
    // a student edits nothing and buys nothing
    await expect(canvas.queryByRole('link', { name: COURSE_TEXTS.edit })).toBeNull();
    await expect(canvas.queryByRole('link', { name: COURSE_TEXTS.buy })).toBeNull();
  },
};

/** A paid course the student is not on: the outline's titles only, and 'Купить курс' to the cart. */
export const VisitorPaid: Story = {
  args: { path: `/courses/${courses.mathOlympiad.id}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: COURSE_TEXTS.buy })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByText('7 500 ₽')).toBeVisible();
    const outline = await card(canvas, COURSE_TEXTS.outline);
    await expect(outline.getByText('Что такое инвариант')).toBeVisible();
    await expect(outline.queryByRole('link')).toBeNull();
  },
};

/** A free course the student is not on: the school's contacts say how to enrol. */
export const VisitorFree: Story = {
  args: { path: `/courses/${courses.rusEssay.id}` },
  play: async ({ canvas }) => {
    // found by text, the page may still be drawn behind the session's skeleton: wait until it shows
    await waitFor(() => expect(canvas.getByText(COURSE_TEXTS.freeHint)).toBeVisible());
    await expect(await canvas.findByRole('link', { name: schoolDetails.email })).toHaveAttribute(
      'href',
      `mailto:${schoolDetails.email}`,
    );
    await expect(canvas.queryByRole('link', { name: COURSE_TEXTS.buy })).toBeNull();
  },
};

/** The course's teacher: 'Редактировать', and 'Ученики' to see the list (managing it is SENIOR's). */
export const Teacher: Story = {
  beforeEach: signedInAs(users.teacher),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: COURSE_TEXTS.edit })).toHaveAttribute(
      'href',
      `/courses/${physics.id}/edit`,
    );
    await expect(canvas.getByRole('link', { name: COURSE_TEXTS.students })).toHaveAttribute(
      'href',
      `/courses/${physics.id}/students`,
    );
  },
};

/** SENIOR: 'Редактировать' and 'Ученики'. */
export const Senior: Story = {
  beforeEach: signedInAs(users.senior),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: COURSE_TEXTS.students })).toHaveAttribute(
      'href',
      `/courses/${physics.id}/students`,
    );
    await expect(canvas.getByRole('link', { name: COURSE_TEXTS.edit })).toBeVisible();
  },
};

/** An unknown course, or a draft the student may not see: the same 'Курс не найден'. */
export const NotFound: Story = {
  args: { path: `/courses/${courses.physElectroDraft.id}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: COURSE_TEXTS.notFound })).toBeVisible();
    await expect(canvas.getByRole('link', { name: COURSE_TEXTS.toCourses })).toHaveAttribute('href', '/courses');
  },
};

export const Loading: Story = {
  parameters: withHandlers(...slow('course')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: COURSE_TEXTS.loadingCourse })).toBeVisible();
  },
};

/** A 360 px phone: the course in one column, nothing sideways. */
export const OnPhone: Story = {
  globals: inWindow('phone'),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: physics.title });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
