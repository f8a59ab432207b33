import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Stateful } from '../testing/Stateful.tsx';
import { overlayStory } from '../testing/frames.ts';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

/* A fixed today keeps the calendar and the screenshots stable. */
const today = new Date(2026, 10, 18);

/* The open calendar is in the top layer, over the page: the screenshot takes the whole (small) page,
   and on the docs page each such story gets a frame of its own (its play takes the focus). */
const overlay = overlayStory('480px');

const meta = {
  title: 'Components/Inputs/DatePicker',
  id: 'datepicker',
  component: DatePicker,
  args: { label: 'Дата', value: '', onChange: fn(), today, fullWidth: true },
  render: (args) => (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <Stateful of={DatePicker} {...args} />
    </div>
  ),
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Дата' });
const toggle = (canvas: Canvas) => canvas.getByRole('button', { name: 'Выбрать дату' });
const calendar = (canvas: Canvas) => canvas.queryByRole('dialog', { name: 'Выбор даты' });

/** Empty: the format as a placeholder, the label as the input's only name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveValue('');
    await expect(field(canvas)).toHaveAttribute('placeholder', 'дд.мм.гггг');
    await expect(toggle(canvas)).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The value `2026-11-20` shows as 20.11.2026. */
export const WithValue: Story = {
  args: { value: '2026-11-20' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveValue('20.11.2026');
  },
};

/** Open: the chosen day is ringed and has the focus, today is filled, weeks start on Monday. */
export const Open: Story = {
  ...overlay,
  args: { value: '2026-11-20' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(toggle(canvas));
    const popover = calendar(canvas);
    await expect(popover).toBeVisible();
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    const chosen = within(popover!).getByRole('button', { name: /20 ноября 2026.*выбрано/ });
    await waitFor(() => expect(chosen).toHaveFocus());
    const weekdays = [...popover!.querySelectorAll('thead th')].map((th) => th.textContent);
    await expect(weekdays[0]).toMatch(/пн/i);
    await expect(weekdays[6]).toMatch(/вс/i);
    await expect(within(popover!).getByRole('button', { name: /^Сегодня, .*18 ноября 2026/ })).toBeVisible();
  },
};

/** Nothing chosen yet: the calendar opens on today's month with today's day in focus. */
export const OpenEmpty: Story = {
  ...overlay,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(toggle(canvas));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Сегодня, .*18 ноября 2026/ })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: /выбрано/ })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Keyboard only: the button opens the calendar, arrows move the day, Enter picks it, focus comes back. */
export const PickWithKeyboard: Story = {
  ...overlay,
  args: { value: '2026-11-20' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(field(canvas));
    await userEvent.tab();
    await expect(toggle(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /20 ноября 2026/ })).toHaveFocus());
    // a week down and a day back: Thursday the 26th
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: /26 ноября 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-26');
    await expect(field(canvas)).toHaveValue('26.11.2026');
    await waitFor(() => expect(calendar(canvas)).toBeNull());
    await expect(toggle(canvas)).toHaveFocus();
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    // arrows past the month's end turn the page
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /26 ноября 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-03');
    await expect(field(canvas)).toHaveValue('03.12.2026');
  },
};

/** Typed: дд.мм.гггг (one-digit day and month too) and a pasted ISO date; other text goes to the form as it is. */
export const Typing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = field(canvas);
    await userEvent.type(input, '5.1.2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-05');
    await userEvent.tab();
    // once the user moves on, the date settles into the field's format
    await expect(input).toHaveValue('05.01.2027');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.click(input);
    await userEvent.paste('2026-12-31');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-31');
    await userEvent.clear(input);
    await userEvent.type(input, '31.02.2026');
    // no such day: passed on unchanged for the form's rule to name
    await expect(args.onChange).toHaveBeenLastCalledWith('31.02.2026');
    await expect(input).toHaveValue('31.02.2026');
    input.blur();
  },
};

/** Esc and a click elsewhere close the calendar and change nothing. */
export const EscapeCloses: Story = {
  ...overlay,
  args: { value: '2026-11-20' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(toggle(canvas));
    await waitFor(() => expect(canvas.getByRole('button', { name: /20 ноября 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(calendar(canvas)).toBeNull());
    await expect(toggle(canvas)).toHaveFocus();
    await expect(field(canvas)).toHaveValue('20.11.2026');
    await userEvent.click(toggle(canvas));
    await expect(calendar(canvas)).toBeVisible();
    await userEvent.click(canvas.getByText('Дата'));
    await waitFor(() => expect(calendar(canvas)).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(field(canvas)).toHaveFocus();
    field(canvas).blur();
  },
};

/* The text is the form's (here the lesson form's rule): the picker only shows it. */
export const WithError: Story = {
  args: { value: '31.02.2026', error: 'Укажите корректные дату и время начала занятия' },
  play: async ({ canvas, args }) => {
    await expect(field(canvas)).toBeInvalid();
    await expect(field(canvas)).toHaveAccessibleDescription(args.error!);
  },
};

export const Disabled: Story = {
  args: { value: '2026-11-20', disabled: true, helperText: 'Дату прошедшего занятия не изменить' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toBeDisabled();
    await expect(toggle(canvas)).toBeDisabled();
  },
};

/** `min` and `max`: the days outside are struck out and cannot be picked, the months outside cannot be opened. */
export const MinMax: Story = {
  ...overlay,
  args: { value: '2026-11-20', min: '2026-11-16', max: '2026-11-27', helperText: 'С 16 по 27 ноября' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(toggle(canvas));
    const popover = within(calendar(canvas)!);
    await expect(popover.getByRole('button', { name: /15 ноября 2026/ })).toBeDisabled();
    await expect(popover.getByRole('button', { name: /28 ноября 2026/ })).toBeDisabled();
    await expect(popover.getByRole('button', { name: 'Перейти к следующему месяцу' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(popover.getByRole('button', { name: /15 ноября 2026/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(calendar(canvas)).toBeVisible();
  },
};

/** A 360 px phone: the open calendar fits the screen. */
export const OnPhone: Story = {
  parameters: overlay.parameters,
  globals: { viewport: { value: 'phone' } },
  args: { value: '2026-11-20' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(toggle(canvas));
    const box = calendar(canvas)!.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(360);
    await expect(box.bottom).toBeLessThanOrEqual(640);
  },
};

function InDialog(props: DatePickerProps) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Добавить занятие">
      <Stateful of={DatePicker} {...props} />
    </Dialog>
  );
}

/** In a modal dialog: the calendar shows over it, and Esc closes the calendar only. */
export const InsideDialog: Story = {
  ...overlay,
  args: { value: '2026-11-20' },
  render: (args) => <InDialog {...args} />,
  play: async ({ args, userEvent }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Добавить занятие' });
    await userEvent.click(body.getByRole('button', { name: 'Выбрать дату' }));
    await waitFor(() => expect(body.getByRole('button', { name: /20 ноября 2026/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(calendar(body)).toBeNull());
    await expect(dialog).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Выбрать дату' }));
    await userEvent.click(await body.findByRole('button', { name: /24 ноября 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-24');
    await expect(dialog).toBeVisible();
    // open again: drawn over the dialog's edge, not clipped by it, and on top where it is drawn
    await userEvent.click(body.getByRole('button', { name: 'Выбрать дату' }));
    const popover = calendar(body)!;
    const box = popover.getBoundingClientRect();
    await expect(box.bottom).toBeGreaterThan(dialog.getBoundingClientRect().bottom);
    const lastRow = document.elementFromPoint(box.left + box.width / 2, box.bottom - 20);
    await expect(popover.contains(lastRow)).toBe(true);
  },
};
