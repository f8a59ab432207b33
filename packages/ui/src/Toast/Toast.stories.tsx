import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Drawer } from '../Drawer/Drawer.tsx';
import { playOnFakeClock } from '../testing/fakeClock.ts';
import { overlayStory } from '../testing/frames.ts';
import { expectInViewport, expectOnTop } from '../testing/overlays.ts';
import { ToastProvider, ToastStack, useToast, type ToastItem } from './Toast.tsx';

/* The stack's default time in these stories; the app passes its own (TOAST_MS). */
const DURATION = 5000;

const meta = {
  title: 'Components/Feedback/Toast',
  id: 'toast',
  component: ToastStack,
  ...overlayStory(),
  args: {
    onDismiss: fn(),
    duration: DURATION,
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
    <ToastProvider duration={DURATION}>
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
    await clock.started(DURATION);
    await clock.tick(4000);
    await userEvent.hover(toast);
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'paused'));
    await clock.tick(3000);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.unhover(toast);
    await clock.started(DURATION - 4000);
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
  return (
    <ToastStack
      toasts={toasts}
      onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))}
      duration={DURATION}
    />
  );
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

/** A refusal from the server while the form is open, kept until closed (as the stories need it still). */
function RefusedSave() {
  const toast = useToast();
  return (
    <Button onClick={() => toast({ type: 'error', message: 'Не удалось сохранить изменения', duration: 0 })}>
      Сохранить
    </Button>
  );
}

/** The toast is on top of everything and clickable; its close button removes it. Shown again for the screenshot. */
async function closeToastOnTop({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  const save = await canvas.findByRole('button', { name: 'Сохранить' });
  await userEvent.click(save);
  const toast = await canvas.findByRole('alert');
  await expect(toast).toHaveTextContent('Не удалось сохранить изменения');
  await expectInViewport(toast);
  await expectOnTop(toast);
  const close = within(toast).getByRole('button', { name: 'Закрыть уведомление' });
  await expectOnTop(close);
  await userEvent.click(close);
  await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  await userEvent.click(save);
  await expectOnTop(await canvas.findByRole('alert'));
}

/**
 * A toast shown from an open modal dialog sits above its backdrop, not dimmed, and its close button
 * works (the page outside a modal dialog is inert: the stack moves into the dialog on top).
 */
export const OverDialog: Story = {
  args: { toasts: [] },
  render: () => (
    <ToastProvider duration={DURATION}>
      <Dialog open title="Редактирование пользователя" actions={<RefusedSave />}>
        <p>Имя, фамилия и роль пользователя.</p>
      </Dialog>
    </ToastProvider>
  ),
  play: closeToastOnTop,
};

/** The same over an open drawer (a modal side sheet). */
export const OverDrawer: Story = {
  args: { toasts: [] },
  render: () => (
    <ToastProvider duration={DURATION}>
      <Drawer open onClose={fn()} aria-label="Профиль" side="right">
        <div style={{ padding: 16 }}>
          <RefusedSave />
        </div>
      </Drawer>
    </ToastProvider>
  ),
  play: closeToastOnTop,
};

function DialogAfterToast() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button
        onClick={() => {
          toast({ type: 'info', message: 'Код отправлен на почту ivanov@mail.ru', duration: 0 });
          setOpen(true);
        }}
      >
        Отправить код
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Подтверждение почты">
        <p>Введите код из письма.</p>
      </Dialog>
    </div>
  );
}

/** A toast already shown when a dialog opens is raised over that dialog, and stays clickable. */
export const DialogOpensAfterToast: Story = {
  args: { toasts: [] },
  render: () => (
    <ToastProvider duration={DURATION}>
      <DialogAfterToast />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить код' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Подтверждение почты' });
    const toast = await canvas.findByRole('status');
    await expect(dialog.contains(toast)).toBe(true);
    await expectOnTop(within(toast).getByRole('button', { name: 'Закрыть уведомление' }));
    // closed, the dialog gives the stack back to the page, where it still works
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expectOnTop(canvas.getByRole('status'));
  },
};
