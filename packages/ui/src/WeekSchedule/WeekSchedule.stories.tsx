import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LessonDetails } from './LessonDetails.tsx';
import { EMPTY_WEEK_TEXT, WeekSchedule, type ScheduleLesson, type WeekScheduleProps } from './WeekSchedule.tsx';

/* A fixed week keeps the screenshots stable: Wednesday 18 November 2026 is today. */
const today = new Date(2026, 10, 18, 12, 0);
const at = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m);
const lesson = (
  id: string,
  subject: string,
  subjectName: string,
  title: string,
  startsAt: Date,
  durationMin = 90,
): ScheduleLesson => ({
  id,
  subject,
  subjectName,
  title,
  startsAt,
  durationMin,
  teacherName: 'Анна Смирнова',
  link: 'https://meet.example.ru/phys-11',
  notes: 'Повторить законы Ньютона.\nВзять черновик.',
});
const lessons: ScheduleLesson[] = [
  lesson('1', 'phys', 'Физика', 'Механика: законы Ньютона', at(16, 17)),
  lesson('2', 'math', 'Математика (профильный уровень)', 'Задачи с параметром', at(18, 18, 30)),
  lesson('3', 'rus', 'Русский язык', 'Сочинение ЕГЭ: аргументы', at(18, 16), 60),
  lesson('4', 'chem', 'Химия', 'Органика', at(21, 11)),
  lesson('5', 'math', 'Математика (профильный уровень)', 'Пробный вариант', at(18, 19), 45),
  lesson('6', 'inf', 'Информатика', 'Следующая неделя', at(24, 17)),
];

/** The schedule with its week in state, as a page keeps it. */
function Interactive(props: WeekScheduleProps) {
  const [week, setWeek] = useState(props.week);
  const [open, setOpen] = useState<ScheduleLesson | null>(null);
  return (
    <>
      <WeekSchedule
        {...props}
        week={week}
        onWeekChange={(monday) => {
          setWeek(monday);
          props.onWeekChange(monday);
        }}
        onLessonClick={(chosen) => {
          setOpen(chosen);
          props.onLessonClick?.(chosen);
        }}
      />
      <LessonDetails lesson={open} onClose={() => setOpen(null)} />
    </>
  );
}

const meta = {
  title: 'Components/Data display/WeekSchedule',
  id: 'weekschedule',
  component: WeekSchedule,
  render: (args) => <Interactive {...args} />,
  args: { week: today, today, lessons, onWeekChange: fn(), onLessonClick: fn() },
} satisfies Meta<typeof WeekSchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A busy week: blocks at their times, Monday first, lessons at the same time side by side. */
export const BusyWeek: Story = {
  play: async ({ canvas }) => {
    const week = within(canvas.getByRole('group', { name: 'Расписание на неделю' }));
    await expect(week.getByText('16–22 ноября 2026')).toBeVisible();
    const days = week.getAllByRole('heading', { level: 3 });
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveTextContent('понедельник, 16 ноября');
    await expect(days[2]).toHaveTextContent('среда, 18 ноября, сегодня');
    await expect(days[6]).toHaveTextContent('воскресенье, 22 ноября');
    // each lesson is a button that says when, what subject and what
    await expect(
      week.getByRole('button', { name: '18:30–20:00 Математика (профильный уровень) Задачи с параметром' }),
    ).toBeVisible();
    await expect(week.getAllByRole('button', { name: /^\d\d:\d\d–/ })).toHaveLength(5);
    // the next week's lesson is not drawn
    await expect(week.queryByText('Следующая неделя')).toBeNull();
  },
};

/** The arrows and 'Сегодня' move the week; the range line says where the schedule is. */
export const Navigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая неделя' }));
    await expect(args.onWeekChange).toHaveBeenLastCalledWith(new Date(2026, 10, 23));
    await expect(canvas.getByText('23–29 ноября 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Информатика Следующая неделя/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая неделя' }));
    await expect(canvas.getByText('30 ноября – 6 декабря 2026')).toBeVisible();
    await expect(canvas.getByText(EMPTY_WEEK_TEXT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Сегодня' }));
    await expect(canvas.getByText('16–22 ноября 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущая неделя' }));
    await expect(args.onWeekChange).toHaveBeenLastCalledWith(new Date(2026, 10, 9));
  },
};

/** Keyboard: Tab reaches a lesson, Enter opens its details, Esc closes them and focus comes back. */
export const OpensDetails: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const block = canvas.getByRole('button', { name: /Физика Механика/ });
    block.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLessonClick).toHaveBeenCalledWith(lessons[0]);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Механика: законы Ньютона' }));
    await expect(dialog.getByText('Физика')).toBeVisible();
    await expect(dialog.getByText('понедельник, 16 ноября, 17:00–18:30')).toBeVisible();
    await expect(dialog.getByText('Анна Смирнова')).toBeVisible();
    await expect(dialog.getByText(/Повторить законы Ньютона/)).toBeVisible();
    const join = dialog.getByRole('link', { name: 'Подключиться' });
    await expect(join).toHaveAttribute('href', 'https://meet.example.ru/phys-11');
    await expect(join).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(block).toHaveFocus();
  },
};

/** No lessons: a line in words, not a blank grid. */
export const EmptyWeek: Story = {
  args: { lessons: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(EMPTY_WEEK_TEXT)).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка расписания' })).toBeVisible();
  },
};

/** A message instead of the days, and a button at the end of the toolbar. */
export const WithMessageAndAction: Story = {
  args: {
    message: 'Не удалось загрузить расписание.',
    actions: <Button size="sm">Добавить занятие</Button>,
  },
};

/** Phones: only the days with lessons, titles in full, one under another. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const days = canvas.getAllByRole('heading', { level: 3 });
    await expect(days.map((day) => day.textContent)).toEqual([
      'понедельник, 16 ноября',
      'среда, 18 ноября, сегодня',
      'суббота, 21 ноября',
    ]);
    const wednesday = within(days[1]!.closest('section')!);
    await expect(wednesday.getAllByRole('listitem')).toHaveLength(3);
    await expect(wednesday.getByText('Сочинение ЕГЭ: аргументы')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
