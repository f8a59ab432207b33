import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { overlayParameters } from '../testing/frames.ts';
import { FullScreenSpinner } from './FullScreenSpinner.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Feedback/Spinner',
  id: 'spinner',
  component: Spinner,
  args: { size: 'md', tone: 'primary' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

export const FullScreen: Story = {
  parameters: overlayParameters(),
  globals: { viewport: { value: 'phone' } },
  render: () => <FullScreenSpinner label="Выполняется вход..." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Выполняется вход...' })).toBeVisible();
  },
};
