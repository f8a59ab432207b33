import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Components/Inputs/PasswordField',
  id: 'passwordfield',
  component: PasswordField,
  args: { label: 'Пароль', fullWidth: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Пароль');
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать пароль' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Скрыть пароль' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Скрыть пароль' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'short', error: 'Пароль должен содержать не менее 8 символов' },
};

export const Visible: Story = { args: { defaultValue: 'secret123', defaultVisible: true } };
