import { Button, Dialog } from '@school/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { DialogForm } from './dialog-layout';

/** Why the last submit failed, under the fields: it stays until the next submit, unlike a toast. */
const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.errorText};
`;

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The footer's submit button. */
  submitLabel: string;
  submitDisabled?: boolean;
  submitLoading?: boolean;
  onSubmit: (event: FormEvent) => void;
  /** The form's fields and notes. */
  children: ReactNode;
  /** The server's refusal of the last submit (its message), shown at the form and announced. */
  failure?: string | null;
  /**
   * Once set, the same dialog shows the outcome instead of the form, with one button that closes
   * it. The dialog stays open throughout, so focus does not jump to a new one.
   */
  outcome?: { title: string; content: ReactNode; closeLabel: string };
}

/**
 * A dialog around one form whose submit button sits in the footer, outside the <form>: the button
 * names the form by id, and Enter in a text field submits it (DialogForm).
 */
export function FormDialog(props: FormDialogProps) {
  const { open, onClose, title, submitLabel, submitDisabled, submitLoading, onSubmit, children, outcome, failure } =
    props;
  const formId = useId();
  if (outcome) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={outcome.title}
        actions={<Button onClick={onClose}>{outcome.closeLabel}</Button>}
      >
        {outcome.content}
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <Button type="submit" form={formId} disabled={submitDisabled} loading={submitLoading}>
          {submitLabel}
        </Button>
      }
    >
      <DialogForm id={formId} onSubmit={onSubmit} noValidate>
        {children}
        {failure && <Failure role="alert">{failure}</Failure>}
      </DialogForm>
    </Dialog>
  );
}
