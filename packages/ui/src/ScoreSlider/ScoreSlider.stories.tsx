import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stateful } from '../testing/Stateful.tsx';
import { ScoreSlider } from './ScoreSlider.tsx';

const meta = {
  title: 'Components/Inputs/ScoreSlider',
  id: 'scoreslider',
  component: ScoreSlider,
  args: { label: 'Желаемый результат: Физика', min: 36, max: 100, value: 36, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Stateful of={ScoreSlider} {...args} />
    </div>
  ),
} satisfies Meta<typeof ScoreSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Желаемый результат: Физика' });
    await expect(slider).toHaveAttribute('aria-valuemin', '36');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await userEvent.click(slider);
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '36');
    // measured once the web font is in, as the value's column is sized in its digits
    await document.fonts.ready;
    const trackWidth = slider.getBoundingClientRect().width;
    // cannot go below the minimum
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await expect(slider).toHaveAttribute('aria-valuenow', '36');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '39');
    await expect(canvas.getByText('39', { selector: 'output' })).toBeVisible();
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    // a three-digit value does not squeeze the track
    await expect(slider.getBoundingClientRect().width).toBe(trackWidth);
    await userEvent.keyboard('{PageDown}');
    await expect(slider).toHaveAttribute('aria-valuenow', '94');
  },
};

/** Grades 5-9 choose a school mark 3..5. */
export const SchoolMark: Story = {
  args: { label: 'Желаемая оценка: Математика', min: 3, max: 5, value: 3 },
  play: async ({ canvas, userEvent, args }) => {
    const slider = canvas.getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = { args: { disabled: true, value: 70 } };
