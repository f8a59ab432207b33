import { rules, TEXTS } from '@school/contract';
import { Button, Dialog, TextField } from '@school/ui';
import { useId, useState, type FormEvent } from 'react';
import { browser } from '../../../lib/browser';
import { setTokens } from '../../../lib/cookies';
import { useLoginMutation } from '../api';
import { DialogForm, DialogLinks } from './dialog-layout';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens the self-registration dialog instead. */
  onRegister: () => void;
  /** Opens the forgot-password dialog instead. */
  onForgotPassword: () => void;
}

/** 'Вход': login (or e-mail) and password; Enter submits; success stores the tokens and reloads. */
export function LoginDialog({ open, onClose, onRegister, onForgotPassword }: LoginDialogProps) {
  const formId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [login, { isLoading, isSuccess }] = useLoginMutation();

  const usernameError = submitted ? rules.required(username) : null;
  const passwordError = submitted ? rules.required(password) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (rules.required(username) || rules.required(password)) return;
    const answer = await login({ username: username.trim(), password });
    // A failure is told by the common error handler with the server's message.
    if (answer.data) {
      setTokens(answer.data.accessToken, answer.data.refreshToken);
      browser.reload();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={TEXTS.loginDialogTitle}
      actions={
        <Button type="submit" form={formId} loading={isLoading || isSuccess}>
          {TEXTS.signIn}
        </Button>
      }
    >
      <DialogForm id={formId} onSubmit={submit} noValidate>
        <TextField
          label="Логин"
          name="username"
          autoComplete="username"
          placeholder="Логин или электронная почта"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={usernameError}
          fullWidth
          autoFocus
        />
        {/* A plain password input: a show/hide toggle named '…пароль' would make 'Пароль' ambiguous to
            anyone finding the field by its label, and a sign-in form does not need it. */}
        <TextField
          label="Пароль"
          type="password"
          autoComplete="current-password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
          fullWidth
        />
        <DialogLinks>
          <Button variant="text" size="sm" onClick={onForgotPassword}>
            {TEXTS.forgotPasswordTitle}
          </Button>
          <Button variant="text" size="sm" onClick={onRegister}>
            Зарегистрироваться
          </Button>
        </DialogLinks>
      </DialogForm>
    </Dialog>
  );
}
