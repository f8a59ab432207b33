/** Config: which integrations the server has on (VK ID, the Telegram bot) and what the browser needs of them. */
import type { FirstCall } from '../../lib/first-calls';
import { configApi } from './api';

export { useSchoolDetails, useServerConfig } from './api';

/** The integrations' switches, for a page that shows them (lib/first-calls). */
export const serverConfigCall: FirstCall = configApi.util.prefetch('serverConfig', undefined, {});
