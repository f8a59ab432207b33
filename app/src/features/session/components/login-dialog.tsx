import { ERROR_CODES, rules } from '@school/contract';
import { Button, PasswordField, TextField } from '@school/ui';
import { Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DialogLinks } from '../../../components/dialog-layout';
import { FormDialog } from '../../../components/form-dialog';
import { TEXTS } from '../../../config/texts';
import { errorCode, errorMessage } from '../../../lib/api';
import { browser } from '../../../lib/browser';
import { useForm } from '../../../lib/form/use-form';
import { useLoginMutation } from '../sign-in-api';
import { ParentConsentPending } from './parent-consent-pending';

export interface LoginDialogProps {
  open: boolean;
  /** Why the app opened the dialog itself, said above the fields ('Пароль изменен. Войдите с новым паролем.'). */
  notice?: string | null;
  onClose: () => void;
  /** Opens the self-registration dialog instead. */
  onRegister: () => void;
  /** Opens the forgot-password dialog instead. */
  onForgotPassword: () => void;
  /** Another way in, under the form (VK ID's control): the shell composes it, so the session knows no integration. */
  otherSignIn?: ReactNode;
}

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.successText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/* Both fields are required; their messages show once the visitor tried to sign in. */
const spec = { username: { rule: rules.required }, password: { rule: rules.required } };
const empty = { username: '', password: '' };

/** 'Вход': login (or e-mail) and password; Enter submits; success stores the tokens and reloads. */
export function LoginDialog({ open, notice, onClose, onRegister, onForgotPassword, otherSignIn }: LoginDialogProps) {
  const form = useForm(spec, empty);
  const [login, { isLoading, isSuccess }] = useLoginMutation();

  /* A student under 14 whose parent has not confirmed: what the server said, kept in the dialog until the next try. */
  const [awaitingParent, setAwaitingParent] = useState<{ message: string; login: string } | null>(null);

  const submit = form.handleSubmit(async ({ username, password }) => {
    setAwaitingParent(null);
    const answer = await login({ username: username.trim(), password });
    if (answer.error && errorCode(answer.error) === ERROR_CODES.parentConsentPending) {
      setAwaitingParent({ message: errorMessage(answer.error), login: username.trim() });
      return;
    }
    // Any other failure is told by the common error handler with the server's message (a ban blocks the app).
    // Signed in: the session has kept the tokens (lib/api.ts, `signsIn`).
    if (answer.data) browser.reload();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={TEXTS.loginDialogTitle}
      submitLabel={TEXTS.signIn}
      submitLoading={isLoading || isSuccess}
      onSubmit={submit}
    >
      {notice && <Notice role="status">{notice}</Notice>}
      <TextField
        label="Логин"
        name="username"
        autoComplete="username"
        placeholder="Логин или электронная почта"
        {...form.field('username')}
        fullWidth
        autoFocus
      />
      <PasswordField
        label="Пароль"
        autoComplete="current-password"
        name="password"
        {...form.field('password')}
        fullWidth
      />
      {awaitingParent && <ParentConsentPending {...awaitingParent} />}
      <DialogLinks>
        <Button variant="text" size="sm" onClick={onForgotPassword}>
          {TEXTS.forgotPasswordTitle}
        </Button>
        <Button variant="text" size="sm" onClick={onRegister}>
          Зарегистрироваться
        </Button>
      </DialogLinks>
      {open && otherSignIn && <Suspense fallback={null}>{otherSignIn}</Suspense>}
    </FormDialog>
  );
}
