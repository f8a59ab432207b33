import { REDIRECT_AFTER_FAILED_LINK_MS } from '@school/contract';
import { FullScreenSpinner } from '@school/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api';
import { getTokens } from '../../../../lib/cookies';
import { useAppDispatch } from '../../../../lib/hooks';
import { notify } from '../../../../lib/notifications-slice';
import { useExchangeVkCodeMutation, useLinkVkIdMutation } from '../api';
import { readVkReturn } from '../vk-return';

/** Texts of /link-vk the spec does not word itself. */
export const LINK_VK_TEXTS = {
  spinner: 'Привязываем VK ID',
  linked: 'VK ID привязан',
  failed: 'Не удалось привязать VK ID. Попробуйте еще раз.',
} as const;

/**
 * /link-vk — VK ID's return after 'Привязать VK ID' in the settings: the code is exchanged on our
 * server, the VK id it vouches for is linked to the signed-in account, and the visitor is back in
 * /settings with a toast. A failure is shown in a toast and leads back after 1.5 s (platform.md
 * section 8); without a session the page goes home.
 */
export function LinkVkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [exchange] = useExchangeVkCodeMutation();
  const [link] = useLinkVkIdMutation();
  /* VK ID's code is single use: StrictMode's second effect must not send it again. */
  const started = useRef(false);
  /* A flag rather than clearTimeout on unmount: StrictMode's trial unmount would cancel the only redirect. */
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const settings = paths.settings.getHref();

    if (!getTokens().accessToken) {
      navigate(paths.home.getHref(), { replace: true });
      return;
    }
    const { code, deviceId, state } = readVkReturn(params);
    // Opened without VK ID's answer (a bookmark, a refresh): nothing to explain.
    if (!code && !state && !params.has('error')) {
      navigate(settings, { replace: true });
      return;
    }

    const fail = (message: string) => {
      dispatch(notify(message));
      setTimeout(() => {
        if (mounted.current) navigate(settings, { replace: true });
      }, REDIRECT_AFTER_FAILED_LINK_MS);
    };

    void (async () => {
      // VK ID came back without a code (the visitor refused access, say).
      if (!code || !deviceId || !state) return fail(LINK_VK_TEXTS.failed);
      const exchanged = await exchange({ code, device_id: deviceId, state });
      if (exchanged.error) return fail(errorMessage(exchanged.error, LINK_VK_TEXTS.failed));
      // VK ID's own `{error}` is English and meant for developers: the visitor gets ours.
      if ('error' in exchanged.data) return fail(LINK_VK_TEXTS.failed);
      const linked = await link({ token: exchanged.data.access_token, id: exchanged.data.user_id });
      if (linked.error) return fail(errorMessage(linked.error, LINK_VK_TEXTS.failed));
      dispatch(notify(LINK_VK_TEXTS.linked, 'success'));
      navigate(settings, { replace: true });
    })();
  }, [dispatch, exchange, link, navigate, params]);

  return <FullScreenSpinner label={LINK_VK_TEXTS.spinner} />;
}
