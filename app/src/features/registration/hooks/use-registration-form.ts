import { DEFAULT_ROLES, REDIRECT_AFTER_DIALOG_MS, rules } from '@school/contract';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { COOKIE, writeCookie } from '../../../lib/cookies';
import { newEmailField, newLoginField, newPasswordField, repeatPasswordField } from '../../../lib/form/fields';
import { useForm, type FormSpec } from '../../../lib/form/use-form';
import { useCreateUserMutation } from '../api';
import { useAvailabilityChecks } from './use-availability-checks';

export type RegistrationField = 'firstName' | 'lastName' | 'username' | 'email' | 'password' | 'repeat';
export type RegistrationValues = Record<RegistrationField, string>;

const emptyValues: RegistrationValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  repeat: '',
};

/* Empty names only gate Continue (platform.md section 5); a name over its limit or with hidden characters says so. */
const nameField = { rule: rules.personName, show: 'when-filled' } as const;

/**
 * The self-registration dialog's form (platform.md section 5): login 1 s with the server's
 * availability answer, e-mail 1.3 s with format and server check, password 1 s, repeat rechecked
 * when the password changes; Continue also waits for the consent to the processing of personal data. On success the pending registration's id goes into the `tempuserId`
 * cookie and `onCreated` runs 1.5 s later.
 */
export function useRegistrationForm(onCreated: () => void) {
  const availability = useAvailabilityChecks();
  const spec: FormSpec<RegistrationField> = {
    firstName: nameField,
    lastName: nameField,
    username: { ...newLoginField(availability.login), indicator: true },
    email: { ...newEmailField(availability.email), indicator: true },
    password: { ...newPasswordField, indicator: true },
    repeat: { ...repeatPasswordField, indicator: true },
  };
  const form = useForm(spec, emptyValues);
  const [created, setCreated] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /* The consent to the processing of personal data (152-ФЗ): Continue also waits for it. */
  const [consent, setConsent] = useState(false);
  const [createUser, { isLoading: creating }] = useCreateUserMutation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const canSubmit = form.settled && consent && !creating && !created;

  const submit = async () => {
    if (!canSubmit) return;
    const { values } = form;
    const answer = await createUser({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      roles: [...DEFAULT_ROLES],
      consent: true,
    });
    if ('error' in answer) {
      // platform.md section 8 only logs it; a refusal nobody sees leaves the person stuck, so the form says why too.
      console.error('Не удалось создать регистрацию', answer.error);
      setFailure(errorMessage(answer.error));
      return;
    }
    setFailure(null);
    writeCookie(COOKIE.tempuserId, answer.data.id);
    setCreated(true);
    redirectTimer.current = setTimeout(onCreated, REDIRECT_AFTER_DIALOG_MS);
  };

  return {
    values: form.values,
    field: form.field,
    setField: form.setValue,
    checks: form.checks,
    consent,
    setConsent,
    canSubmit,
    creating,
    created,
    failure,
    submit,
  };
}
