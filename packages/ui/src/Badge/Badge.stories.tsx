import type { Meta, StoryObj } from '@storybook/react-vite';
import { Send } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge, Chip } from './Badge.tsx';

const meta = {
  title: 'Components/Data display/Badge and Chip',
  id: 'badge-and-chip',
  component: Badge,
  args: { children: 'Учитель', tone: 'primary' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="primary">Старший преподаватель</Badge>
      <Badge tone="secondary">Куратор</Badge>
      <Badge tone="neutral">Физика</Badge>
      <Badge tone="success">В процессе регистрации</Badge>
      <Badge tone="warning">Ожидает регистрации</Badge>
      <Badge tone="error">Заблокирован</Badge>
      <Badge tone="neutral" icon={<Send aria-hidden="true" />}>
        123456789
      </Badge>
    </div>
  ),
};

export const Chips: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip>Математика</Chip>
      <Chip selected>Физика</Chip>
      <Chip icon={<Avatar name="Иван Петров" size="sm" decorative />}>Иван Петров</Chip>
      <Chip selected disabled>
        Химия (недоступно)
      </Chip>
    </div>
  ),
};

export const RemovableChip: Story = {
  args: { children: 'Химия' },
  render: () => <RemovableDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить: Химия' }));
    await expect(removed).toHaveBeenCalledTimes(1);
  },
};

const removed = fn();
function RemovableDemo() {
  return <Chip onDelete={removed}>Химия</Chip>;
}
