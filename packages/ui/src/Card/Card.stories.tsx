import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card, CountCard } from './Card.tsx';

const meta = {
  title: 'Components/Data display/Card',
  id: 'card',
  component: Card,
  args: {
    title: 'Непроверенные работы',
    children: <p style={{ margin: 0 }}>Здесь появятся работы учеников, которые ждут проверки.</p>,
  },
  argTypes: { children: { control: false }, action: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Outlined: Story = { args: { variant: 'outlined' } };
export const WithAction: Story = {
  args: {
    action: (
      <Button variant="text" size="sm">
        Все работы
      </Button>
    ),
  },
};

export const CountCards: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 16 }}>
      <CountCard label="Текущие курсы" value={6} icon={<BookOpen />} />
      <CountCard label="Ученики" value={84} icon={<Users />} />
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Текущие курсы' });
    await expect(card).toHaveTextContent('6');
    await expect(card.getBoundingClientRect().height).toBe(140);
  },
};

export const CountCardOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => <CountCard label="Ученики" value={84} icon={<Users />} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ученики' }).getBoundingClientRect().height).toBe(170);
  },
};
