import { rules } from '@school/contract';
import { EmailField } from '../../../components/email-field';
import { FormDialog } from '../../../components/form-dialog';
import { TEXTS } from '../../../config/texts';
import { useForm } from '../../../lib/form/use-form';
import { useRequestPasswordResetMutation } from '../api';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/* The format only, shown once the visitor tried to send (platform.md section 5). */
const spec = { email: { rule: rules.emailFormat } };
const empty = { email: '' };

/** 'Забыли пароль?': the e-mail's format is checked here; the server answers alike for any address. */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const form = useForm(spec, empty);
  const [requestReset, { isLoading, isSuccess, reset }] = useRequestPasswordResetMutation();
  const email = form.values.email.trim();

  function close() {
    form.reset();
    reset();
    onClose();
  }

  const submit = form.handleSubmit(() => requestReset({ email }));

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={TEXTS.forgotPasswordTitle}
      submitLabel="Отправить ссылку"
      submitLoading={isLoading}
      onSubmit={submit}
      outcome={
        isSuccess
          ? {
              title: TEXTS.forgotPasswordSent,
              closeLabel: 'Понятно',
              content: (
                <p>
                  Если на адрес {email} зарегистрирована учетная запись, на него придет письмо со ссылкой для
                  восстановления. Ссылка действует один час.
                </p>
              ),
            }
          : undefined
      }
    >
      <p>Укажите почту, на которую зарегистрирована учетная запись: мы пришлем ссылку для смены пароля.</p>
      <EmailField {...form.field('email')} fullWidth autoFocus />
    </FormDialog>
  );
}
