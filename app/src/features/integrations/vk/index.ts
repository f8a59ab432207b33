/** VK ID: the sign-in return page and the link callback. Pages are lazy route modules. */
import { lazyPage } from '../../../lib/lazy-page';

/** Route `lazy` of VK ID's sign-in return (/get-vkapi). */
export const loadVkReturnPage = lazyPage(() => import('./pages/vk-return-page'), 'VkReturnPage');
/** Route `lazy` of VK ID's return after linking (/link-vk). */
export const loadLinkVkPage = lazyPage(() => import('./pages/link-vk-page'), 'LinkVkPage');
