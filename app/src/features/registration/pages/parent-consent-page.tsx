import { MESSAGES } from '@school/contract';
import { Spinner } from '@school/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackHomeButton } from '../../../components/back-home-button';
import { CenteredMessage } from '../../../components/centered-message';
import { errorMessage, errorStatus } from '../../../lib/api';
import { useParentConsentConfirmMutation } from '../api';

const Waiting = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
`;

type Outcome =
  | { state: 'confirming' }
  | { state: 'confirmed'; firstName: string }
  | { state: 'invalid'; message: string }
  | { state: 'failed' };

export const PARENT_CONFIRMED_TITLE = 'Согласие подтверждено';
export const PARENT_LINK_INVALID_TITLE = 'Ссылка недействительна';

/**
 * /parent-consent?token= — the link of the mail to a student under 14's parent: opening it confirms
 * the consent (the server records who and when, and the link is spent) and the page says so. The
 * confirmation is a call the page makes, not the opening of the link itself, so a mail scanner that
 * fetches links confirms nothing.
 */
export function ParentConsentPage() {
  const [params] = useSearchParams();
  const [confirm] = useParentConsentConfirmMutation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });
  /* The link is single use: StrictMode's second effect must not spend it again and read "invalid". */
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token') ?? '';
    void (async () => {
      const result = token ? await confirm({ token }) : undefined;
      if (result?.data) setOutcome({ state: 'confirmed', firstName: result.data.firstName });
      else if (!result || errorStatus(result.error) === 404) {
        // A link cut short by the mail program reads as the server reads an unknown token.
        setOutcome({ state: 'invalid', message: result ? errorMessage(result.error) : MESSAGES.parentLinkInvalid });
      } else setOutcome({ state: 'failed' });
    })();
  }, [confirm, params]);

  if (outcome.state === 'confirming') {
    return (
      <Waiting>
        <Spinner label="Подтверждаем согласие" />
      </Waiting>
    );
  }
  if (outcome.state === 'confirmed') {
    const who = outcome.firstName.trim() || 'Ваш ребенок';
    return (
      <CenteredMessage
        title={PARENT_CONFIRMED_TITLE}
        text={`Спасибо! Согласие на обработку персональных данных записано, и ${who} теперь может войти на платформу.`}
      >
        <BackHomeButton />
      </CenteredMessage>
    );
  }
  if (outcome.state === 'invalid') {
    return (
      <CenteredMessage title={PARENT_LINK_INVALID_TITLE} text={outcome.message}>
        <BackHomeButton />
      </CenteredMessage>
    );
  }
  return (
    <CenteredMessage
      title="Не удалось подтвердить согласие"
      text="Проверьте подключение к интернету и откройте ссылку из письма еще раз."
    >
      <BackHomeButton />
    </CenteredMessage>
  );
}
