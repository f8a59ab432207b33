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
