import { FullScreenSpinner } from '@school/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useAppDispatch } from '../../../../lib/hooks';
import { notify } from '../../../../lib/notifications-slice';
import { readVkReturn, VK_SIGN_IN_UNAVAILABLE } from '../vk-return';

/**
 * /get-vkapi — where VK ID sends the browser back with code, device_id and state. The code exchange
 * arrives with the VK ID issue; until then the visitor goes home with a toast saying why.
 */
export function VkReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  useEffect(() => {
    const { code, state } = readVkReturn(params);
    // Opened without VK ID's answer (a bookmark, a refresh): nothing to explain.
    if (code && state) dispatch(notify(VK_SIGN_IN_UNAVAILABLE, 'info'));
    navigate(paths.home.getHref(), { replace: true });
  }, [dispatch, navigate, params]);

  return <FullScreenSpinner label="Входим через VK ID" />;
}
