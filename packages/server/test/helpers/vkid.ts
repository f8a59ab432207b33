import { DEFAULT_VK_USER, startVkIdApi, type VkIdApi, type VkIdUser } from '@school/mocks/vkid-api';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { call, PUBLIC_URL, type TestApp } from './test-app.ts';

export { DEFAULT_VK_USER, startVkIdApi, type VkIdApi, type VkIdUser };

export const VK_APP_ID = '51234567';

/** The test app's configuration of VK ID on the stand-in; calls give up after `timeoutMs`. */
export const vkConfig = (api: Pick<VkIdApi, 'url'>, timeoutMs = 1_500): Partial<Config> => ({
  vkid: {
    appId: VK_APP_ID,
    redirectUrl: `${PUBLIC_URL}/get-vkapi`,
    linkRedirectUrl: `${PUBLIC_URL}/link-vk`,
    apiUrl: api.url,
    timeoutMs,
  },
});

let nextVkId = 700_000_001;
/** A VK ID user no other test uses. */
export const vkUser = (overrides: Partial<VkIdUser> = {}): VkIdUser => {
  const id = String(nextVkId++);
  return {
    user_id: id,
    first_name: 'Дарья',
    last_name: 'Смирнова',
    avatar: `https://sun9-1.userapi.com/impg/${id}.jpg?size=200x200`,
    email: `vk${id}@vk.test`,
    phone: `7916${id.slice(-7)}`,
    ...overrides,
  };
};

export interface Callback {
  /** Where VK ID sent the browser back (/get-vkapi or /link-vk of PUBLIC_URL). */
  url: URL;
  code: string;
  state: string;
  device_id: string;
}

/** vk-start, then VK ID's authorize page signing in `as`: the callback the browser lands on. */
export async function vkCallback(
  t: TestApp,
  api: VkIdApi,
  as: VkIdUser,
  purpose: 'login' | 'link' = 'login',
): Promise<Callback> {
  const start = await call(t.app, 'POST', '/auth/vk-start', { body: { purpose } });
  expect(start.status).toBe(200);
  const url = await api.authorize(start.body.authorizeUrl, as);
  return {
    url,
    code: url.searchParams.get('code') ?? '',
    state: url.searchParams.get('state') ?? '',
    device_id: url.searchParams.get('device_id') ?? '',
  };
}

/** The callback page's exchange-vk-code. */
export const exchange = (t: TestApp, back: Pick<Callback, 'code' | 'state' | 'device_id'>) =>
  call(t.app, 'POST', '/auth/exchange-vk-code', {
    body: { code: back.code, state: back.state, device_id: back.device_id },
  });

/** A whole round trip: VK ID's access token for `as`, obtained by our server. */
export async function vkAccessToken(
  t: TestApp,
  api: VkIdApi,
  as: VkIdUser,
  purpose: 'login' | 'link' = 'login',
): Promise<string> {
  const res = await exchange(t, await vkCallback(t, api, as, purpose));
  expect(res.status).toBe(200);
  expect(res.body.access_token).toBeTruthy();
  return res.body.access_token as string;
}
