import { endpointUrl } from '@school/contract';
import fp from 'fastify-plugin';
import { GrammyError, type Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { Config } from '../../config.ts';
import { advisoryLock, localLock } from '../../db/advisory-lock.ts';
import { createTelegramBot } from '../../services/telegram-bot.ts';
import type { TelegramNotifier } from '../../services/telegram-links.ts';
import { startPolling, type Poller } from '../../services/telegram-polling.ts';

/** Tuning of long polling; tests shorten it. */
export interface TelegramPollingOptions {
  /** How often a process without the polling lock asks for it again (default 30 s). */
  lockRetryMs?: number;
  /** Seconds each getUpdates waits (default 30). */
  timeoutS?: number;
}

export interface TelegramService extends TelegramNotifier {
  /** The bot's username when the bot is configured (token and username), otherwise null. */
  readonly username: string | null;
  /** The webhook secret when updates come by webhook, otherwise null (long polling, or no bot). */
  readonly webhookSecret: string | null;
  /** Runs one update from the webhook; never throws (Telegram would re-deliver it). */
  handleUpdate(update: Update): Promise<void>;
  /**
   * Sends `text` to a linked chat and resolves once Telegram took it; rejects with Telegram's or the
   * network's error (the Telegram outbox retries or gives up by it), or at once without a bot.
   */
  send(telegramId: string, text: string): Promise<void>;
  /** True while this process polls Telegram for updates. */
  isPolling(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    telegram: TelegramService;
  }
}

/* A fixed key for pg_try_advisory_lock: "the Telegram poller" of this application's database. */
const POLLING_LOCK_KEY = 0x5c4_0011_7e1e;

const WEBHOOK_RETRY_MS = [5_000, 30_000, 120_000, 600_000];

/**
 * The Telegram bot (grammY), when TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME are set. With
 * TELEGRAM_WEBHOOK_SECRET the server registers its webhook on start (routes/integrations/telegram
 * takes the updates); without it one process polls, chosen by a PostgreSQL advisory lock. Without
 * a bot nothing here calls the network.
 */
export const telegramPlugin = fp<{ config: Config; polling?: TelegramPollingOptions }>(
  async (app, { config, polling: pollingOptions = {} }) => {
    const { botToken, botUsername, apiUrl, webhookSecret } = config.telegram;
    if (!botToken || !botUsername) {
      app.decorate('telegram', {
        username: null,
        webhookSecret: null,
        handleUpdate: async () => {},
        notify: () => {},
        send: async () => {
          throw new Error('the Telegram bot is not configured');
        },
        isPolling: () => false,
      } satisfies TelegramService);
      return;
    }

    const log = app.log.child({ component: 'telegram' });
    const bot: Bot = createTelegramBot({ token: botToken, username: botUsername, apiUrl }, app.db, log);
    /* Aborts sends still in flight when the server closes. */
    const closing = new AbortController();
    /* grammY's Node typings name the abort-controller package's signal; Node's own is the same at run time. */
    const signal = closing.signal as unknown as Parameters<Bot['api']['sendMessage']>[3];
    const inFlight = new Set<Promise<unknown>>();
    const track = (promise: Promise<unknown>) => {
      inFlight.add(promise);
      void promise.finally(() => inFlight.delete(promise));
    };
    let poller: Poller | undefined;

    const service: TelegramService = {
      username: botUsername,
      webhookSecret: webhookSecret ?? null,
      async handleUpdate(update) {
        try {
          await bot.handleUpdate(update);
        } catch (error) {
          /* grammY wraps middleware errors in BotError; the cause is what went wrong. */
          log.error(
            { err: (error as { error?: unknown }).error ?? error, updateId: update.update_id },
            'telegram update failed',
          );
        }
      },
      notify(telegramId, text) {
        if (!telegramId || closing.signal.aborted) return;
        service
          .send(telegramId, text)
          .catch((error: unknown) => log.warn({ err: error }, 'telegram notification not sent'));
      },
      async send(telegramId, text) {
        if (closing.signal.aborted) throw new Error('the server is stopping');
        const sent = bot.api.sendMessage(telegramId, text, {}, signal);
        track(sent.catch(() => {}));
        await sent;
      },
      isPolling: () => poller?.isPolling() ?? false,
    };
    app.decorate('telegram', service);

    async function registerWebhook(secret: string): Promise<void> {
      const url = `${config.publicUrl}${endpointUrl('telegramWebhook')}`;
      for (let attempt = 0; !closing.signal.aborted; attempt += 1) {
        try {
          await bot.api.setWebhook(url, { secret_token: secret, allowed_updates: ['message'] }, signal);
          log.info({ url }, 'telegram webhook registered');
          return;
        } catch (error) {
          if (closing.signal.aborted) return;
          /* Telegram refusing the request (a bad URL, a wrong token) will not change by retrying. */
          const final = error instanceof GrammyError && error.error_code < 500 && error.error_code !== 429;
          log.error({ err: error, url }, final ? 'telegram webhook refused' : 'telegram webhook not registered yet');
          if (final) return;
          const delay = WEBHOOK_RETRY_MS[Math.min(attempt, WEBHOOK_RETRY_MS.length - 1)]!;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, delay);
            closing.signal.addEventListener('abort', () => {
              clearTimeout(timer);
              resolve();
            });
          });
        }
      }
    }

    app.addHook('onReady', async () => {
      if (webhookSecret) {
        track(registerWebhook(webhookSecret));
        return;
      }
      poller = startPolling({
        bot,
        lock: config.databaseUrl ? advisoryLock(config.databaseUrl, POLLING_LOCK_KEY) : localLock(),
        log,
        retryMs: pollingOptions.lockRetryMs ?? 30_000,
        timeoutS: pollingOptions.timeoutS ?? 30,
      });
    });

    app.addHook('onClose', async () => {
      await poller?.stop();
      closing.abort();
      await Promise.allSettled([...inFlight]);
    });
  },
  { name: 'telegram', dependencies: ['db'] },
);
