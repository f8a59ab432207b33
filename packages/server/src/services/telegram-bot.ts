import { TELEGRAM_BOT_TEXTS } from '@school/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Bot } from 'grammy';
import type { Db } from '../db/client.ts';
import { useLinkToken } from './telegram-links.ts';

export interface BotSettings {
  token: string;
  username: string;
  /** The Bot API root (TELEGRAM_API_URL), without a trailing slash. */
  apiUrl: string;
}

/** Longer than the long poll (grammY's default is 500 s), so a dead API does not hold a call for minutes. */
const CLIENT_TIMEOUT_S = 75;

/**
 * The bot: `/start <token>` in a private chat binds the sender to the token's account; `/start`
 * without a token and anything else get the help text. Other chats (groups, channels) are ignored:
 * notifications go to private chats only. The bot's own profile comes from the configuration
 * (`botInfo`), so no `getMe` is needed before the first update.
 */
export function createTelegramBot(settings: BotSettings, db: Db, log: FastifyBaseLogger): Bot {
  const bot = new Bot(settings.token, {
    botInfo: {
      /* A bot token starts with the bot's numeric id. */
      id: Number(settings.token.split(':')[0]),
      is_bot: true,
      first_name: settings.username,
      username: settings.username,
      can_join_groups: false,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
      can_connect_to_business: false,
      has_main_web_app: false,
      has_topics_enabled: false,
      allows_users_to_create_topics: false,
      can_manage_bots: false,
      supports_join_request_queries: false,
    },
    client: { apiRoot: settings.apiUrl, timeoutSeconds: CLIENT_TIMEOUT_S },
  });

  const privateChats = bot.chatType('private');

  privateChats.command('start', async (ctx) => {
    const token = ctx.match.trim();
    if (!token) {
      await ctx.reply(TELEGRAM_BOT_TEXTS.help);
      return;
    }
    const result = await useLinkToken(db, token, String(ctx.from.id), ctx.from.username ?? null);
    if (result.ok) {
      log.info({ userId: result.userId }, 'telegram linked');
      await ctx.reply(TELEGRAM_BOT_TEXTS.linked(`${result.firstName} ${result.lastName}`.trim()));
      return;
    }
    await ctx.reply(
      result.reason === 'chatTaken'
        ? TELEGRAM_BOT_TEXTS.chatTaken
        : result.reason === 'accountTaken'
          ? TELEGRAM_BOT_TEXTS.accountTaken
          : TELEGRAM_BOT_TEXTS.linkInvalid,
    );
  });

  privateChats.on('message', async (ctx) => {
    await ctx.reply(TELEGRAM_BOT_TEXTS.help);
  });

  /* Long polling hands middleware errors here; the webhook route catches its own. */
  bot.catch((error) => {
    log.error({ err: error.error, updateId: error.ctx.update.update_id }, 'telegram update failed');
  });
  return bot;
}
