import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { ForcedStates } from '../testing/ForcedStates.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/Buttons/IconButton',
  id: 'iconbutton',
  component: IconButton,
  args: { label: 'Открыть меню', children: <Menu />, onClick: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Открыть меню' });
    await userEvent.keyboard('{Tab}');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <IconButton label="Обновить">
        <RefreshCw />
      </IconButton>
      <IconButton label="Редактировать" color="primary">
        <Pencil />
      </IconButton>
      <IconButton label="Удалить" color="error">
        <Trash2 />
      </IconButton>
      <IconButton label="Редактировать" variant="filled">
        <Pencil />
      </IconButton>
      <IconButton label="Удалить" disabled>
        <Trash2 />
      </IconButton>
    </div>
  ),
};

const sizes = [
  ['sm', 'Маленькая'],
  ['md', 'Средняя'],
  ['lg', 'Большая'],
] as const;

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {sizes.map(([size, label]) => (
        <IconButton key={size} label={label} size={size}>
          <Menu />
        </IconButton>
      ))}
    </div>
  ),
};

/** Reached with Tab: the round focus ring. */
export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Открыть меню' })).toHaveFocus();
  },
};

/** Under the pointer (right): a raised ground behind the icon; the filled one darkens. */
export const Hover: Story = {
  render: (args) => (
    <ForcedStates>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 12 }}>
        {(['standard', 'filled'] as const).flatMap((variant) =>
          [undefined, 'hover'].map((force) => (
            <IconButton key={`${variant}-${force}`} {...args} variant={variant} data-force={force} />
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

/** Unavailable: the icon greys out, a filled button loses its colour; skipped by Tab. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} disabled />
      <IconButton {...args} variant="filled" disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
