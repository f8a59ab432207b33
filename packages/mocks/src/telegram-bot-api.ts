/**
 * A local stand-in for the Telegram Bot API, for Node tests (server tests, end-to-end journeys): the
 * server under test points its bot at `url` (TELEGRAM_API_URL) and the tests queue updates and read
 * what the bot sent. Calls arrive as `POST /bot<token>/<method>` with JSON, as grammY sends them.
 * It answers getMe, sendMessage, setWebhook, deleteWebhook, getWebhookInfo and getUpdates (long
 * polling, with Telegram's 409 when a webhook is set or a second poller cuts in); anything else
 * answers `{ok: true, result: true}`. With a webhook set, `deliver` POSTs the update to it with the
 * secret header, as Telegram does. Dependency-free: node:http only.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './stand-in-http.ts';

/** One call the bot made: the method and its JSON parameters. */
export interface BotApiCall {
  method: string;
  token: string;
  params: Record<string, unknown>;
}

/** A Telegram update as JSON (the stand-in does not check its shape). */
export type TelegramUpdate = { update_id: number } & Record<string, unknown>;

/** A message the bot sent (sendMessage parameters). */
export interface SentMessage {
  chat_id: number | string;
  text: string;
  [key: string]: unknown;
}

export interface BotApiOptions {
  /** Answered by getMe. */
  bot?: { id: number; username: string; first_name: string };
  /** When set, calls with another token answer 401 as Telegram does. */
  token?: string;
}

export interface MessageUpdateOptions {
  /** The sender, also the private chat's id. */
  fromId: number;
  text: string;
  /** Another chat (a group) instead of the private chat with the sender. */
  chat?: { id: number; type: 'private' | 'group' | 'supergroup' | 'channel' };
  firstName?: string;
}

interface PendingPoll {
  offset: number;
  limit: number;
  res: ServerResponse;
  timer: NodeJS.Timeout;
}

const DEFAULT_BOT = { id: 7000000001, username: 'school_test_bot', first_name: 'Онлайн-школа' };

/**
 * The `message` update a user's client sends for `text`; a leading command (`/start payload`) gets
 * its `bot_command` entity at offset 0, which grammY needs to see a command.
 */
export function messageUpdate(options: MessageUpdateOptions): Omit<TelegramUpdate, 'update_id'> {
  const command = /^\/\w+(@\w+)?/.exec(options.text)?.[0];
  return {
    message: {
      message_id: Math.floor(Math.random() * 1_000_000),
      date: Math.floor(Date.now() / 1000),
      from: { id: options.fromId, is_bot: false, first_name: options.firstName ?? 'Ivan', language_code: 'ru' },
      chat: options.chat ?? { id: options.fromId, type: 'private', first_name: options.firstName ?? 'Ivan' },
      text: options.text,
      ...(command ? { entities: [{ offset: 0, length: command.length, type: 'bot_command' }] } : {}),
    },
  };
}

/** Query-string and JSON parameters alike, as Telegram accepts both. */
function paramsOf(url: URL, body: string, contentType: string | undefined): Record<string, unknown> {
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (body && (contentType ?? '').includes('json')) Object.assign(params, JSON.parse(body) as object);
  return params;
}

export async function startTelegramBotApi(options: BotApiOptions = {}) {
  const bot = options.bot ?? DEFAULT_BOT;
  const calls: BotApiCall[] = [];
  /** Updates not yet confirmed by a getUpdates offset. */
  let queue: TelegramUpdate[] = [];
  let nextUpdateId = 1;
  let nextMessageId = 1;
  let webhook: { url: string; secret_token?: string; allowed_updates?: string[] } | null = null;
  const pending = new Set<PendingPoll>();
  /** Methods told to fail: answered `{ok: false, error_code, description}`. */
  const failures = new Map<string, { error_code: number; description: string }>();
  const listeners = new Set<() => void>();
  let conflicts = 0;

  const send = (res: ServerResponse, status: number, payload: unknown) => {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  };
  const ok = (res: ServerResponse, result: unknown) => send(res, 200, { ok: true, result });
  const error = (res: ServerResponse, error_code: number, description: string) =>
    send(res, error_code, { ok: false, error_code, description });

  const available = (offset: number, limit: number) =>
    queue.filter((update) => update.update_id >= offset).slice(0, limit);

  const settle = (poll: PendingPoll) => {
    clearTimeout(poll.timer);
    pending.delete(poll);
  };

  /** Answers the long polls that now have updates. */
  const wakePolls = () => {
    for (const poll of [...pending]) {
      const updates = available(poll.offset, poll.limit);
      if (updates.length === 0) continue;
      settle(poll);
      ok(poll.res, updates);
    }
  };

  function getUpdates(params: Record<string, unknown>, res: ServerResponse) {
    if (webhook) {
      error(
        res,
        409,
        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      );
      return;
    }
    /* A second poller cuts the first one off, as Telegram does. */
    for (const poll of [...pending]) {
      settle(poll);
      if (!poll.res.destroyed) {
        conflicts += 1;
        error(
          poll.res,
          409,
          'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
        );
      }
    }
    const offset = Number(params.offset ?? 0);
    const limit = Math.min(Math.max(Number(params.limit ?? 100), 1), 100);
    const timeoutS = Math.max(Number(params.timeout ?? 0), 0);
    /* Updates below the offset are confirmed and forgotten. */
    if (offset > 0) queue = queue.filter((update) => update.update_id >= offset);
    const updates = available(offset, limit);
    if (updates.length > 0 || timeoutS === 0) {
      ok(res, updates);
      return;
    }
    const poll: PendingPoll = {
      offset,
      limit,
      res,
      timer: setTimeout(() => {
        settle(poll);
        ok(res, []);
      }, timeoutS * 1000),
    };
    pending.add(poll);
    /* The bot gave up (stopped polling): forget the request. */
    res.on('close', () => settle(poll));
  }

  function answer(method: string, params: Record<string, unknown>, res: ServerResponse) {
    const failure = failures.get(method);
    if (failure) {
      error(res, failure.error_code, failure.description);
      return;
    }
    switch (method) {
      case 'getMe':
        ok(res, {
          ...bot,
          is_bot: true,
          can_join_groups: true,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        });
        return;
      case 'sendMessage':
        ok(res, {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: Number(params.chat_id), type: 'private' },
          from: { ...bot, is_bot: true },
          text: params.text,
        });
        return;
      case 'setWebhook':
        webhook = {
          url: String(params.url),
          ...(params.secret_token !== undefined ? { secret_token: String(params.secret_token) } : {}),
          ...(Array.isArray(params.allowed_updates) ? { allowed_updates: params.allowed_updates as string[] } : {}),
        };
        ok(res, true);
        return;
      case 'deleteWebhook':
        webhook = null;
        if (params.drop_pending_updates) queue = [];
        ok(res, true);
        return;
      case 'getWebhookInfo':
        ok(res, { url: webhook?.url ?? '', has_custom_certificate: false, pending_update_count: queue.length });
        return;
      case 'getUpdates':
        getUpdates(params, res);
        return;
      default:
        ok(res, true);
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    readBody(req).then(
      (body) => {
        if (!match) {
          error(res, 404, 'Not Found');
          return;
        }
        const [, token = '', method = ''] = match;
        if (options.token !== undefined && token !== options.token) {
          error(res, 401, 'Unauthorized');
          return;
        }
        let params: Record<string, unknown>;
        try {
          params = paramsOf(url, body, req.headers['content-type']);
        } catch {
          error(res, 400, "Bad Request: can't parse JSON");
          return;
        }
        calls.push({ method, token, params });
        answer(method, params, res);
        /* After answering, so a waiting long poll is already listed. */
        for (const listener of [...listeners]) listener();
      },
      () => error(res, 400, 'Bad Request'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  /** Resolves when `check` returns a value, re-checked on every call; rejects after `timeoutMs`. */
  function waitFor<T>(check: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
    const found = check();
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const listener = () => {
        const value = check();
        if (value === undefined) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(value);
      };
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`Bot API stand-in: no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      listeners.add(listener);
    });
  }

  function pushUpdate(update: Omit<TelegramUpdate, 'update_id'>): TelegramUpdate {
    const full = { ...update, update_id: nextUpdateId++ } as TelegramUpdate;
    queue.push(full);
    wakePolls();
    return full;
  }

  const callsOf = (method: string) => calls.filter((entry) => entry.method === method).map((entry) => entry.params);

  /** Messages the bot sent, oldest first; to one chat when `chatId` is given. */
  const sentMessages = (chatId?: number | string): SentMessage[] =>
    (callsOf('sendMessage') as unknown as SentMessage[]).filter(
      (message) => chatId === undefined || String(message.chat_id) === String(chatId),
    );

  return {
    /** The API root for the bot (TELEGRAM_API_URL, grammY's `apiRoot`): no trailing slash. */
    url: `http://127.0.0.1:${port}`,
    bot,
    /** Every call so far, oldest first. */
    calls,
    callsOf,
    sentMessages,
    /** The webhook the bot registered with setWebhook, or null. */
    get webhook() {
      return webhook;
    },
    /** How many long polls a second poller cut off (Telegram's 409 "terminated by other getUpdates request"). */
    get conflicts() {
      return conflicts;
    },
    /** Long polls waiting for updates right now. */
    get waitingPolls() {
      return pending.size;
    },
    /** Queues an update for getUpdates; returns it with its update_id. */
    pushUpdate,
    /**
     * Hands an update to the bot the way Telegram would: POSTed to the registered webhook with its
     * secret header, or queued for getUpdates when none is set. Returns the webhook's status, if any.
     */
    async deliver(update: Omit<TelegramUpdate, 'update_id'>): Promise<{ update: TelegramUpdate; status?: number }> {
      if (!webhook) return { update: pushUpdate(update) };
      const full = { ...update, update_id: nextUpdateId++ } as TelegramUpdate;
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(webhook.secret_token ? { 'x-telegram-bot-api-secret-token': webhook.secret_token } : {}),
        },
        body: JSON.stringify(full),
      });
      return { update: full, status: response.status };
    },
    /** The n-th call of `method` (0-based), once it has been made. */
    waitForCall(method: string, nth = 0, timeoutMs?: number): Promise<Record<string, unknown>> {
      return waitFor(() => callsOf(method)[nth], `call ${nth + 1} of ${method}`, timeoutMs);
    },
    /** The message to `chatId` after the first `seen` ones, once the bot has sent it. */
    waitForMessage(chatId: number | string, seen = 0, timeoutMs?: number): Promise<SentMessage> {
      return waitFor(() => sentMessages(chatId)[seen], `message ${seen + 1} to chat ${chatId}`, timeoutMs);
    },
    /** Waits until a long poll is waiting for updates (the bot is polling). */
    waitForPoll(timeoutMs?: number): Promise<true> {
      return waitFor(() => (pending.size > 0 ? true : undefined), 'waiting getUpdates', timeoutMs);
    },
    /** Makes `method` fail with Telegram's error shape until `restore` (e.g. 403 "bot was blocked by the user"). */
    fail(method: string, error_code = 500, description = 'Internal Server Error') {
      failures.set(method, { error_code, description });
    },
    restore(method?: string) {
      if (method === undefined) failures.clear();
      else failures.delete(method);
    },
    close(): Promise<void> {
      for (const poll of [...pending]) {
        settle(poll);
        ok(poll.res, []);
      }
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TelegramBotApi = Awaited<ReturnType<typeof startTelegramBotApi>>;
