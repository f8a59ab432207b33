/** Config: which integrations the server has on (VK ID, the Telegram bot) and what the browser needs of them. */
export { useSchoolDetails, useServerConfig } from './api';
