import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { overlayStory } from '../testing/frames.ts';
import { ErrorDialog } from './ErrorDialog.tsx';

const meta = {
  title: 'Components/Overlays/ErrorDialog',
  id: 'dialog-errordialog',
  component: ErrorDialog,
  ...overlayStory(),
  args: {
    open: true,
    title: 'Доступ запрещен',
    children: 'Ваша учетная запись заблокирована за нарушение правил платформы. Обратитесь в службу поддержки.',
    code: 'ERR_FORBIDDEN_403',
    actionLabel: 'Выйти из учетной записи',
    onAction: fn(),
  },
} satisfies Meta<typeof ErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Доступ запрещен' });
    await expect(dialog).toHaveTextContent('ERR_FORBIDDEN_403');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Выйти из учетной записи' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const ServerDown: Story = {
  args: {
    title: 'Ошибка подключения к серверу',
    children: 'Произошла внутренняя ошибка сервера. Попробуйте обновить страницу позже.',
    code: 'ERR_INTERNAL_SERVER_500',
    actionLabel: 'Обновить страницу',
  },
  play: async ({ canvas, userEvent, args }) => {
    const reload = canvas.getByRole('button', { name: 'Обновить страницу' });
    // reloading destroys nothing: the button is the primary one, not the red destructive one
    await expect(reload).toHaveAttribute('data-color', 'primary');
    await userEvent.click(reload);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
