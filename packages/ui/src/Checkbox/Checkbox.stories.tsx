import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Inputs/Checkbox',
  id: 'checkbox',
  component: Checkbox,
  args: { label: 'Хочу готовиться к олимпиаде', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Хочу готовиться к олимпиаде' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

/** A box over a list that is partly chosen: the dash, announced as 'mixed'; a click checks all. */
export const Indeterminate: Story = {
  args: { label: 'Все предметы', indeterminate: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Все предметы' });
    await expect(box).toBePartiallyChecked();
  },
};

/** Reached with Tab: the theme's focus ring around the box. */
export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Хочу готовиться к олимпиаде' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid' }}>
      <Checkbox {...args} disabled />
      <Checkbox {...args} disabled defaultChecked label="Выбрано и недоступно" />
      <Checkbox {...args} disabled indeterminate label="Выбрано частично и недоступно" />
    </div>
  ),
};
