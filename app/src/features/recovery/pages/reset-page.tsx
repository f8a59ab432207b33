import { isTicketExpired, MESSAGES, REDIRECT_AFTER_RESET_MS } from '@school/contract';
import { TEXTS } from '../../../config/texts';
import { Button, FullScreenSpinner, PasswordField } from '@school/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { narrowPage } from '../../../components/narrow-page';
import { paths } from '../../../config/paths';
import { browser, delay } from '../../../lib/browser';
import { newPasswordField, repeatPasswordField } from '../../../lib/form/fields';
import { useForm } from '../../../lib/form/use-form';
import { leaveNextLoadNotice } from '../../../lib/next-load-notice';
import { useResetPasswordMutation, useSearchTicketQuery } from '../api';

const Page = styled.main`
  ${narrowPage}

  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

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

const spec = { password: newPasswordField, repeat: repeatPasswordField };
const empty = { password: '', repeat: '' };

function ResetForm({ ticket, email }: { ticket: string; email: string }) {
  const form = useForm(spec, empty);
  const [done, setDone] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  /* The button follows the rules at once; the messages under the fields wait for a pause in typing. */
  const enabled = form.valid && !done;

  const submit = form.handleSubmit(async ({ password }) => {
    if (isLoading || done) return;
    const result = await resetPassword({ email, password, ticket });
    if (result.error) return;
    setDone(true);
    await delay(REDIRECT_AFTER_RESET_MS);
    leaveNextLoadNotice('password-changed');
    browser.assign(paths.home.getHref());
  });

  return (
    <Page>
      <h1>{TEXTS.recoveryTitle}</h1>
      <p>
        Придумайте новый пароль для учетной записи <strong>{email}</strong>.
      </p>
      <form onSubmit={submit} noValidate>
        <PasswordField label="Новый пароль" autoComplete="new-password" fullWidth {...form.field('password')} />
        <PasswordField label="Повторите пароль" autoComplete="new-password" fullWidth {...form.field('repeat')} />
        <div>
          <Button type="submit" disabled={!enabled} loading={isLoading}>
            {TEXTS.changePassword}
          </Button>
        </div>
        {done && <p role="status">Пароль изменен. Сейчас Вы перейдете на главную страницу.</p>}
      </form>
    </Page>
  );
}
