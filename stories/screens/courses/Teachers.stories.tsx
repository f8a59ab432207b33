import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { courses, noTeachers, users } from '@school/mocks';
import { TEACHER_TEXTS } from '../../../app/src/features/courses/texts';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import { appScreenMeta, inWindow, withHandlers } from '../app-screen-story';

const base = appScreenMeta({ path: '/teachers', viewer: users.student });

/** '/teachers' inside the whole app: the teachers of the student's courses and how to reach them. */
const meta = {
  title: 'Screens/Courses/Teachers page',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each teacher: photo, name, subjects, their courses as links, 'О себе', Telegram when they show it. */
export const List: Story = {
  play: async ({ canvas }) => {
    const anna = within(await canvas.findByRole('article', { name: 'Анна Смирнова' }));
    await expect(anna.getByText('Математика (профильный уровень), Физика')).toBeVisible();
    await expect(anna.getByRole('link', { name: courses.physMechanics.title })).toHaveAttribute(
      'href',
      `/courses/${courses.physMechanics.id}`,
    );
    await expect(anna.getByText(users.teacher.about)).toBeVisible();
    await expect(anna.getByRole('link', { name: /Написать в Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/anna_smirnova_phys',
    );
    const olga = within(canvas.getByRole('article', { name: 'Ольга Воронцова' }));
    await expect(olga.queryByRole('link', { name: /Telegram/ })).toBeNull();
  },
};

/** Nobody yet: the page says who will appear here and when. */
export const Empty: Story = {
  parameters: withHandlers(...noTeachers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: TEACHER_TEXTS.title })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(new RegExp(TEACHER_TEXTS.emptyHint))).toBeVisible());
  },
};

export const OnPhone: Story = {
  globals: inWindow('phone'),
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Анна Смирнова' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
