import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { courses, coursesAs, slow, users, withCourses } from '@school/mocks';
import { COURSE_TEXTS } from '../../../app/src/features/courses/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, inWindow, signedInAs, withHandlers, type Canvas } from '../app-screen-story';

const base = appScreenMeta({ path: '/courses', viewer: users.student });

/**
 * '/courses' inside the whole app over the mock server: 'Мои курсы' (the student is on the paid physics course,
 * two of six materials seen, and on the free maths course), then 'Все курсы' with the subject and exam filters.
 */
const meta = {
  title: 'Screens/Courses/Courses page',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvas: Canvas, name: string) =>
  within((await canvas.findByRole('heading', { level: 2, name })).closest('section')!);

/** A student's courses with their progress, and the catalogue: subject, exam, classes, teachers, price. */
export const Student: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: COURSE_TEXTS.title })).toBeVisible();
    const mine = await section(canvas, COURSE_TEXTS.myCourses);
    const physics = within((await mine.findByRole('link', { name: courses.physMechanics.title })).closest('article')!);
    await expect(physics.getByText('Физика')).toBeVisible();
    await expect(physics.getByText('10–11 класс')).toBeVisible();
    await expect(physics.getByText('Анна Смирнова')).toBeVisible();
    await expect(physics.getByText('4 900 ₽')).toBeVisible();
    await expect(physics.getByText('Пройдено 2 из 6')).toBeVisible();
    await expect(mine.queryByRole('link', { name: courses.rusEssay.title })).toBeNull();

    const all = await section(canvas, COURSE_TEXTS.allCourses);
    const essay = within((await all.findByRole('link', { name: courses.rusEssay.title })).closest('article')!);
    await expect(essay.getByText('Бесплатно')).toBeVisible();
    await expect(essay.getByText('ОГЭ')).toBeVisible();
    // a student never sees a draft, nor the staff's button
    await expect(all.queryByRole('link', { name: courses.physElectroDraft.title })).toBeNull();
    await expect(canvas.queryByRole('link', { name: COURSE_TEXTS.createCourse })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: withHandlers(...slow('courses')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: COURSE_TEXTS.loading })).toBeVisible();
  },
};

/** A student on no course yet: told so, and where to look (the catalogue under it) or whom to ask. */
export const StudentEmpty: Story = {
  parameters: withHandlers(...coursesAs(users.student, [])),
  play: async ({ canvas }) => {
    const mine = await section(canvas, COURSE_TEXTS.myCourses);
    await expect(await mine.findByText(COURSE_TEXTS.studentEmpty)).toBeVisible();
    await expect(mine.getByText(COURSE_TEXTS.studentEmptyHint)).toBeVisible();
  },
};

/** A SENIOR teaching nothing in an empty catalogue: 'Создать курс' in the heading and in the empty state. */
export const StaffEmpty: Story = {
  beforeEach: signedInAs(users.senior),
  parameters: withHandlers(...withCourses([])),
  play: async ({ canvas }) => {
    const mine = await section(canvas, COURSE_TEXTS.myCourses);
    await expect(await mine.findByText(COURSE_TEXTS.staffEmpty)).toBeVisible();
    await expect(mine.getByRole('link', { name: COURSE_TEXTS.createCourse })).toHaveAttribute('href', '/courses/new');
    const all = await section(canvas, COURSE_TEXTS.allCourses);
    await expect(all.getByText(COURSE_TEXTS.catalogueEmpty)).toBeVisible();
  },
};

/** The filters narrow the catalogue (and stay in the URL); none left says so, with 'Сбросить фильтры'. */
export const Filters: Story = {
  play: async ({ canvas }) => {
    const all = await section(canvas, COURSE_TEXTS.allCourses);
    await all.findByRole('link', { name: courses.mathOlympiad.title });
    await userEvent.click(all.getByRole('combobox', { name: COURSE_TEXTS.exam }));
    await userEvent.click(await canvas.findByRole('option', { name: 'ОГЭ' }));
    await expect(await all.findByRole('link', { name: courses.rusEssay.title })).toBeVisible();
    await expect(all.queryByRole('link', { name: courses.mathOlympiad.title })).toBeNull();

    await userEvent.click(all.getByRole('combobox', { name: COURSE_TEXTS.subject }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Физика' }));
    await expect(await all.findByText(COURSE_TEXTS.noneFound)).toBeVisible();
    // 'Мои курсы' are all of the student's, whatever the filters
    const mine = await section(canvas, COURSE_TEXTS.myCourses);
    await expect(mine.getByRole('link', { name: courses.mathProfile.title })).toBeVisible();

    await userEvent.click(all.getByRole('button', { name: COURSE_TEXTS.resetFilters }));
    await expect(await all.findByRole('link', { name: courses.mathOlympiad.title })).toBeVisible();
  },
};

/** A 360 px phone: one card a row, nothing sideways. */
export const OnPhone: Story = {
  globals: inWindow('phone'),
  play: async ({ canvas }) => {
    // on both lists: the student's and the catalogue
    await expect(await canvas.findAllByRole('link', { name: courses.physMechanics.title })).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
