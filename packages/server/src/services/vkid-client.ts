import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, URL_MAX_LENGTH } from '@school/contract';
import type { FastifyBaseLogger } from 'fastify';

/** VK ID's tokens after a code exchange or a renewal. */
export interface VkIdTokens {
  accessToken: string;
  refreshToken: string;
  /** VK's user id, as a string (VK ID sends a number from /oauth2/auth, a string from user_info). */
  userId: string;
}

/** Who VK ID says an access token belongs to, with the profile it shares (scope permitting). */
export interface VkIdUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  avatar: string | null;
}

/** VK ID's answer: the value, or its own failure (`invalid_grant`, `invalid_token`, ...). */
export type VkIdAnswer<T> = { ok: true; value: T } | { ok: false; error: string; description?: string };

/** VK ID did not answer usably: unreachable, slower than the time limit, or not the JSON it documents. */
export class VkIdUnavailable extends Error {
  override name = 'VkIdUnavailable';
  constructor(readonly reason: 'unreachable' | 'timeout' | 'malformed') {
    super(`VK ID ${reason}`);
  }
}

export interface VkIdClientOptions {
  appId: string;
  /** VK ID's base URL without a trailing slash. */
  apiUrl: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export interface VkIdClient {
  /** `grant_type=authorization_code` with the PKCE verifier the server kept. */
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    deviceId: string;
    redirectUri: string;
    state: string;
  }): Promise<VkIdAnswer<VkIdTokens>>;
  /** `grant_type=refresh_token`: VK ID rotates the refresh token too. */
  refresh(input: { refreshToken: string; deviceId: string; state: string }): Promise<VkIdAnswer<VkIdTokens>>;
  userInfo(accessToken: string): Promise<VkIdAnswer<VkIdUser>>;
  logout(accessToken: string): Promise<VkIdAnswer<true>>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A VK id: VK ID sends it as a number or a string; anything else is not an id. */
const idOf = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^\d{1,20}$/.test(value)) return value;
  return null;
};

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

const emailOf = (value: unknown): string | null => {
  const email = text(value, EMAIL_MAX_LENGTH)?.toLowerCase();
  return email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
};

/**
 * VK ID's token endpoints (integrations.md "VK ID"): POST, form-encoded, JSON answers, any JSON
 * with an `error` field a failure. Every call is bounded by `timeoutMs` (connection and body alike)
 * and logged by path, status, time and VK's error code: never a token, a code or a verifier.
 */
export function createVkIdClient({ appId, apiUrl, timeoutMs, log }: VkIdClientOptions): VkIdClient {
  async function post(path: string, params: Record<string, string>): Promise<VkIdAnswer<Json>> {
    const started = Date.now();
    const ms = () => Date.now() - started;
    let status: number;
    let body: string;
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ ...params, client_id: appId }),
        /* The body too: a VK ID that sends headers and then stalls is as slow as one that never answers. */
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      log.warn(
        { vkid: path, ms: ms(), reason: timedOut ? 'timeout' : (error as Error).message },
        'vk id did not answer',
      );
      throw new VkIdUnavailable(timedOut ? 'timeout' : 'unreachable');
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    if (!isObject(json)) {
      log.warn({ vkid: path, status, ms: ms(), bytes: body.length }, 'vk id answered something other than JSON');
      throw new VkIdUnavailable('malformed');
    }
    if (typeof json.error === 'string') {
      const description = typeof json.error_description === 'string' ? json.error_description : undefined;
      log.info({ vkid: path, status, ms: ms(), error: json.error, description }, 'vk id refused');
      return { ok: false, error: json.error, ...(description ? { description } : {}) };
    }
    if (status < 200 || status >= 300) {
      log.warn({ vkid: path, status, ms: ms() }, 'vk id failed without an error code');
      throw new VkIdUnavailable('malformed');
    }
    log.info({ vkid: path, status, ms: ms() }, 'vk id answered');
    return { ok: true, value: json };
  }

  /** The tokens of /oauth2/auth; a missing field or another `state` than ours means the answer is not VK ID's. */
  function tokensOf(answer: VkIdAnswer<Json>, state: string): VkIdAnswer<VkIdTokens> {
    if (!answer.ok) return answer;
    const { access_token, refresh_token, user_id } = answer.value;
    const userId = idOf(user_id);
    const stateBack = answer.value.state;
    if (
      typeof access_token !== 'string' ||
      !access_token ||
      typeof refresh_token !== 'string' ||
      !refresh_token ||
      !userId ||
      (stateBack !== undefined && stateBack !== state)
    ) {
      log.warn({ vkid: '/oauth2/auth', fields: Object.keys(answer.value) }, 'vk id tokens answer is incomplete');
      throw new VkIdUnavailable('malformed');
    }
    return { ok: true, value: { accessToken: access_token, refreshToken: refresh_token, userId } };
  }

  return {
    async exchangeCode({ code, codeVerifier, deviceId, redirectUri, state }) {
      const answer = await post('/oauth2/auth', {
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        device_id: deviceId,
        redirect_uri: redirectUri,
        state,
      });
      return tokensOf(answer, state);
    },

    async refresh({ refreshToken, deviceId, state }) {
      const answer = await post('/oauth2/auth', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        device_id: deviceId,
        state,
      });
      return tokensOf(answer, state);
    },

    async userInfo(accessToken) {
      const answer = await post('/oauth2/user_info', { access_token: accessToken });
      if (!answer.ok) return answer;
      const user = answer.value.user;
      const userId = isObject(user) ? idOf(user.user_id) : null;
      if (!isObject(user) || !userId) {
        log.warn({ vkid: '/oauth2/user_info' }, 'vk id user_info has no user id');
        throw new VkIdUnavailable('malformed');
      }
      return {
        ok: true,
        value: {
          userId,
          firstName: text(user.first_name, NAME_MAX_LENGTH) ?? '',
          lastName: text(user.last_name, NAME_MAX_LENGTH) ?? '',
          email: emailOf(user.email),
          phone: text(user.phone, PHONE_MAX_LENGTH),
          /* Shown as an <img> source: only a web address, never another scheme. */
          avatar: /^https?:\/\//i.test(String(user.avatar)) ? text(user.avatar, URL_MAX_LENGTH) : null,
        },
      };
    },

    async logout(accessToken) {
      const answer = await post('/oauth2/logout', { access_token: accessToken });
      return answer.ok ? { ok: true, value: true } : answer;
    },
  };
}
