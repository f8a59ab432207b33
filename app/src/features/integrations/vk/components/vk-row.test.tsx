import { endpointUrl, type User } from '@school/contract';
import { accessTokenFor, integrationsNotConfigured, users, vkLinking } from '@school/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../../app/store';
import { browser } from '../../../../lib/browser';
import { COOKIE, readCookie, setTokens, writeCookie } from '../../../../lib/cookies';
import { clearAllCookies } from '../../../../testing/cookies';
import { server } from '../../../../testing/server';
import { sessionApi } from '../../../session';
import { VK_ROW_TEXTS, VkRow } from './vk-row';
import { AppProvider } from '../../../../app/provider';

/** The bodies the row sent, by path. */
const sent = new Map<string, unknown[]>();
const record = async ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  const body = request.method === 'POST' ? await request.clone().text() : '';
  sent.set(path, [...(sent.get(path) ?? []), body ? JSON.parse(body) : null]);
};
const bodiesOf = (name: 'vkStart' | 'unlinkVk' | 'logout') => sent.get(endpointUrl(name)) ?? [];

/* jsdom has <dialog> without its modal methods and no ResizeObserver; the ui's dialogs need no more than this. */
function polyfillDialog() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

beforeAll(() => {
  polyfillDialog();
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', record);
});
let assigned: string[];
beforeEach(() => {
  sent.clear();
  assigned = [];
  vi.spyOn(browser, 'assign').mockImplementation((url) => void assigned.push(url));
});
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  clearAllCookies();
});
afterAll(() => {
  server.events.removeListener('request:start', record);
  server.close();
});

/** The row with the signed-in user kept loaded, as the settings page has it. */
function Row() {
  const { data } = sessionApi.useGetUserQuery();
  return data ? <VkRow user={data} /> : null;
}

function renderRow(user: User, { vkSession = false, refusal }: { vkSession?: boolean; refusal?: string } = {}) {
  server.use(...vkLinking(user, { unlinkRefusal: refusal }));
  setTokens(accessTokenFor(user), `refresh-${user.username}`);
  if (vkSession) writeCookie(COOKIE.accessTokenVK, 'vk-token-555000111');
  const store = createAppStore();
  render(
    <AppProvider store={store}>
      <Row />
    </AppProvider>,
  );
  return {
    toasts: () => store.getState().notifications.items.map(({ message }) => message),
    /** GET /config and getuser have both been answered. */
    loaded: () =>
      ['serverConfig', 'getUser'].every((name) =>
        Object.values(store.getState().api.queries).some(
          (query) => query?.endpointName === name && query.status === 'fulfilled',
        ),
      ),
  };
}

const linkedStudent: User = { ...users.student, VKId: '555000111' };

async function confirmUnlink() {
  await userEvent.click(await screen.findByRole('button', { name: VK_ROW_TEXTS.unlink }));
  const dialog = await screen.findByRole('alertdialog', { name: VK_ROW_TEXTS.confirmTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: VK_ROW_TEXTS.unlink }));
}

describe('VkRow', () => {
  it('given no VK ID linked / "Привязать VK ID" asks vk-start for a link round trip and goes to VK ID in this tab', async () => {
    renderRow(users.student);
    await userEvent.click(await screen.findByRole('button', { name: VK_ROW_TEXTS.link }));
    await vi.waitFor(() => expect(assigned).toHaveLength(1));
    expect(bodiesOf('vkStart')).toEqual([{ purpose: 'link' }]);
    expect(new URL(assigned[0]!, 'http://app.test').pathname).toBe('/link-vk');
  });

  it('given a password session / unlinking keeps the session and offers linking again', async () => {
    const { toasts } = renderRow(linkedStudent);
    expect(await screen.findByText('VK ID: 555000111')).toBeInTheDocument();
    await confirmUnlink();
    expect(await screen.findByRole('button', { name: VK_ROW_TEXTS.link })).toBeInTheDocument();
    expect(bodiesOf('unlinkVk')).toEqual([{ vk_id: '555000111' }]);
    expect(toasts()).toEqual([VK_ROW_TEXTS.unlinked]);
    expect(bodiesOf('logout')).toEqual([]);
    expect(assigned).toEqual([]);
    expect(readCookie(COOKIE.accessToken)).toBe(accessTokenFor(users.student));
  });

  it('given a session started through VK ID / unlinking signs out and goes home', async () => {
    renderRow(linkedStudent, { vkSession: true });
    await confirmUnlink();
    await vi.waitFor(() => expect(assigned).toEqual(['/']), { timeout: 3000 });
    expect(bodiesOf('unlinkVk')).toEqual([{ vk_id: '555000111' }]);
    expect(bodiesOf('logout')).toHaveLength(1);
    expect(readCookie(COOKIE.accessToken)).toBeUndefined();
    expect(readCookie(COOKIE.accessTokenVK)).toBeUndefined();
  });

  it('given the server refuses (a VK-registered account without a password) / shows its message and keeps the link', async () => {
    const refusal = 'Сначала задайте пароль через восстановление доступа';
    const { toasts } = renderRow(users.vkStudent, { vkSession: true, refusal });
    await confirmUnlink();
    await vi.waitFor(() => expect(toasts()).toEqual([refusal]));
    expect(screen.getByText(`VK ID: ${users.vkStudent.VKId}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VK_ROW_TEXTS.unlink })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: VK_ROW_TEXTS.unlinking })).toBeNull();
    expect(bodiesOf('logout')).toEqual([]);
    expect(assigned).toEqual([]);
  });

  it('given "Отмена" in the confirm dialog / nothing is sent and the link stays', async () => {
    renderRow(linkedStudent);
    await userEvent.click(await screen.findByRole('button', { name: VK_ROW_TEXTS.unlink }));
    const dialog = await screen.findByRole('alertdialog', { name: VK_ROW_TEXTS.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('VK ID: 555000111')).toBeInTheDocument();
    expect(bodiesOf('unlinkVk')).toEqual([]);
  });

  it('given VK ID is not configured / shows nothing', async () => {
    server.use(...integrationsNotConfigured());
    const { loaded } = renderRow(linkedStudent);
    await vi.waitFor(() => expect(loaded()).toBe(true));
    expect(screen.queryByText(VK_ROW_TEXTS.title)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
