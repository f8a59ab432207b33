import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Dialog } from './Dialog.tsx';

const Body = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} 0;
`;

export interface ProgressDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** What is happening ('Отвязываем Ваш профиль...'); the dialog's accessible name. */
  text: string;
}

/** Blocking dialog with a spinner: cannot be dismissed, closes when the work is done. */
export function ProgressDialog({ open, text }: ProgressDialogProps) {
  return (
    <Dialog open={open} dismissible={false} aria-label={text} aria-busy="true">
      <Body>
        <Spinner tone="primary" label="" />
        <span>{text}</span>
      </Body>
    </Dialog>
  );
}
