import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { useTheme } from 'styled-components';
import { expect, fn } from 'storybook/test';
import { subjectColor } from '../theme/subjectColor.ts';
import { CourseCard, type CourseCardLinkProps, type CourseCardProps } from './CourseCard.tsx';

/** The subject's colour in the story's theme, as the app takes it. */
function ThemedCard(props: CourseCardProps) {
  const theme = useTheme();
  return <CourseCard {...props} accentColor={subjectColor(props.subjectName, theme.name)} />;
}

const navigate = fn();

/* stands in for react-router's Link: follows the href without reloading the page */
const routerLink = ({ href, children }: CourseCardLinkProps) => (
  <a
    href={href}
    onClick={(event: MouseEvent) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

const meta = {
  title: 'Components/Data display/Course card',
  id: 'course-card',
  component: CourseCard,
  args: {
    title: 'Механика: от кинематики до законов сохранения',
    href: '/courses/42',
    subjectName: 'Физика',
    accentColor: '#1d4ed8',
    badges: [{ label: 'ЕГЭ' }, { label: '10–11 класс' }],
    teachers: [{ name: 'Анна Смирнова' }, { name: 'Игорь Петров' }],
    price: '4 900 ₽',
  },
  render: (args) => <ThemedCard {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A course in the catalogue: subject, title, exam and grades, teachers, price. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Механика: от кинематики до законов сохранения',
    );
    await expect(canvas.getByRole('link', { name: 'Механика: от кинематики до законов сохранения' })).toHaveAttribute(
      'href',
      '/courses/42',
    );
    await expect(canvas.getByText('Анна Смирнова, Игорь Петров')).toBeVisible();
  },
};

/** The title's link is the app's router link: following it navigates without a reload. */
export const RouterLink: Story = {
  args: { renderLink: routerLink },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Механика: от кинематики до законов сохранения' }));
    await expect(navigate).toHaveBeenCalledWith('/courses/42');
  },
};

/** A student's course in progress. */
export const WithProgress: Story = {
  args: {
    price: 'Оплачено',
    progress: { value: 3, max: 10, label: 'Пройдено материалов', caption: '3 из 10' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Пройдено материалов' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
  },
};

/** A teacher's draft: a status badge, one teacher with a photo-less avatar, free. */
export const Draft: Story = {
  args: {
    title: 'Текстовые задачи',
    subjectName: 'Математика',
    badges: [{ label: 'ОГЭ' }, { label: '9 класс' }, { label: 'Черновик', tone: 'warning' }],
    teachers: [{ name: 'Мария Кузнецова' }],
    price: 'Бесплатно',
  },
};

/** A long title wraps; the card keeps its width. */
export const LongTitle: Story = {
  args: {
    title: 'Подготовка к олимпиадам по информатике: динамическое программирование, графы и структуры данных',
    subjectName: 'Информатика',
    badges: [{ label: 'Олимпиада' }],
    teachers: [],
  },
};
