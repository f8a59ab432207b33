import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Search } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/Inputs/TextField',
  id: 'textfield',
  component: TextField,
  args: { label: 'Логин', placeholder: 'ivanov', onChange: fn() },
  argTypes: { startAdornment: { control: false }, endAdornment: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { helperText: 'Не меньше 4 символов', fullWidth: true },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Логин' });
    await expect(input).toHaveAccessibleDescription('Не меньше 4 символов');
    await userEvent.type(input, 'ivan');
    await expect(input).toHaveValue('ivan');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const WithError: Story = {
  args: { defaultValue: 'iva', error: 'Логин должен содержать не менее 4 символов', fullWidth: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Логин' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Логин должен содержать не менее 4 символов');
  },
};

export const Checking: Story = { args: { defaultValue: 'ivanov', status: 'checking', fullWidth: true } };

export const Valid: Story = {
  args: { defaultValue: 'ivanov', status: 'valid', helperText: 'Логин свободен', fullWidth: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Подходит' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'admin',
    status: 'invalid',
    error: 'Пользователь с таким именем уже существует',
    fullWidth: true,
  },
};

export const Adornments: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField
        label="Поиск"
        type="search"
        startAdornment={<Search aria-hidden="true" />}
        placeholder="Фамилия или логин"
        fullWidth
      />
      <TextField
        label="Электронная почта"
        type="email"
        endAdornment={<Mail aria-hidden="true" />}
        defaultValue="ivanov@mail.ru"
        fullWidth
      />
    </div>
  ),
};

export const Disabled: Story = {
  args: {
    label: 'Электронная почта',
    defaultValue: 'ivanov@mail.ru',
    disabled: true,
    helperText: 'Изменить почту может только администратор платформы',
    fullWidth: true,
  },
};

export const Required: Story = { args: { label: 'Имя', required: true, fullWidth: true } };

/** Reached with Tab: the field's border takes the focus ring. */
export const Focused: Story = {
  args: { fullWidth: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Логин' })).toHaveFocus();
  },
};

/** A value the user sees but cannot change here (the e-mail confirmed at registration). */
export const ReadOnly: Story = {
  args: {
    label: 'Электронная почта',
    defaultValue: 'ivanov@mail.ru',
    readOnly: true,
    helperText: 'Почта подтверждена, изменить ее нельзя',
    fullWidth: true,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Электронная почта' });
    await expect(input).toHaveAttribute('readonly');
    // no input border inviting typing: the box reads as a value, not a field
    await expect(getComputedStyle(input.parentElement as HTMLElement).borderTopColor).toBe('rgba(0, 0, 0, 0)');
    // still reachable by keyboard, so a screen reader reads it; typing changes nothing
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('ivanov@mail.ru');
    input.blur();
  },
};

export const Multiline: Story = {
  args: {
    label: 'Комментарий для учителя',
    placeholder: 'Что получилось, что нет',
    multiline: true,
    rows: 4,
    helperText: 'Не больше 500 символов',
    maxLength: 500,
    fullWidth: true,
  },
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Комментарий для учителя' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAccessibleDescription('Не больше 500 символов');
    // Enter starts a new line instead of submitting the form
    await userEvent.type(area, 'Задача 5 решена.{Enter}В задаче 7 ошибка в знаке.');
    await expect(area).toHaveValue('Задача 5 решена.\nВ задаче 7 ошибка в знаке.');
    area.blur();
  },
};
