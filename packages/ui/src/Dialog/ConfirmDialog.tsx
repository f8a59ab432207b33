import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Question as a heading. */
  title: ReactNode;
  /** Explanation under the heading. */
  children?: ReactNode;
  /** Label of the confirming button. */
  confirmLabel?: string;
  /** Label of the cancelling button. */
  cancelLabel?: string;
  /** Colours the confirming button red for destructive actions. */
  destructive?: boolean;
  /** Shows a spinner on the confirming button and blocks both buttons. */
  loading?: boolean;
  /** Called by the confirming button. */
  onConfirm: () => void;
  /** Called by the cancelling button, Esc, the backdrop or the close icon. */
  onCancel: () => void;
}

/** Asks to confirm an action ('Отвязать VK ID?', 'У Вас есть незаконченная регистрация'). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Подтвердить',
  cancelLabel = 'Отмена',
  destructive = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      onClose={onCancel}
      dismissible={!loading}
      actions={
        <>
          <Button variant="text" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button color={destructive ? 'error' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
