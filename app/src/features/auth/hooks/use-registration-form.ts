import {
  DEBOUNCE_MS,
  DEFAULT_ROLES,
  EMAIL_DEBOUNCE_MS,
  MESSAGES,
  REDIRECT_AFTER_DIALOG_MS,
  rules,
} from '@school/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { COOKIE, writeCookie } from '../../../lib/cookies';
import { useDebouncedCheck, type CheckResult } from '../../../lib/use-debounced-check';
import { authApi, useCreateUserMutation } from '../api';

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  repeat: string;
}

const emptyValues: RegistrationValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  repeat: '',
};

const local = (message: string | null): CheckResult => (message ? { state: 'invalid', message } : { state: 'valid' });

/**
 * The self-registration dialog's state and checks (platform.md section 5): login 1 s with the
 * server's availability answer, e-mail 1.3 s with format and server check, password 1 s, repeat
 * rechecked when the password changes. On success the pending registration's id goes into the
 * `tempuserId` cookie and `onCreated` runs 1.5 s later.
 */
export function useRegistrationForm(onCreated: () => void) {
  const [values, setValues] = useState<RegistrationValues>(emptyValues);
  const [created, setCreated] = useState(false);
  const [checkLogin] = authApi.endpoints.checkLogin.useLazyQuery();
  const [checkEmail] = authApi.endpoints.checkEmail.useLazyQuery();
  const [createUser, { isLoading: creating }] = useCreateUserMutation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const username = useDebouncedCheck(values.username, DEBOUNCE_MS, async (value) => {
    const localError = rules.login(value);
    if (localError) return local(localError);
    const answer = await checkLogin(value.trim());
    if (answer.isSuccess) return { state: 'valid', message: MESSAGES.loginFree };
    return { state: 'invalid', message: errorMessage(answer.error, MESSAGES.loginTaken) };
  });

  const email = useDebouncedCheck(values.email, EMAIL_DEBOUNCE_MS, async (value) => {
    const localError = rules.email(value);
    if (localError) return local(localError);
    const answer = await checkEmail(value.trim());
    if (answer.isSuccess) return { state: 'valid' };
    return { state: 'invalid', message: errorMessage(answer.error, MESSAGES.emailTaken) };
  });

  const password = useDebouncedCheck(values.password, DEBOUNCE_MS, (value) => local(rules.password(value)));

  const repeat = useDebouncedCheck(
    values.repeat,
    DEBOUNCE_MS,
    (value) => local(rules.requiredFill(value) ?? rules.repeatPassword(values.password, value)),
    // Only a filled-in repeat is rechecked when the password changes.
    values.repeat === '' ? null : values.password,
  );

  const namesFilled = values.firstName.trim() !== '' && values.lastName.trim() !== '';
  const canSubmit =
    namesFilled &&
    [username, email, password, repeat].every((check) => check.state === 'valid') &&
    !creating &&
    !created;

  const setField = useCallback(
    (field: keyof RegistrationValues, value: string) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );

  const submit = useCallback(async () => {
    if (!canSubmit) return;
    const answer = await createUser({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      roles: [...DEFAULT_ROLES],
    });
    if ('error' in answer) {
      // Only logged (platform.md section 8).
      console.error('Не удалось создать регистрацию', answer.error);
      return;
    }
    writeCookie(COOKIE.tempuserId, answer.data.id);
    setCreated(true);
    redirectTimer.current = setTimeout(onCreated, REDIRECT_AFTER_DIALOG_MS);
  }, [canSubmit, createUser, onCreated, values]);

  return { values, setField, checks: { username, email, password, repeat }, canSubmit, creating, created, submit };
}
