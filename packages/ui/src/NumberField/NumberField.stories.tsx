import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { playOnFakeClock } from '../testing/fakeClock.ts';
import { Stateful } from '../testing/Stateful.tsx';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/Inputs/NumberField',
  id: 'numberfield',
  component: NumberField,
  args: { label: 'Минимальный балл', value: 27, min: 0, max: 100, onChange: fn() },
  render: (args) => <Stateful of={NumberField} {...args} />,
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Минимальный балл' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('29');
    await userEvent.keyboard('{PageDown}');
    await expect(input).toHaveValue('19');
    await userEvent.keyboard('{End}{ArrowUp}');
    await expect(input).toHaveValue('100');
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(input).toHaveValue('0');
    // letters are dropped; a number out of range is kept as typed (the form flags it), not clamped
    await userEvent.clear(input);
    await userEvent.type(input, '1a50');
    await userEvent.tab();
    await expect(input).toHaveValue('150');
    await expect(input).toHaveAttribute('aria-valuenow', '150');
    // the keys step from what is shown, back into the range
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('100');
    await userEvent.tab();
  },
};

/**
 * Each keystroke is the value at once: onChange and aria-valuenow follow every digit (40 typed over
 * 100 is 4, then 40, not 100 until the field is left), and nothing is clamped while typing (50 with
 * a minimum of 10 does not become 10 at its first digit).
 */
export const TypingIsTheValue: Story = {
  args: { label: 'Максимальный балл', value: 100, min: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Максимальный балл' });
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).not.toHaveAttribute('aria-valuenow');
    await userEvent.type(input, '4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(input).toHaveAttribute('aria-valuenow', '4');
    await expect(input).toHaveValue('4');
    await userEvent.type(input, '0');
    await expect(args.onChange).toHaveBeenLastCalledWith(40);
    await expect(input).toHaveAttribute('aria-valuenow', '40');
    await expect(input).toHaveFocus();
    // the + button and the arrows go on from the number shown
    await userEvent.pointer({ keys: '[MouseLeft]', target: canvas.getByRole('button', { name: 'Увеличить' }) });
    await expect(input).toHaveValue('41');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('42');
    await expect(args.onChange).toHaveBeenLastCalledWith(42);
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.type(input, '0');
    await expect(input).toHaveValue('50');
    await expect(args.onChange).toHaveBeenLastCalledWith(50);
    await expect(args.onChange).not.toHaveBeenCalledWith(10);
  },
};

/** Holding + steps once, then again after 500 ms, then every 50 ms until released. */
export const HoldToRepeat: Story = {
  args: { value: 10 },
  play: playOnFakeClock(async ({ canvas }, clock) => {
    const input = await canvas.findByRole('spinbutton');
    const plus = canvas.getByRole('button', { name: 'Увеличить' });
    fireEvent.pointerDown(plus, { button: 0 });
    await clock.tick(0);
    await expect(input).toHaveValue('11');
    await clock.tick(499);
    await expect(input).toHaveValue('11');
    await clock.tick(1); // 500 ms: the repeat starts, first repeat 50 ms later
    await clock.tick(50);
    await expect(input).toHaveValue('12');
    await clock.tick(200);
    await expect(input).toHaveValue('16');
    fireEvent.pointerUp(plus);
    await clock.tick(1000);
    await expect(input).toHaveValue('16');
  }),
};

export const WithError: Story = {
  args: { label: 'Максимальный балл', value: 20, error: 'Максимальный балл должен быть больше минимального' },
};
export const Empty: Story = { args: { value: null, helperText: 'От 0 до 100' } };
export const Disabled: Story = { args: { disabled: true } };
