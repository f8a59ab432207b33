import { TEXTS } from '@school/contract';
import { Button, Dialog, PasswordField, TextField, type ValidationStatus } from '@school/ui';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CheckResult } from '../../../lib/use-debounced-check';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { DialogForm, DialogLinks } from './dialog-layout';

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.successText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** TextField props for a debounced check: the tick / cross / spinner and its message. */
function checkProps(check: CheckResult): { status: ValidationStatus; error?: string; helperText?: string } {
  switch (check.state) {
    case 'checking':
      return { status: 'checking' };
    case 'valid':
      return { status: 'valid', helperText: check.message };
    case 'invalid':
      return { status: 'invalid', error: check.message };
    default:
      return { status: 'none' };
  }
}

export interface RegistrationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Goes on to the registration wizard (the pending registration's id is in the tempuserId cookie). */
  onCreated: () => void;
  onSignIn: () => void;
  onShowOffer: () => void;
}

/** Self-registration: creates a pending registration with role USER, then the wizard confirms the e-mail. */
export function RegistrationDialog({ open, onClose, onCreated, onSignIn, onShowOffer }: RegistrationDialogProps) {
  const formId = useId();
  const { values, setField, checks, canSubmit, creating, created, submit } = useRegistrationForm(onCreated);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Регистрация"
      actions={
        <Button type="submit" form={formId} disabled={!canSubmit} loading={creating || created}>
          {TEXTS.continue}
        </Button>
      }
    >
      <DialogForm id={formId} onSubmit={onSubmit} noValidate>
        <Names>
          <TextField
            label="Имя"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => setField('firstName', event.target.value)}
            required
            fullWidth
            autoFocus
          />
          <TextField
            label="Фамилия"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => setField('lastName', event.target.value)}
            required
            fullWidth
          />
        </Names>
        <TextField
          label="Логин"
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={(event) => setField('username', event.target.value)}
          required
          fullWidth
          {...checkProps(checks.username)}
        />
        <TextField
          label="Электронная почта"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(event) => setField('email', event.target.value)}
          required
          fullWidth
          {...checkProps(checks.email)}
        />
        <PasswordField
          label="Пароль"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setField('password', event.target.value)}
          required
          fullWidth
          {...checkProps(checks.password)}
        />
        <PasswordField
          label="Повторите пароль"
          name="repeat"
          autoComplete="new-password"
          value={values.repeat}
          onChange={(event) => setField('repeat', event.target.value)}
          required
          fullWidth
          {...checkProps(checks.repeat)}
        />
        {created ? (
          <Done role="status">Заявка на регистрацию создана. Переходим к подтверждению почты…</Done>
        ) : (
          <Note>
            Нажимая «{TEXTS.continue}», Вы принимаете условия{' '}
            <Button variant="text" size="sm" onClick={onShowOffer}>
              публичной оферты
            </Button>
          </Note>
        )}
        <DialogLinks>
          <Button variant="text" size="sm" onClick={onSignIn}>
            Уже есть учетная запись? Войти
          </Button>
        </DialogLinks>
      </DialogForm>
    </Dialog>
  );
}
