import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Components/Feedback/Skeleton',
  id: 'skeleton',
  component: Skeleton,
  args: { variant: 'text', rows: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Avatar: Story = { args: { variant: 'avatar' } };
export const Card: Story = { args: { variant: 'card' } };
export const Table: Story = { args: { variant: 'table', rows: 5 } };
