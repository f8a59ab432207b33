import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

/* A tiny inline image: no network in stories. */
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#fb923c"/><circle cx="32" cy="26" r="12" fill="#fff7ed"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#fff7ed"/></svg>',
  );

const meta = {
  title: 'Components/Data display/Avatar',
  id: 'avatar',
  component: Avatar,
  args: { name: 'Иван Петров', size: 'md' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Иван Петров' })).toHaveTextContent('ИП');
  },
};

export const WithImage: Story = { args: { src: photo } };

export const BrokenImageFallsBackToInitials: Story = {
  args: { src: '/does-not-exist.png', name: 'Мария Смирнова' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('МС')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" src={photo} />
    </div>
  ),
};
