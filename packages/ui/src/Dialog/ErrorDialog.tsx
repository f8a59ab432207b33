import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

const Code = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ErrorDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading ('Доступ запрещен', 'Ошибка подключения к серверу'). */
  title: ReactNode;
  /** What happened and what to do. */
  children: ReactNode;
  /** Error code line, e.g. `ERR_FORBIDDEN_403`. */
  code?: string;
  /** Label of the single action button; no button when absent. */
  actionLabel?: string;
  /** Called by the action button. */
  onAction?: () => void;
  /** Allow closing with Esc/backdrop/close icon (blocking by default). */
  onClose?: () => void;
}

/** Blocking error message with an error code line. */
export function ErrorDialog({ open, title, children, code, actionLabel, onAction, onClose }: ErrorDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      dismissible={Boolean(onClose)}
      onClose={onClose}
      actions={
        actionLabel ? (
          /* primary, not red: the way out of an error (reload, sign out) destroys nothing */
          <Button onClick={onAction}>{actionLabel}</Button>
        ) : undefined
      }
    >
      <div>{children}</div>
      {code && <Code>Код ошибки: {code}</Code>}
    </Dialog>
  );
}
