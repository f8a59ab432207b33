import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { overlayStory } from '../testing/frames.ts';
import { Dialog, type DialogProps } from './Dialog.tsx';

const meta = {
  title: 'Components/Overlays/Dialog',
  id: 'dialog',
  component: Dialog,
  ...overlayStory(),
  args: { open: true, title: 'Вход', maxWidth: 'sm', onClose: fn() },
  argTypes: { children: { control: false }, actions: { control: false } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const loginBody = (
  <div style={{ display: 'grid', gap: 16 }}>
    <TextField label="Логин" fullWidth autoComplete="username" />
    <TextField label="Пароль" type="password" fullWidth autoComplete="current-password" />
  </div>
);

function WithOpener(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Войти</Button>
      <Dialog
        {...props}
        title="Вход"
        open={open}
        onClose={(reason) => {
          props.onClose?.(reason);
          setOpen(false);
        }}
        actions={
          <>
            <Button variant="text" onClick={() => setOpen(false)}>
              Отмена
            </Button>
            <Button>Войти</Button>
          </>
        }
      >
        {loginBody}
      </Dialog>
    </div>
  );
}

export const Default: Story = {
  args: {
    children: loginBody,
    actions: (
      <>
        <Button variant="text">Отмена</Button>
        <Button>Войти</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть' }));
    await expect(args.onClose).toHaveBeenCalledWith('close-button');
  },
};

/** Opened from a button: focus moves in, Tab stays inside, Esc closes and focus returns. */
export const OpensFromButton: Story = {
  render: (args) => <WithOpener onClose={args.onClose} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Войти' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Вход' });
    await expect(dialog).toBeVisible();
    // focus moves into the dialog, the page behind stops scrolling
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    // Tab stays inside (the page behind is inert)
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};

export const Medium: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    maxWidth: 'md',
    title: 'Публичная оферта',
    children: <p>Договор об оказании платных образовательных услуг в дистанционной форме (редакция от 02.07.2025).</p>,
  },
};

export const Large: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    maxWidth: 'lg',
    title: 'Редактирование пользователя',
    children: <p>Широкий диалог для таблиц и форм в несколько колонок.</p>,
  },
};

export const LongContentScrolls: Story = {
  args: {
    title: 'Публичная оферта',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>{i + 1}. Доступ к материалам курса предоставляется после оплаты.</p>
        ))}
      </div>
    ),
    actions: <Button>Понятно</Button>,
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { children: loginBody, actions: <Button fullWidth>Войти</Button> },
};
