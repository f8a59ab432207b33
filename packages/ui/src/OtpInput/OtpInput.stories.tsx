import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Stateful } from '../testing/Stateful.tsx';
import { OtpInput, type OtpStatus } from './OtpInput.tsx';

const meta = {
  title: 'Components/Inputs/OtpInput',
  id: 'otpinput',
  component: OtpInput,
  args: { value: '', length: 6, onChange: fn(), onComplete: fn() },
  render: (args) => <Stateful of={OtpInput} {...args} />,
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole('textbox') as HTMLInputElement[];

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const inputs = cells(canvas);
    await expect(inputs).toHaveLength(6);
    await userEvent.click(inputs[0]!);
    await userEvent.keyboard('12a3');
    // letters are ignored, focus moved on after each digit
    await expect(inputs.map((i) => i.value).join('')).toBe('123');
    await expect(inputs[3]).toHaveFocus();
    await userEvent.keyboard('456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const Paste: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const inputs = cells(canvas);
    await userEvent.click(inputs[0]!);
    await userEvent.paste('654321');
    await expect(inputs.map((i) => i.value).join('')).toBe('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};

export const PasteRejectsLetters: Story = {
  play: async ({ canvas, userEvent }) => {
    const inputs = cells(canvas);
    await userEvent.click(inputs[0]!);
    await userEvent.paste('12ab56');
    await expect(inputs.map((i) => i.value).join('')).toBe('');
  },
};

function CheckDemo({ length, onChange }: { length: number; onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<OtpStatus>('neutral');
  return (
    <OtpInput
      value={value}
      length={length}
      status={status}
      message={status === 'error' ? 'Неверный код' : status === 'success' ? 'Код подтверждён' : undefined}
      onChange={(v) => {
        setValue(v);
        onChange(v);
        if (v.length > 0 && status === 'error') setStatus('neutral');
      }}
      onComplete={(v) => setStatus(v === '111111' ? 'success' : 'error')}
    />
  );
}

/** A wrong code turns the cells red and clears them; typing again starts from the first cell. */
export const WrongCodeClears: Story = {
  render: (args) => <CheckDemo length={args.length} onChange={args.onChange} />,
  play: async ({ canvas, userEvent }) => {
    const inputs = cells(canvas);
    await userEvent.click(inputs[0]!);
    await userEvent.keyboard('999999');
    await expect(await canvas.findByText('Неверный код')).toBeVisible();
    await expect(inputs.every((i) => i.value === '')).toBe(true);
    await expect(inputs[0]).toHaveFocus();
    await expect(inputs[0]).toBeInvalid();
    await userEvent.keyboard('111111');
    await expect(await canvas.findByText('Код подтверждён')).toBeVisible();
  },
};

export const Success: Story = { args: { value: '111111', status: 'success', message: 'Код подтверждён' } };
export const Error: Story = { args: { status: 'error', message: 'Неверный код' } };
/** While the code is checked the cells are blocked and look it (grey edge and digits, muted ground). */
export const Disabled: Story = {
  args: { value: '123', disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const inputs = cells(canvas);
    await expect(inputs.every((i) => i.disabled)).toBe(true);
    await userEvent.click(inputs[3]!);
    await userEvent.keyboard('4');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A focused filled cell selects its digit in the theme's tint, not the browser's blue. */
export const SelectedDigit: Story = {
  args: { value: '1234' },
  play: async ({ canvas, userEvent }) => {
    const inputs = cells(canvas);
    await userEvent.click(inputs[0]!);
    await userEvent.tab();
    await expect(inputs[1]).toHaveFocus();
    await waitFor(() => expect(inputs[1]!.selectionEnd! - inputs[1]!.selectionStart!).toBe(1));
  },
};
export const OnPhone: Story = { globals: { viewport: { value: 'phone' } }, args: { value: '1234' } };
