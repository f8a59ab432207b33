import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { TOAST_MS } from '@school/contract';
import { Button } from '../Button/Button.tsx';
import { playOnFakeClock } from '../testing/fakeClock.ts';
import { ToastProvider, ToastStack, useToast, type ToastItem } from './Toast.tsx';

/* overlays open modally: in the docs page each story gets its own frame */
const overlayDocs = { story: { inline: false, height: '560px' } };

const meta = {
  title: 'Components/Feedback/Toast',
  id: 'toast',
  component: ToastStack,
  parameters: { frame: 'page', docs: overlayDocs },
  globals: { viewport: { value: 'overlay' } },
  args: {
    onDismiss: fn(),
    toasts: [
      { id: '1', type: 'error', message: 'Неверный логин или пароль', duration: 0 },
      { id: '2', type: 'success', message: 'Изменения сохранены', duration: 0 },
      { id: '3', type: 'info', message: 'Код отправлен на почту ivanov@mail.ru', duration: 0 },
    ],
  },
} satisfies Meta<typeof ToastStack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Закрыть уведомление' })[1]!);
    await expect(args.onDismiss).toHaveBeenCalledWith('2');
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };

/** Something the user should act on soon, but nothing failed: yellow, read out politely. */
export const Warning: Story = {
  args: {
    toasts: [
      { id: 'w', type: 'warning', message: 'Пробный экзамен закончится через 5 минут: сохраните ответы', duration: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Пробный экзамен закончится через 5 минут');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

function Demo() {
  const toast = useToast();
  return <Button onClick={() => toast({ type: 'error', message: 'Сервер недоступен' })}>Показать ошибку</Button>;
}

/** Hides after 5 s, and not while the pointer is over it. */
export const AutoHideAndPauseOnHover: Story = {
  args: { toasts: [] },
  render: () => (
    <ToastProvider>
      <div style={{ padding: 16 }}>
        <Demo />
      </div>
    </ToastProvider>
  ),
  play: playOnFakeClock(async ({ canvas, userEvent }, clock) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ошибку' }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent('Сервер недоступен');
    /* the 5 s start in an effect, which may run after the toast is on screen */
    await clock.started(TOAST_MS);
    await clock.tick(4000);
    await userEvent.hover(toast);
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'paused'));
    await clock.tick(3000);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.unhover(toast);
    await clock.started(TOAST_MS - 4000);
    await clock.tick(900);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await clock.tick(200);
    await expect(canvas.queryByRole('alert')).toBeNull();
  }),
};

function Controlled() {
  const [toasts, setToasts] = useState<ToastItem[]>([
    { id: 'a', type: 'success', message: 'Профиль обновлён', duration: 0 },
  ]);
  return <ToastStack toasts={toasts} onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />;
}

export const DismissByKeyboard: Story = {
  args: { toasts: [] },
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Закрыть уведомление' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
