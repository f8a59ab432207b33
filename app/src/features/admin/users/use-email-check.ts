import { MESSAGES } from '@school/contract';
import { useMemo } from 'react';
import { errorMessage } from '../../../lib/api';
import type { ServerCheck } from '../../../lib/form/use-form';
import { useAppDispatch } from '../../../lib/hooks';
import { adminUsersApi } from './api';

/** The server's answer on a new colleague's e-mail: free, or its message ('Такая почта уже занята'). */
export function useEmailCheck(): ServerCheck {
  const dispatch = useAppDispatch();
  return useMemo<ServerCheck>(
    () => async (value, signal) => {
      const request = dispatch(
        adminUsersApi.endpoints.adminCheckEmail.initiate(value.trim(), { subscribe: false, forceRefetch: true }),
      );
      signal.addEventListener('abort', () => request.abort());
      const answer = await request;
      return answer.isSuccess
        ? { state: 'valid' }
        : { state: 'invalid', message: errorMessage(answer.error, MESSAGES.emailTaken) };
    },
    [dispatch],
  );
}
