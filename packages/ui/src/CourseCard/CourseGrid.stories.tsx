import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { expect } from 'storybook/test';
import { subjectColor } from '../theme/subjectColor.ts';
import { CourseCard } from './CourseCard.tsx';
import { CourseGrid } from './CourseGrid.tsx';

const courses = [
  { id: '1', title: 'Механика', subjectName: 'Физика', badges: ['ЕГЭ', '10–11 класс'], price: '4 900 ₽' },
  { id: '2', title: 'Текстовые задачи', subjectName: 'Математика', badges: ['ОГЭ', '9 класс'], price: 'Бесплатно' },
  { id: '3', title: 'Орфография и пунктуация', subjectName: 'Русский язык', badges: ['ЕГЭ'], price: '3 500 ₽' },
  { id: '4', title: 'Органическая химия', subjectName: 'Химия', badges: ['ЕГЭ', '11 класс'], price: '4 900 ₽' },
  { id: '5', title: 'Алгоритмы', subjectName: 'Информатика', badges: ['Олимпиада'], price: '5 900 ₽' },
];

function Catalogue({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <CourseGrid label={label}>
      {courses.map((course) => (
        <CourseCard
          key={course.id}
          title={course.title}
          href={`/courses/${course.id}`}
          subjectName={course.subjectName}
          accentColor={subjectColor(course.subjectName, theme.name)}
          badges={course.badges.map((badge) => ({ label: badge }))}
          teachers={[{ name: 'Анна Смирнова' }]}
          price={course.price}
        />
      ))}
    </CourseGrid>
  );
}

const meta = {
  title: 'Components/Data display/Course grid',
  id: 'course-grid',
  component: CourseGrid,
  args: { label: 'Курсы', children: null },
  render: (args) => <Catalogue label={args.label} />,
} satisfies Meta<typeof CourseGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A catalogue on a wide screen: three columns. */
export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Курсы' });
    await expect(canvas.getAllByRole('listitem').filter((item) => item.parentElement === list)).toHaveLength(5);
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ');
    await expect(columns).toHaveLength(3);
  },
};

/** A tablet's width: two columns. */
export const Tablet: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const columns = getComputedStyle(canvas.getByRole('list', { name: 'Курсы' })).gridTemplateColumns.split(' ');
    await expect(columns).toHaveLength(2);
  },
};

/** A 360 px phone: one column. */
export const OnPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const columns = getComputedStyle(canvas.getByRole('list', { name: 'Курсы' })).gridTemplateColumns.split(' ');
    await expect(columns).toHaveLength(1);
  },
};
