import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogIn, Send, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { ForcedStates } from '../testing/ForcedStates.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Buttons/Button',
  id: 'button',
  component: Button,
  args: { children: 'Войти', onClick: fn() },
  argTypes: { startIcon: { control: false }, endIcon: { control: false } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Войти' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
  },
};

const row = { display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' } as const;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['primary', 'secondary', 'error'] as const).map((color) => (
        <div key={color} style={row}>
          <Button {...args} color={color} variant="filled">
            Заполненная
          </Button>
          <Button {...args} color={color} variant="outlined">
            Контурная
          </Button>
          <Button {...args} color={color} variant="text">
            Текстовая
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} size="sm">
        Маленькая
      </Button>
      <Button {...args} size="md">
        Средняя
      </Button>
      <Button {...args} size="lg">
        Большая
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { startIcon: <LogIn />, children: 'Войти' },
  render: (args) => (
    <div style={row}>
      <Button {...args} />
      <Button variant="outlined" endIcon={<Send />}>
        Отправить
      </Button>
      <Button variant="text" color="error" startIcon={<Trash2 />}>
        Удалить
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Сохранить' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Сохранить' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} disabled>
        Заполненная
      </Button>
      <Button {...args} variant="outlined" disabled>
        Контурная
      </Button>
      <Button {...args} variant="text" disabled>
        Текстовая
      </Button>
    </div>
  ),
};

/** Under the pointer (right column): the fill darkens, outlined and text buttons get a raised ground. Pressing adds nothing. */
export const Hover: Story = {
  render: (args) => (
    <ForcedStates>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 12 }}>
        {(['filled', 'outlined', 'text'] as const).flatMap((variant) =>
          [undefined, 'hover'].map((force) => (
            <Button key={`${variant}-${force}`} {...args} variant={variant} data-force={force}>
              {force ? 'Наведение' : 'Обычная'}
            </Button>
          )),
        )}
      </div>
    </ForcedStates>
  ),
  play: async ({ canvas }) => {
    const [rest, hovered] = canvas.getAllByRole('button').slice(0, 2) as [HTMLElement, HTMLElement];
    await expect(getComputedStyle(hovered).backgroundColor).not.toBe(getComputedStyle(rest).backgroundColor);
  },
};

/** Reached with Tab: the theme's focus ring, drawn with a gap around the button (keyboard only, not on click). */
export const FocusVisible: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args}>Войти</Button>
      <Button variant="outlined">Отмена</Button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Войти' })).toHaveFocus();
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, children: 'Зарегистрироваться' },
  globals: { viewport: { value: 'phone' } },
};
