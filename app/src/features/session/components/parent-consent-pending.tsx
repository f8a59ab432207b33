import { Button } from '@school/ui';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/api';
import { useParentConsentResendMutation } from '../sign-in-api';

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-inline-start: ${({ theme }) => theme.space(1)} solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  text-align: start;

  p {
    margin: 0;
  }
  [data-part='refused'] {
    color: ${({ theme }) => theme.color.errorText};
  }
`;

export const RESEND_PARENT_MAIL = 'Отправить письмо еще раз';
export const PARENT_MAIL_RESENT =
  'Письмо отправлено еще раз. Если его нет во входящих, попросите родителя проверить папку «Спам».';

export interface ParentConsentPendingProps {
  /** The server's 403: the account waits for its parent, and where the mail went. */
  message: string;
  /** The login or e-mail the person signs in with (a VK ID account's is its VK id): the resend names it. */
  login: string;
}

/**
 * Sign-in of a student under 14 whose parent has not confirmed yet (password or VK ID): the server's
 * message stays where the person tried to sign in, with one more mail to the parent on request
 * (rate-limited by the server: its 429 is said here too).
 */
export function ParentConsentPending({ message, login }: ParentConsentPendingProps) {
  const [resend, { isLoading, isSuccess, error }] = useParentConsentResendMutation();
  return (
    <Notice role="alert" data-testid="parent-consent-pending">
      <p>{message}</p>
      {isSuccess ? (
        <p role="status">{PARENT_MAIL_RESENT}</p>
      ) : (
        <Button variant="outlined" size="sm" loading={isLoading} onClick={() => void resend({ login })}>
          {RESEND_PARENT_MAIL}
        </Button>
      )}
      {error !== undefined && <p data-part="refused">{errorMessage(error)}</p>}
    </Notice>
  );
}
