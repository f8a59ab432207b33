import type { Meta, StoryObj } from '@storybook/react-vite';
import { format } from 'date-fns';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LessonDetails } from './LessonDetails.tsx';
import { lessonName, type ScheduleLesson } from './lesson.ts';
import { EMPTY_WEEK_TEXT, WeekSchedule, type WeekScheduleProps } from './WeekSchedule.tsx';

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

/** The block of a lesson and the grid's day column it stands in. */
function blockOf(canvas: HTMLElement, lesson: ScheduleLesson) {
  const block = within(canvas).getByRole('button', { name: lessonName(lesson) });
  return { block, box: block.getBoundingClientRect(), column: block.closest('ul')!.getBoundingClientRect() };
}

/** Every word of the title on one line (an ellipsis may cut its end, but no word goes on in the next line). */
async function expectWordsWhole(title: HTMLElement) {
  const text = title.firstChild!;
  const range = document.createRange();
  let at = 0;
  for (const word of text.textContent!.split(' ')) {
    range.setStart(text, at);
    range.setEnd(text, at + word.length);
    at += word.length + 1;
    const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
    await expect(tops.size, `«${word}» on one line`).toBe(1);
  }
}

/**
 * Lessons side by side: none covers another, each shows its start time uncut and its title within its
 * block, and no word of a title is broken.
 */
async function expectSideBySide(canvas: HTMLElement, shown: ScheduleLesson[]) {
  const blocks = shown.map((lesson) => ({ lesson, ...blockOf(canvas, lesson) }));
  for (const [index, { lesson, block, box, column }] of blocks.entries()) {
    await expect(box.left).toBeGreaterThanOrEqual(column.left);
    await expect(box.right).toBeLessThanOrEqual(column.right);
    for (const other of blocks.slice(index + 1)) {
      await expect(box.right <= other.box.left || other.box.right <= box.left, 'blocks apart').toBe(true);
    }
    const time = block.querySelector('time')!;
    await expect(time.innerText.startsWith(format(lesson.startsAt, 'HH:mm'))).toBe(true);
    await expect(time.scrollWidth, 'the time is not cut').toBeLessThanOrEqual(time.clientWidth);
    const title = within(block).getByText(lesson.title);
    await expect(title).toBeVisible();
    await expect(title.getBoundingClientRect().left).toBeLessThan(box.right);
    await expectWordsWhole(title);
  }
}

const late = lesson('late', 'phys', 'Физика', 'Электростатика', at(19, 20), 60);
const earlyLesson = lesson('early', 'chem', 'Химия', 'Растворы', at(20, 7, 30), 60);

/** A lesson from 20:00 to 21:00: the grid runs to 21:00 and the block ends inside it. */
export const LateLesson: Story = {
  args: { lessons: [...lessons, late, earlyLesson] },
  play: async ({ canvasElement }) => {
    const { block, box, column } = blockOf(canvasElement, late);
    await expect(block).toBeVisible();
    await expect(box.top).toBeGreaterThanOrEqual(column.top);
    await expect(box.bottom).toBeLessThanOrEqual(column.bottom);
    await expect(block).toHaveTextContent('20:00–21:00');
    await expect(block).toHaveTextContent('Электростатика');
    const early = blockOf(canvasElement, earlyLesson);
    await expect(early.box.top).toBeGreaterThanOrEqual(early.column.top);
    // the hour lines run from 8:00 (the early lesson's hour: 7:00) to 21:00
    await expect(canvasElement.querySelector('[data-part="hours"]')).toHaveTextContent(/^08:00.*21:00$/);
  },
};

const overlapping = [
  lesson('a', 'math', 'Математика (профильный уровень)', 'Задачи с параметром', at(17, 17)),
  lesson('b', 'phys', 'Физика', 'Механика: законы Ньютона', at(17, 17, 30), 60),
  lesson('c', 'inf', 'Информатика', 'Электростатика и программирование', at(17, 17, 45), 45),
  lesson('d', 'rus', 'Русский язык', 'Сочинение ЕГЭ: аргументы', at(19, 16), 60),
  lesson('e', 'chem', 'Химия', 'Органика', at(19, 16, 30), 60),
];

/** Two lessons at once: side by side, each with its start time and its title wrapped between words. */
export const TwoOverlapping: Story = {
  args: { lessons: overlapping.slice(3) },
  play: async ({ canvasElement }) => {
    await expectSideBySide(canvasElement, overlapping.slice(3));
  },
};

/** Three lessons at once: the day widens so each keeps a readable width; the rest is in the name and tooltip. */
export const ThreeOverlapping: Story = {
  args: { lessons: overlapping },
  play: async ({ canvasElement, userEvent, args }) => {
    await expectSideBySide(canvasElement, overlapping.slice(0, 3));
    // the widened day may make the grid scroll sideways inside its card, never the page
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    const { block } = blockOf(canvasElement, overlapping[2]!);
    // the tooltip says it all, as the button's name does
    await expect(block).toHaveAttribute('title', '17:45–18:30 Информатика Электростатика и программирование');
    await userEvent.click(block);
    await expect(args.onLessonClick).toHaveBeenCalledWith(overlapping[2]);
    await userEvent.keyboard('{Escape}');
  },
};

/** The line beside the arrows: which week is shown and, when it is another, how far from this one. */
const rangeLine = (canvas: HTMLElement) => canvas.querySelector<HTMLElement>('[data-part="range"]')!;

/**
 * The arrows and 'Сегодня' move the week; the range line says which week is shown and, for another week, how far
 * it is from this one ('следующая неделя', 'через 2 недели'), and 'Сегодня' brings this week back.
 */
export const Navigation: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(rangeLine(canvasElement)).toHaveTextContent(/^16–22 ноября 2026$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая неделя' }));
    await expect(args.onWeekChange).toHaveBeenLastCalledWith(new Date(2026, 10, 23));
    await expect(canvas.getByText('23–29 ноября 2026')).toBeVisible();
    await expect(rangeLine(canvasElement)).toHaveTextContent(/^23–29 ноября 2026, следующая неделя$/);
    await expect(canvas.getByRole('button', { name: /Информатика Следующая неделя/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая неделя' }));
    await expect(rangeLine(canvasElement)).toHaveTextContent(/^30 ноября – 6 декабря 2026, через 2 недели$/);
    await expect(canvas.getByText(EMPTY_WEEK_TEXT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сегодня' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Сегодня' }));
    await expect(rangeLine(canvasElement)).toHaveTextContent(/^16–22 ноября 2026$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущая неделя' }));
    await expect(args.onWeekChange).toHaveBeenLastCalledWith(new Date(2026, 10, 9));
    await expect(rangeLine(canvasElement)).toHaveTextContent(/^9–15 ноября 2026, прошлая неделя$/);
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
