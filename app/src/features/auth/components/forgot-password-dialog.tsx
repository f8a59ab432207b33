import { rules, TEXTS } from '@school/contract';
import { Button, Dialog, TextField } from '@school/ui';
import { useId, useState, type FormEvent } from 'react';
import { useRequestPasswordResetMutation } from '../api';
import { DialogForm } from './dialog-layout';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Забыли пароль?': the e-mail's format is checked here; the server answers alike for any address. */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const formId = useId();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [requestReset, { isLoading, isSuccess, reset }] = useRequestPasswordResetMutation();
  const error = submitted ? rules.email(email) : null;

  function close() {
    setEmail('');
    setSubmitted(false);
    reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (rules.email(email)) return;
    await requestReset({ email: email.trim() });
  }

  if (isSuccess) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title={TEXTS.forgotPasswordSent}
        actions={<Button onClick={close}>Понятно</Button>}
      >
        <p>
          Если на адрес {email.trim()} зарегистрирована учетная запись, на него придет письмо со ссылкой для
          восстановления. Ссылка действует один час.
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={TEXTS.forgotPasswordTitle}
      actions={
        <Button type="submit" form={formId} loading={isLoading}>
          Отправить
        </Button>
      }
    >
      <DialogForm id={formId} onSubmit={submit} noValidate>
        <p>Укажите почту, на которую зарегистрирована учетная запись: мы пришлем ссылку для смены пароля.</p>
        <TextField
          label="Электронная почта"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          fullWidth
          autoFocus
        />
      </DialogForm>
    </Dialog>
  );
}
