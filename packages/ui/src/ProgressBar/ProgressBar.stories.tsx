import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Components/Feedback/Progress bar',
  id: 'progress-bar',
  component: ProgressBar,
  args: { value: 3, max: 10, label: 'Пройдено материалов', caption: '3 из 10' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A course three materials in: the bar and its caption. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Пройдено материалов' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '10');
    await expect(bar).toHaveAttribute('aria-valuetext', '3 из 10');
  },
};

/** Nothing done yet: an empty track. */
export const Empty: Story = { args: { value: 0, caption: '0 из 10' } };

/** All done: the bar turns green. */
export const Complete: Story = {
  args: { value: 10, caption: 'Пройдено' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar').closest('[data-state]')).toHaveAttribute('data-state', 'complete');
  },
};

/** Without a caption, where the number is said next to it already. */
export const WithoutCaption: Story = { args: { value: 7, caption: undefined } };

/** A value beyond the range is clamped, not drawn past the track. */
export const Clamped: Story = {
  args: { value: 14, caption: '10 из 10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  },
};
