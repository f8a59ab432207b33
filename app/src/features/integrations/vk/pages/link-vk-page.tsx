import { FullScreenSpinner } from '@school/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { getTokens } from '../../../../lib/cookies';
import { useAppDispatch } from '../../../../lib/hooks';
import { notify } from '../../../../lib/notifications-slice';
import { readVkReturn, VK_LINK_UNAVAILABLE } from '../vk-return';

/**
 * /link-vk — VK ID's return after "link VK ID" in the settings: back to /settings, or to / without
 * a session. Linking itself arrives with the VK ID issue; until then a toast says why nothing changed.
 */
export function LinkVkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  useEffect(() => {
    const { code, state } = readVkReturn(params);
    // Opened without VK ID's answer (a bookmark, a refresh): nothing to explain.
    if (code && state) dispatch(notify(VK_LINK_UNAVAILABLE, 'info'));
    const target = getTokens().accessToken ? paths.settings.getHref() : paths.home.getHref();
    navigate(target, { replace: true });
  }, [dispatch, navigate, params]);

  return <FullScreenSpinner label="Привязываем VK ID" />;
}
