import { DEBOUNCE_MS, isTicketExpired, MESSAGES, REDIRECT_AFTER_RESET_MS, rules, TEXTS } from '@school/contract';
import { Button, FullScreenSpinner, PasswordField } from '@school/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { browser, delay } from '../../../lib/browser';
import { useDebouncedCheck, type CheckResult } from '../../../lib/use-debounced-check';
import { useResetPasswordMutation, useSearchTicketQuery } from '../api';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.size.dialog.sm};
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    margin: 0;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const localCheck = (message: string | null): CheckResult =>
  message ? { state: 'invalid', message } : { state: 'valid' };

/**
 * /reset?ticket=&email= — a new password from the e-mailed link. A ticket older than 3600 s (read
 * from its TIMESTAMP) is refused without asking the server; otherwise the server's lookup decides.
 */
export function ResetPage() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const email = params.get('email') ?? '';
  const [now] = useState(() => Date.now());
  const expiredLocally = !email || isTicketExpired(ticket, now);
  const lookup = useSearchTicketQuery(ticket, { skip: expiredLocally });

  if (expiredLocally || lookup.isError) return <ExpiredLink />;
  if (!lookup.isSuccess) return <FullScreenSpinner label="Проверяем ссылку" />;
  return <ResetForm ticket={ticket} email={email} />;
}

function ExpiredLink() {
  return (
    <Page>
      <h1>{TEXTS.recoveryTitle}</h1>
      <p role="alert">{MESSAGES.ticketExpired}</p>
      <div>
        <Button onClick={() => browser.assign(paths.home.getHref())}>{TEXTS.backHome}</Button>
      </div>
    </Page>
  );
}

function ResetForm({ ticket, email }: { ticket: string; email: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const passwordCheck = useDebouncedCheck(password, DEBOUNCE_MS, (value) => localCheck(rules.password(value)));
  const repeatCheck = useDebouncedCheck(
    repeat,
    DEBOUNCE_MS,
    (value) => localCheck(rules.repeatPassword(password, value) ?? rules.password(value)),
    password,
  );
  /* The button follows the rules at once; the messages under the fields wait for a pause in typing. */
  const valid = rules.password(password) === null && rules.repeatPassword(password, repeat) === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || isLoading || done) return;
    const result = await resetPassword({ email, password, ticket });
    if (result.error) return;
    setDone(true);
    await delay(REDIRECT_AFTER_RESET_MS);
    browser.assign(paths.home.getHref());
  };

  return (
    <Page>
      <h1>{TEXTS.recoveryTitle}</h1>
      <p>
        Придумайте новый пароль для учетной записи <strong>{email}</strong>.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          label="Новый пароль"
          value={password}
          autoComplete="new-password"
          fullWidth
          error={passwordCheck.state === 'invalid' ? passwordCheck.message : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="Повторите пароль"
          value={repeat}
          autoComplete="new-password"
          fullWidth
          error={repeatCheck.state === 'invalid' ? repeatCheck.message : undefined}
          onChange={(event) => setRepeat(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={!valid || done} loading={isLoading}>
            {TEXTS.changePassword}
          </Button>
        </div>
        {done && <p role="status">Пароль изменен. Сейчас вы перейдете на главную страницу.</p>}
      </form>
    </Page>
  );
}
