import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type within } from 'storybook/test';
import { Stateful } from '../testing/Stateful.tsx';
import { TimeField } from './TimeField.tsx';

const meta = {
  title: 'Components/Inputs/TimeField',
  id: 'timefield',
  component: TimeField,
  args: { label: 'Время начала', value: '', onChange: fn(), fullWidth: true },
  render: (args) => (
    <div style={{ maxWidth: 240, padding: 16 }}>
      <Stateful of={TimeField} {...args} />
    </div>
  ),
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: 'Время начала' });

/** Empty: the format as a placeholder, digits on a phone's keyboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveValue('');
    await expect(field(canvas)).toHaveAttribute('placeholder', 'чч:мм');
    await expect(field(canvas)).toHaveAttribute('inputmode', 'numeric');
  },
};

/**
 * 16:00 reads 16:00 in any browser: a text field, not a native time input, which shows '04:00 PM' in
 * an English browser (the Vitest browser's locale; the built Storybook's is Russian).
 */
export const TwentyFourHours: Story = {
  args: { value: '16:00' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveValue('16:00');
    await expect(field(canvas)).toHaveAttribute('type', 'text');
  },
};

/** Typed '1630' or '930': the form gets 16:30 or 09:30 at once, and the field shows it so once left. */
export const Typing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(field(canvas), '1630');
    await expect(args.onChange).toHaveBeenLastCalledWith('16:30');
    await expect(field(canvas)).toHaveValue('1630');
    await userEvent.tab();
    await expect(field(canvas)).toHaveValue('16:30');
    await userEvent.clear(field(canvas));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(field(canvas), '9:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:30');
    // not a time: passed on as typed, for the form's rule to name
    await userEvent.clear(field(canvas));
    await userEvent.type(field(canvas), '25:00');
    await expect(args.onChange).toHaveBeenLastCalledWith('25:00');
    await userEvent.tab();
    await expect(field(canvas)).toHaveValue('25:00');
  },
};

/** The up and down arrows move the time by the step (15 minutes), to the next whole step first. */
export const ArrowKeys: Story = {
  args: { value: '16:07' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(field(canvas));
    await userEvent.keyboard('{ArrowUp}');
    await expect(field(canvas)).toHaveValue('16:15');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field(canvas)).toHaveValue('15:45');
    await expect(args.onChange).toHaveBeenLastCalledWith('15:45');
  },
};

/** A wrong time with the form's message under it. */
export const WithError: Story = {
  args: { value: '25:00', error: 'Укажите корректные дату и время начала занятия' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas)).toHaveAccessibleDescription('Укажите корректные дату и время начала занятия');
  },
};

export const Disabled: Story = {
  args: { value: '16:00', disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(field(canvas)).toBeDisabled();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
