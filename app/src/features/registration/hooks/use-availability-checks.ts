import { MESSAGES } from '@school/contract';
import { useMemo } from 'react';
import { errorMessage } from '../../../lib/api';
import type { CheckResult, ServerCheck } from '../../../lib/form/use-form';
import { useAppDispatch, type AppDispatch } from '../../../lib/hooks';
import { registrationApi } from '../api';

/** Asks `endpoint` about the trimmed value: a success is `free`, a refusal shows the server's message. */
function availability(
  dispatch: AppDispatch,
  endpoint: 'checkLogin' | 'checkEmail',
  free: CheckResult,
  takenFallback: string,
): ServerCheck {
  return async (value, signal) => {
    const request = dispatch(
      registrationApi.endpoints[endpoint].initiate(value.trim(), { subscribe: false, forceRefetch: true }),
    );
    signal.addEventListener('abort', () => request.abort());
    const answer = await request;
    return answer.isSuccess ? free : { state: 'invalid', message: errorMessage(answer.error, takenFallback) };
  };
}

/**
 * The server's answers on a new login and e-mail (platform.md section 5), as the form toolkit's
 * server checks. A newer value aborts the request of an older one.
 */
export function useAvailabilityChecks(): { login: ServerCheck; email: ServerCheck } {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      login: availability(dispatch, 'checkLogin', { state: 'valid', message: MESSAGES.loginFree }, MESSAGES.loginTaken),
      email: availability(dispatch, 'checkEmail', { state: 'valid' }, MESSAGES.emailTaken),
    }),
    [dispatch],
  );
}
