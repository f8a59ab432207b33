/** VK ID: the sign-in return page, the link callback and the calls of VK ID. Pages are lazy route modules. */
import { lazyComponent, lazyPage } from '../../../lib/lazy-page';

export {
  useCreateVkUserMutation,
  useExchangeVkCodeMutation,
  useGetVkUserMutation,
  useLinkVkIdMutation,
  useUnlinkVkMutation,
  useVkStartMutation,
} from './api';

export { forgetVkSession, startedThroughVkId } from './vk-session';

/** The VK ID control of the sign-in and registration dialogs (widget, or our button when it fails). */
export const VkSignIn = lazyComponent(() => import('./components/vk-sign-in'), 'VkSignIn');

/** Route `lazy` of VK ID's sign-in return (/get-vkapi). */
export const loadVkReturnPage = lazyPage(() => import('./pages/vk-return-page'), 'VkReturnPage');
/** Route `lazy` of VK ID's return after linking (/link-vk). */
export const loadLinkVkPage = lazyPage(() => import('./pages/link-vk-page'), 'LinkVkPage');

/** The settings page's VK ID row: link, the linked id, unlink. */
export const VkRow = lazyComponent(() => import('./components/vk-row'), 'VkRow');
