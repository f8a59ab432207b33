import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { playOnFakeClock } from '../testing/fakeClock.ts';
import { Stateful } from '../testing/Stateful.tsx';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/Inputs/NumberField',
  id: 'numberfield',
  component: NumberField,
  args: { label: 'Минимальный балл', value: 27, onChange: fn() },
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
    // typing is clamped to 0..100 on blur, letters are dropped
    await userEvent.clear(input);
    await userEvent.type(input, '1a50');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
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
