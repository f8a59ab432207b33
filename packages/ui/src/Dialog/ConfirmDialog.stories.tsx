import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { overlayStory } from '../testing/frames.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/Overlays/ConfirmDialog',
  id: 'dialog-confirmdialog',
  component: ConfirmDialog,
  ...overlayStory(),
  args: {
    open: true,
    title: 'У Вас есть незаконченная регистрация',
    children: 'Продолжите регистрацию с того места, где остановились, или отмените ее.',
    confirmLabel: 'Продолжить',
    cancelLabel: 'Отменить',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alertdialog', { name: 'У Вас есть незаконченная регистрация' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Продолжить' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const Destructive: Story = {
  args: {
    destructive: true,
    title: 'Отвязать VK ID?',
    children: 'Войти через VK ID больше не получится, пока Вы не привяжете профиль снова.',
    confirmLabel: 'Отвязать',
    cancelLabel: 'Отмена',
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Отменить' })).toBeDisabled();
  },
};
