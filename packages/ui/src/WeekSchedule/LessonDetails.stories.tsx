import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { overlayStory } from '../testing/frames.ts';
import { LessonDetails } from './LessonDetails.tsx';

const meta = {
  title: 'Components/Overlays/LessonDetails',
  id: 'lessondetails',
  component: LessonDetails,
  ...overlayStory(),
  args: {
    lesson: {
      id: '1',
      subject: 'phys',
      subjectName: 'Физика',
      title: 'Механика: законы Ньютона',
      startsAt: new Date(2026, 10, 16, 17, 0),
      durationMin: 90,
      teacherName: 'Анна Смирнова',
      link: 'https://meet.example.ru/phys-11',
      notes: 'Повторить законы Ньютона.\nВзять черновик.',
    },
    onClose: fn(),
  },
} satisfies Meta<typeof LessonDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a student sees: the lesson and the way into its room. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = within(canvas.getByRole('dialog', { name: 'Механика: законы Ньютона' }));
    await expect(dialog.getByText('понедельник, 16 ноября, 17:00–18:30')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Подключиться' })).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(dialog.getByRole('button', { name: 'Закрыть' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A lesson's owner: their buttons come before 'Подключиться'. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="text" color="error">
          Удалить
        </Button>
        <Button variant="outlined">Изменить</Button>
      </>
    ),
  },
};

/** No room link and no notes: only what is known, and no empty 'Подключиться'. */
export const Minimal: Story = {
  args: { lesson: { ...meta.args.lesson, link: null, notes: null, teacherName: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Подключиться' })).toBeNull();
    await expect(canvas.queryByText('Заметки')).toBeNull();
    await expect(canvas.queryByText('Преподаватель')).toBeNull();
  },
};
