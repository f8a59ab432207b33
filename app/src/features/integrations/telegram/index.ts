/** Telegram: the settings row that links the account to the bot, waits for the link and unlinks it. */
import { lazyComponent } from '../../../lib/lazy-page';

export const TelegramRow = lazyComponent(() => import('./components/telegram-row'), 'TelegramRow');
