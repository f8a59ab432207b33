import { Button, PasswordField, TextField } from '@school/ui';
import { Suspense, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ConsentCheckbox } from '../../../components/consent-checkbox';
import { DialogLinks } from '../../../components/dialog-layout';
import { EmailField } from '../../../components/email-field';
import { FormDialog } from '../../../components/form-dialog';
import { TextButton } from '../../../components/text-link';
import { TEXTS } from '../../../config/texts';
import { useRegistrationForm } from '../hooks/use-registration-form';

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

export interface RegistrationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Goes on to the registration wizard (the pending registration's id is in the tempuserId cookie). */
  onCreated: () => void;
  onSignIn: () => void;
  onShowOffer: () => void;
  /** Another way in, under the form (VK ID's control, which registers or signs in): composed by the shell. */
  otherSignIn?: ReactNode;
}

/** Self-registration: creates a pending registration with role USER, then the wizard confirms the e-mail. */
export function RegistrationDialog({
  open,
  onClose,
  onCreated,
  onSignIn,
  onShowOffer,
  otherSignIn,
}: RegistrationDialogProps) {
  const { field, consent, setConsent, canSubmit, creating, created, failure, submit } = useRegistrationForm(onCreated);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Регистрация"
      submitLabel={TEXTS.continue}
      submitDisabled={!canSubmit}
      submitLoading={creating || created}
      onSubmit={onSubmit}
      failure={failure}
    >
      <Names>
        <TextField
          label="Имя"
          name="firstName"
          autoComplete="given-name"
          {...field('firstName')}
          required
          fullWidth
          autoFocus
        />
        <TextField
          label="Фамилия"
          name="lastName"
          autoComplete="family-name"
          {...field('lastName')}
          required
          fullWidth
        />
      </Names>
      <TextField label="Логин" name="username" autoComplete="username" {...field('username')} required fullWidth />
      <EmailField {...field('email')} required fullWidth />
      <PasswordField
        label="Пароль"
        name="password"
        autoComplete="new-password"
        {...field('password')}
        required
        fullWidth
      />
      <PasswordField
        label="Повторите пароль"
        name="repeat"
        autoComplete="new-password"
        {...field('repeat')}
        required
        fullWidth
      />
      <ConsentCheckbox checked={consent} onChange={(event) => setConsent(event.target.checked)} disabled={created} />
      {created ? (
        <Done role="status">Заявка на регистрацию создана. Переходим к подтверждению почты…</Done>
      ) : (
        <Note>
          Нажимая «{TEXTS.continue}», Вы принимаете условия{' '}
          <TextButton onClick={onShowOffer}>публичной оферты</TextButton>
        </Note>
      )}
      <DialogLinks>
        <Button variant="text" size="sm" onClick={onSignIn}>
          Уже есть учетная запись? Войти
        </Button>
      </DialogLinks>
      {open && otherSignIn && !created && <Suspense fallback={null}>{otherSignIn}</Suspense>}
    </FormDialog>
  );
}
