import { ERROR_CODES, MESSAGES } from '@school/contract';
import { Button, FullScreenSpinner } from '@school/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackHomeButton } from '../../../../components/back-home-button';
import { ConsentCheckbox } from '../../../../components/consent-checkbox';
import { narrowPage } from '../../../../components/narrow-page';
import { paths } from '../../../../config/paths';
import { TEXTS } from '../../../../config/texts';
import { errorCode, errorMessage, errorStatus } from '../../../../lib/api';
import { browser } from '../../../../lib/browser';
import { COOKIE, writeCookie } from '../../../../lib/cookies';
import { useCreateVkUserMutation, useExchangeVkCodeMutation, useGetVkUserMutation } from '../api';
import { loadParentConsentPending } from '../../../session';
import {
  readVkReturn,
  VK_REGISTRATION_TEXT,
  VK_REGISTRATION_TITLE,
  VK_SIGN_IN_FAILED,
  VK_SIGN_IN_PROGRESS,
} from '../vk-return';
import { rememberVkSession } from '../vk-session';

const Page = styled.main`
  ${narrowPage}
  align-items: center;
  text-align: center;

  &[data-step='consent'] {
    align-items: stretch;
    text-align: start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/** What the VK ID exchange gave: who the person is at VK ID. */
interface VkPerson {
  access_token: string;
  user_id: string;
}

/**
 * Working (the spinner); failed, with our server's Russian reason beyond the common text; a new person
 * asked for the consent before a pending registration is made; a student under 14 waiting for the parent.
 */
type Outcome =
  | { state: 'working' }
  | { state: 'failed'; detail?: string }
  | { state: 'consent'; vk: VkPerson }
  | {
      state: 'awaitingParent';
      /** The session feature's notice, its file in by then. */
      Notice: Awaited<ReturnType<typeof loadParentConsentPending>>;
      message: string;
      login: string;
    };

/**
 * /get-vkapi — where VK ID sends the browser back with code, device_id and state. Our server alone
 * checks `state` and exchanges the code; then a known person is signed in and `/` is loaded afresh, an
 * unknown one is asked the consent to the processing of personal data, gets a pending registration and
 * goes on to the wizard, and a student under 14 whose parent has not confirmed is told so. A failure
 * stores nothing.
 */
export function VkReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [exchange] = useExchangeVkCodeMutation();
  const [getVkUser] = useGetVkUserMutation();
  const [createVkUser] = useCreateVkUserMutation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  /* VK ID's code is single use: StrictMode's second effect must not send it again. */
  const started = useRef(false);

  const fail = useCallback((error?: unknown) => {
    const detail = error === undefined ? undefined : errorMessage(error, '');
    setOutcome({ state: 'failed', detail: detail && detail !== VK_SIGN_IN_FAILED ? detail : undefined });
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { code, deviceId, state } = readVkReturn(params);
    // Opened without VK ID's answer (a bookmark, a refresh): nothing to explain.
    if (!code && !state && !params.has('error')) {
      navigate(paths.home.getHref(), { replace: true });
      return;
    }

    void (async () => {
      // VK ID came back without a code (the visitor refused access, say).
      if (!code || !deviceId || !state) return fail();
      const exchanged = await exchange({ code, device_id: deviceId, state });
      if (exchanged.error) return fail(exchanged.error);
      // VK ID's own `{error}` is English and meant for developers: the visitor gets ours.
      if ('error' in exchanged.data) return fail();
      const vk = exchanged.data;

      const known = await getVkUser({ access_token: vk.access_token, user_id: vk.user_id });
      if (known.data) {
        // Signed in: the session has kept the tokens (lib/api.ts, `signsIn`); this session came through VK ID.
        rememberVkSession(vk.access_token);
        browser.assign(paths.home.getHref());
        return;
      }
      if (errorCode(known.error) === ERROR_CODES.parentConsentPending) {
        const Notice = await loadParentConsentPending();
        // A VK ID account's login is its VK id: the resend names it.
        return setOutcome({ state: 'awaitingParent', Notice, message: errorMessage(known.error), login: vk.user_id });
      }
      if (!(errorStatus(known.error) === 404 && errorMessage(known.error) === MESSAGES.vkUserNotFound)) {
        return fail(known.error);
      }
      // A new person: no pending registration before they agree to the processing of their data (152-ФЗ).
      setOutcome({ state: 'consent', vk: { access_token: vk.access_token, user_id: vk.user_id } });
    })();
  }, [exchange, fail, getVkUser, navigate, params]);

  async function register(vk: VkPerson) {
    setOutcome({ state: 'working' });
    const created = await createVkUser({ ...vk, consent: true });
    if (!created.data) return fail(created.error);
    writeCookie(COOKIE.tempuserId, created.data.tempuserId);
    // Registering through VK ID makes a VK ID session once the wizard signs the person in.
    rememberVkSession(vk.access_token);
    navigate(paths.register.getHref(), { replace: true });
  }

  if (outcome.state === 'working') return <FullScreenSpinner label={VK_SIGN_IN_PROGRESS} />;
  if (outcome.state === 'consent') {
    return (
      <VkConsent
        onContinue={() => void register(outcome.vk)}
        onCancel={() => navigate(paths.home.getHref(), { replace: true })}
      />
    );
  }
  return (
    <Page>
      <h1>Вход через VK ID</h1>
      {outcome.state === 'awaitingParent' ? (
        <outcome.Notice message={outcome.message} login={outcome.login} />
      ) : (
        <>
          <p role="alert">{VK_SIGN_IN_FAILED}</p>
          {outcome.detail && <p>{outcome.detail}</p>}
        </>
      )}
      <div>
        <BackHomeButton />
      </div>
    </Page>
  );
}

/** Before a pending registration is made for a new person: the consent the registration dialog asks for too. */
function VkConsent({ onContinue, onCancel }: { onContinue: () => void; onCancel: () => void }) {
  const [consent, setConsent] = useState(false);
  return (
    <Page data-step="consent">
      <h1>{VK_REGISTRATION_TITLE}</h1>
      <p>{VK_REGISTRATION_TEXT}</p>
      <ConsentCheckbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />
      <Actions>
        <Button variant="outlined" onClick={onCancel}>
          {TEXTS.cancel}
        </Button>
        <Button disabled={!consent} onClick={onContinue}>
          {TEXTS.continue}
        </Button>
      </Actions>
    </Page>
  );
}
