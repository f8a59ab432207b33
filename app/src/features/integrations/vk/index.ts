/**
 * VK ID: the sign-in return page, the link callback, the dialogs' VK control and the settings row,
 * all lazy. The router imports this index, so it re-exports no module of its own: a re-exported
 * module lands in the anonymous entry chunk even when only lazy chunks use it (measured: api.ts did).
 * The calls are in ./api for this feature's own files.
 */
import { lazyComponent, lazyPage } from '../../../lib/lazy-page';

/** The VK ID control of the sign-in and registration dialogs (widget, or our button when it fails). */
export const VkSignIn = lazyComponent(() => import('./components/vk-sign-in'), 'VkSignIn');

/** Route `lazy` of VK ID's sign-in return (/get-vkapi). */
export const loadVkReturnPage = lazyPage(() => import('./pages/vk-return-page'), 'VkReturnPage');
/** Route `lazy` of VK ID's return after linking (/link-vk). */
export const loadLinkVkPage = lazyPage(() => import('./pages/link-vk-page'), 'LinkVkPage');

/** The settings page's VK ID row: link, the linked id, unlink. */
export const VkRow = lazyComponent(() => import('./components/vk-row'), 'VkRow');
