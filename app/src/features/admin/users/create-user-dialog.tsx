import { DEBOUNCE_MS, MESSAGES, rules, type Role, type User } from '@school/contract';
import { Button, Dialog, Select, TextField } from '@school/ui';
import { useId } from 'react';
import { DialogForm } from '../../../components/dialog-layout';
import { EmailField } from '../../../components/email-field';
import { TEXTS } from '../../../config/texts';
import { newEmailField } from '../../../lib/form/fields';
import { useForm, type FormSpec } from '../../../lib/form/use-form';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useInviteStaffMutation } from './api';
import { USERS_TEXTS } from './texts';
import { useEmailCheck } from './use-email-check';
import { creatableRoles } from './users-policy';

type Field = 'firstName' | 'lastName' | 'email' | 'role';

const empty: Record<Field, string> = { firstName: '', lastName: '', email: '', role: '' };

export interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  viewer: Pick<User, 'roles'>;
  /** The server's role list (getroles). */
  roles: Role[];
}

/**
 * 'Добавить пользователя' (platform.md section 2, admin create): a school-staff account as an
 * invitation the server e-mails. 'Создать' waits for every rule, the e-mail's too.
 */
export function CreateUserDialog({ open, onClose, viewer, roles }: CreateUserDialogProps) {
  const formId = useId();
  const dispatch = useAppDispatch();
  const emailCheck = useEmailCheck();
  const [invite, { isLoading }] = useInviteStaffMutation();
  const spec: FormSpec<Field> = {
    firstName: { rule: rules.personName, debounceMs: DEBOUNCE_MS },
    lastName: { rule: rules.personName, debounceMs: DEBOUNCE_MS },
    email: { ...newEmailField(emailCheck), indicator: true },
    role: { rule: (value) => (value ? null : MESSAGES.rolesRequired), show: 'never' },
  } as FormSpec<Field>;
  const form = useForm(spec, empty);
  const options = creatableRoles(viewer.roles, roles).map((role) => ({ value: role.shortname, label: role.name }));

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    const answer = await invite({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email,
      roles: [values.role as Role['shortname']],
    });
    // A refusal is toasted by the common error handler; the dialog stays open with what was typed.
    if ('error' in answer) return;
    dispatch(notify(USERS_TEXTS.invited(email), 'success'));
    close();
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={USERS_TEXTS.createTitle}
      actions={
        <>
          <Button variant="text" onClick={close}>
            {USERS_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!form.valid} loading={isLoading}>
            {TEXTS.create}
          </Button>
        </>
      }
    >
      <DialogForm id={formId} onSubmit={submit} noValidate>
        <p>{USERS_TEXTS.staffOnlyNote}</p>
        <TextField label={USERS_TEXTS.firstName} autoComplete="off" {...form.field('firstName')} fullWidth />
        <TextField label={USERS_TEXTS.lastName} autoComplete="off" {...form.field('lastName')} fullWidth />
        <EmailField {...form.field('email')} fullWidth />
        <Select
          label={USERS_TEXTS.role}
          options={options}
          value={form.values.role || null}
          onChange={(value) => form.setValue('role', value)}
          fullWidth
        />
      </DialogForm>
    </Dialog>
  );
}
