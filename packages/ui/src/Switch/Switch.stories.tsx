import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Inputs/Switch',
  id: 'switch',
  component: Switch,
  args: { label: 'Темная тема (экспериментально)', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Темная тема (экспериментально)' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };

/** Reached with Tab: the theme's focus ring around the track. */
export const FocusVisible: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Темная тема (экспериментально)' })).toHaveFocus();
  },
};
