/**
 * A local stand-in for VK ID (id.vk.ru), for Node tests (server tests, end-to-end journeys): the
 * server under test points VKID_API_URL at `url`. It plays both of VK ID's sides:
 * - the browser's: `GET /authorize` (the URL vk-start builds) signs in `user` at once and redirects
 *   to `redirect_uri` with `code`, `state` and `device_id`, as VK ID does after its own pages;
 * - the server's: `POST /oauth2/auth` (authorization_code with the PKCE verifier checked against
 *   the challenge, and refresh_token, which rotates the refresh token), `/oauth2/user_info` and
 *   `/oauth2/logout`, form-encoded, JSON answers, failures as `{error, error_description}`.
 * Every call is recorded; `fail` makes a path answer an error, time out, drop the connection or
 * answer something other than JSON. `POST /_stand-in/user` (JSON) sets the next user from another
 * process. Dependency-free: node:http only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './stand-in-http.ts';

/** A VK ID user as user_info returns it. */
export interface VkIdUser {
  user_id: string;
  first_name: string;
  last_name: string;
  avatar?: string;
  email?: string;
  phone?: string;
}

/** One call to the stand-in: the path and its parameters (query and form alike). */
export interface VkIdCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

/**
 * How a path fails until `restore`: VK ID's own error answer (`{error, error_description}` with
 * `status`), a `timeout` (no answer at all), a `drop` (the connection closes), or `malformed`
 * (200 with a body that is not JSON).
 */
export type VkIdFailure = { error: string; description?: string; status?: number } | 'timeout' | 'drop' | 'malformed';

export interface VkIdApiOptions {
  /** When set, calls with another client_id are refused (`invalid_client`). */
  clientId?: string;
  /** Who `/authorize` signs in until `setUser`. */
  user?: VkIdUser;
}

interface IssuedCode {
  user: VkIdUser;
  clientId: string;
  redirectUri: string;
  challenge: string;
  deviceId: string;
  expiresAt: number;
}

interface Grant {
  user: VkIdUser;
  clientId: string;
  deviceId: string;
  accessToken: string;
  refreshToken: string;
  /** Expired (`expire`): user_info answers invalid_token, a refresh still works. */
  expired: boolean;
}

export const DEFAULT_VK_USER: VkIdUser = {
  user_id: '100200300',
  first_name: 'Дарья',
  last_name: 'Смирнова',
  avatar: 'https://sun9-1.userapi.com/impg/stand-in-avatar.jpg?size=200x200',
  email: 'darya.smirnova@vk.test',
  phone: '79161234567',
};

const CODE_TTL_MS = 10 * 60 * 1000;

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const random = (prefix: string) => `${prefix}.${randomBytes(24).toString('base64url')}`;

export async function startVkIdApi(options: VkIdApiOptions = {}) {
  let user: VkIdUser = options.user ?? DEFAULT_VK_USER;
  const calls: VkIdCall[] = [];
  const codes = new Map<string, IssuedCode>();
  const grants: Grant[] = [];
  const failures = new Map<string, VkIdFailure>();
  /** Requests left hanging by a `timeout` failure, answered (dropped) at close. */
  const hanging = new Set<ServerResponse>();

  const json = (res: ServerResponse, status: number, payload: unknown) => {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  };
  const refuse = (res: ServerResponse, error: string, description: string, status = 400) =>
    json(res, status, { error, error_description: description });

  const clientOk = (params: Record<string, string>, res: ServerResponse): boolean => {
    if (!params.client_id || (options.clientId !== undefined && params.client_id !== options.clientId)) {
      refuse(res, 'invalid_client', 'Client is unknown', 401);
      return false;
    }
    return true;
  };

  const tokensOf = (grant: Grant, state: string | undefined) => ({
    access_token: grant.accessToken,
    refresh_token: grant.refreshToken,
    id_token: random('id'),
    token_type: 'Bearer',
    expires_in: 3600,
    /* VK ID sends a number here (a string from user_info). */
    user_id: Number(grant.user.user_id),
    ...(state !== undefined ? { state } : {}),
    scope: 'vkid.personal_info email phone',
  });

  function authorize(params: Record<string, string>, res: ServerResponse) {
    const { response_type, client_id, redirect_uri, state, code_challenge, code_challenge_method } = params;
    if (options.clientId !== undefined && client_id !== options.clientId) {
      refuse(res, 'invalid_client', 'Client is unknown', 401);
      return;
    }
    if (response_type !== 'code' || !client_id || !redirect_uri || !state || !code_challenge) {
      refuse(res, 'invalid_request', 'response_type, client_id, redirect_uri, state and code_challenge are required');
      return;
    }
    if (code_challenge_method !== 'S256') {
      refuse(res, 'invalid_request', 'code_challenge_method must be S256');
      return;
    }
    let back: URL;
    try {
      back = new URL(redirect_uri);
    } catch {
      refuse(res, 'invalid_request', 'redirect_uri is not a URL');
      return;
    }
    const code = random('code');
    const deviceId = random('device');
    codes.set(code, {
      user,
      clientId: client_id,
      redirectUri: redirect_uri,
      challenge: code_challenge,
      deviceId,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    back.searchParams.set('device_id', deviceId);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  function token(params: Record<string, string>, res: ServerResponse) {
    if (!clientOk(params, res)) return;
    if (params.grant_type === 'authorization_code') {
      const issued = codes.get(params.code ?? '');
      /* A code works once, whatever the outcome. */
      codes.delete(params.code ?? '');
      if (!issued || issued.expiresAt < Date.now() || issued.clientId !== params.client_id) {
        refuse(res, 'invalid_grant', 'Code is invalid or expired');
        return;
      }
      if (params.redirect_uri !== issued.redirectUri) {
        refuse(res, 'invalid_grant', 'redirect_uri does not match');
        return;
      }
      if (params.device_id !== issued.deviceId) {
        refuse(res, 'invalid_grant', 'device_id does not match');
        return;
      }
      if (!params.code_verifier || s256(params.code_verifier) !== issued.challenge) {
        refuse(res, 'invalid_grant', 'code_verifier does not match code_challenge');
        return;
      }
      const grant: Grant = {
        user: issued.user,
        clientId: issued.clientId,
        deviceId: issued.deviceId,
        accessToken: random('access'),
        refreshToken: random('refresh'),
        expired: false,
      };
      grants.push(grant);
      json(res, 200, tokensOf(grant, params.state));
      return;
    }
    if (params.grant_type === 'refresh_token') {
      const grant = grants.find((candidate) => candidate.refreshToken === params.refresh_token);
      if (!grant || grant.clientId !== params.client_id || grant.deviceId !== params.device_id) {
        refuse(res, 'invalid_grant', 'Refresh token is invalid or expired');
        return;
      }
      /* Rotation: the old refresh and access tokens stop working. */
      grant.accessToken = random('access');
      grant.refreshToken = random('refresh');
      grant.expired = false;
      json(res, 200, tokensOf(grant, params.state));
      return;
    }
    refuse(res, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  const grantOf = (params: Record<string, string>) =>
    grants.find(
      (candidate) => candidate.accessToken === params.access_token && candidate.clientId === params.client_id,
    );

  function userInfo(params: Record<string, string>, res: ServerResponse) {
    if (!clientOk(params, res)) return;
    const grant = grantOf(params);
    if (!grant || grant.expired) {
      refuse(res, 'invalid_token', 'Access token is invalid or expired', 401);
      return;
    }
    json(res, 200, { user: { ...grant.user } });
  }

  function logout(params: Record<string, string>, res: ServerResponse) {
    if (!clientOk(params, res)) return;
    const grant = grantOf(params);
    if (!grant) {
      refuse(res, 'invalid_token', 'Access token is invalid or expired', 401);
      return;
    }
    grants.splice(grants.indexOf(grant), 1);
    json(res, 200, { response: 1 });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    readBody(req).then(
      (body) => {
        const isJson = (req.headers['content-type'] ?? '').includes('json');
        if (req.method === 'POST' && url.pathname === '/_stand-in/user') {
          try {
            user = JSON.parse(body) as VkIdUser;
            json(res, 200, { ok: true });
          } catch {
            refuse(res, 'invalid_request', 'the body must be a JSON user');
          }
          return;
        }
        const params: Record<string, string> = {
          ...Object.fromEntries(url.searchParams),
          ...(isJson ? {} : Object.fromEntries(new URLSearchParams(body))),
        };
        const route = `${req.method} ${url.pathname}`;
        calls.push({ method: req.method ?? 'GET', path: url.pathname, params });
        const failure = failures.get(url.pathname);
        if (failure === 'timeout') {
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
        }
        if (failure === 'drop') {
          req.socket.destroy();
          return;
        }
        if (failure === 'malformed') {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<html><body>502 Bad Gateway</body></html>');
          return;
        }
        if (failure) {
          refuse(res, failure.error, failure.description ?? failure.error, failure.status ?? 400);
          return;
        }
        switch (route) {
          case 'GET /authorize':
            authorize(params, res);
            return;
          case 'POST /oauth2/auth':
            token(params, res);
            return;
          case 'POST /oauth2/user_info':
            userInfo(params, res);
            return;
          case 'POST /oauth2/logout':
            logout(params, res);
            return;
          default:
            refuse(res, 'not_found', `${route} is not a VK ID endpoint of the stand-in`, 404);
        }
      },
      () => refuse(res, 'invalid_request', 'the request could not be read'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const callsTo = (path: string) => calls.filter((entry) => entry.path === path).map((entry) => entry.params);
  const grantWith = (accessToken: string) =>
    grants.find((candidate) => candidate.accessToken === accessToken) ??
    (() => {
      throw new Error(`VK ID stand-in: no session with that access token`);
    })();

  return {
    /** VK ID's base URL for the server (VKID_API_URL): no trailing slash. */
    url,
    /** Every call so far, oldest first (the `/_stand-in` controls excepted). */
    calls,
    /** Parameters of the calls to `path` ('/oauth2/auth', '/oauth2/user_info', ...), oldest first. */
    callsTo,
    /** The user `/authorize` signs in from now on. */
    setUser(next: VkIdUser) {
      user = next;
    },
    get user(): VkIdUser {
      return user;
    },
    /**
     * Follows an authorize URL as the browser would and returns where VK ID sends it back: the
     * redirect's URL with `code`, `state` and `device_id` (throws when VK ID refuses instead).
     */
    async authorize(authorizeUrl: string, as?: VkIdUser): Promise<URL> {
      const previous = user;
      if (as) user = as;
      try {
        const response = await fetch(authorizeUrl, { redirect: 'manual' });
        const location = response.headers.get('location');
        if (response.status !== 302 || !location) {
          throw new Error(`VK ID stand-in refused to authorize: ${response.status} ${await response.text()}`);
        }
        return new URL(location);
      } finally {
        if (as) user = previous;
      }
    },
    /** Makes the access token read as expired (user_info: invalid_token); its refresh token still works. */
    expire(accessToken: string) {
      grantWith(accessToken).expired = true;
    },
    /** Ends the session of the access token at VK ID: user_info and refresh both refuse it from now on. */
    revoke(accessToken: string) {
      grants.splice(grants.indexOf(grantWith(accessToken)), 1);
    },
    /** Sessions VK ID holds now (not logged out or revoked). */
    get sessions(): number {
      return grants.length;
    },
    /** Makes calls to `path` fail as `failure` says until `restore`. */
    fail(path: string, failure: VkIdFailure) {
      failures.set(path, failure);
    },
    restore(path?: string) {
      if (path === undefined) failures.clear();
      else failures.delete(path);
    },
    close(): Promise<void> {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type VkIdApi = Awaited<ReturnType<typeof startVkIdApi>>;
