import { MESSAGES } from '@school/contract';
import { FullScreenSpinner } from '@school/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackHomeButton } from '../../../../components/back-home-button';
import { narrowPage } from '../../../../components/narrow-page';
import { paths } from '../../../../config/paths';
import { errorMessage, errorStatus } from '../../../../lib/api';
import { browser } from '../../../../lib/browser';
import { COOKIE, setTokens, writeCookie } from '../../../../lib/cookies';
import { useCreateVkUserMutation, useExchangeVkCodeMutation, useGetVkUserMutation } from '../api';
import { readVkReturn, VK_SIGN_IN_FAILED, VK_SIGN_IN_PROGRESS } from '../vk-return';
import { rememberVkSession } from '../vk-session';

const Page = styled.main`
  ${narrowPage}
  align-items: center;
  text-align: center;
`;

/** Why the sign-in failed, when our server said it in Russian beyond the common text. */
type Outcome = { failed: false } | { failed: true; detail?: string };

/**
 * /get-vkapi — where VK ID sends the browser back with code, device_id and state. Our server alone
 * checks `state` and exchanges the code; then a known person is signed in and `/` is loaded afresh,
 * an unknown one gets a pending registration and goes on to the wizard. A failure stores nothing.
 */
export function VkReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [exchange] = useExchangeVkCodeMutation();
  const [getVkUser] = useGetVkUserMutation();
  const [createVkUser] = useCreateVkUserMutation();
  const [outcome, setOutcome] = useState<Outcome>({ failed: false });
  /* VK ID's code is single use: StrictMode's second effect must not send it again. */
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { code, deviceId, state } = readVkReturn(params);
    // Opened without VK ID's answer (a bookmark, a refresh): nothing to explain.
    if (!code && !state && !params.has('error')) {
      navigate(paths.home.getHref(), { replace: true });
      return;
    }
    const fail = (error?: unknown) => {
      const detail = error === undefined ? undefined : errorMessage(error, '');
      setOutcome({ failed: true, detail: detail && detail !== VK_SIGN_IN_FAILED ? detail : undefined });
    };

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
        setTokens(known.data.accessToken, known.data.refreshToken);
        rememberVkSession(vk.access_token);
        browser.assign(paths.home.getHref());
        return;
      }
      if (!(errorStatus(known.error) === 404 && errorMessage(known.error) === MESSAGES.vkUserNotFound)) {
        return fail(known.error);
      }

      const created = await createVkUser({ access_token: vk.access_token, user_id: vk.user_id });
      if (!created.data) return fail(created.error);
      writeCookie(COOKIE.tempuserId, created.data.tempuserId);
      // Registering through VK ID makes a VK ID session once the wizard signs the person in.
      rememberVkSession(vk.access_token);
      navigate(paths.register.getHref(), { replace: true });
    })();
  }, [createVkUser, exchange, getVkUser, navigate, params]);

  if (!outcome.failed) return <FullScreenSpinner label={VK_SIGN_IN_PROGRESS} />;
  return (
    <Page>
      <h1>Вход через VK ID</h1>
      <p role="alert">{VK_SIGN_IN_FAILED}</p>
      {outcome.detail && <p>{outcome.detail}</p>}
      <div>
        <BackHomeButton />
      </div>
    </Page>
  );
}
