import { COOKIES, endpointUrl, MESSAGES, parentConsentPendingMessage } from '@school/contract';
import {
  failing,
  MOCK_VK_STATE,
  parentConsentPending,
  tempUsers,
  tokensFor,
  users,
  vkCodeFor,
  vkTokenFor,
} from '@school/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../../lib/browser';
import { getTokens, readCookie } from '../../../../lib/cookies';
import { clearAllCookies } from '../../../../testing/cookies';
import { renderRoutes } from '../../../../testing/render-routes';
import { server } from '../../../../testing/server';
import { CONSENT_POLICY_LINK, CONSENT_TEXT } from '../../../../components/consent-checkbox';
import { VK_SIGN_IN_FAILED } from '../vk-return';
import { VkReturnPage } from './vk-return-page';

/** The calls the page made, in order, with their bodies or queries. */
const calls: { path: string; body?: unknown; query?: Record<string, string> }[] = [];
const record = async ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  calls.push({
    path: url.pathname,
    body: request.method === 'POST' ? await request.clone().json() : undefined,
    query: request.method === 'GET' ? Object.fromEntries(url.searchParams) : undefined,
  });
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', record);
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  clearAllCookies();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.events.removeListener('request:start', record);
  server.close();
});

/* Under StrictMode, as main.tsx mounts the app: the second effect must not send the single-use code again. */
function renderAt(path: string) {
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const routes = [
    { path: '/get-vkapi', element: <VkReturnPage /> },
    { path: '/', element: <p>Главная страница</p> },
    { path: '/register/:id?', element: <p>Мастер регистрации</p> },
  ];
  const { store, router } = renderRoutes(routes, path, { strictMode: true });
  return { assign, router, toasts: () => store.getState().notifications.items };
}

const returnPath = (code: string, state = MOCK_VK_STATE) =>
  `/get-vkapi?${new URLSearchParams({ code, device_id: 'device-1', state })}`;
const paths = () => calls.map((call) => call.path);

describe('/get-vkapi', () => {
  it('given a person VK ID knows / exchanges the code once, stores the platform tokens and loads / afresh', async () => {
    const vkId = users.vkStudent.VKId ?? '';
    const { assign } = renderAt(returnPath(vkCodeFor(vkId)));
    expect(screen.getByRole('status', { name: 'Входим через VK ID' })).toBeInTheDocument();

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(paths()).toEqual([endpointUrl('exchangeVkCode'), endpointUrl('getVkUser')]);
    expect(calls[0]?.body).toEqual({ code: vkCodeFor(vkId), device_id: 'device-1', state: MOCK_VK_STATE });
    expect(calls[1]?.query).toMatchObject({ access_token: vkTokenFor(vkId), user_id: vkId });
    expect(getTokens()).toEqual(tokensFor(users.vkStudent));
    // The session is marked as started through VK ID (unlinking then signs out).
    expect(readCookie(COOKIES.accessTokenVK)).toBe(vkTokenFor(vkId));
    expect(readCookie(COOKIES.refreshTokenVK)).toBeUndefined();
  });

  it('given a person VK ID vouches for but the platform does not know / asks the consent, then a pending registration and the wizard', async () => {
    const vkId = tempUsers.vk.VKId ?? '';
    const { assign, router } = renderAt(returnPath(vkCodeFor(vkId)));

    // No pending registration before the person agrees to the processing of their data.
    expect(await screen.findByRole('heading', { name: 'Регистрация через VK ID' })).toBeInTheDocument();
    expect(paths()).toEqual([endpointUrl('exchangeVkCode'), endpointUrl('getVkUser')]);
    const next = screen.getByRole('button', { name: 'Продолжить' });
    expect(next).toBeDisabled();
    const consent = screen.getByRole('checkbox', { name: `${CONSENT_TEXT} ${CONSENT_POLICY_LINK}` });
    expect(screen.getByRole('link', { name: CONSENT_POLICY_LINK })).toHaveAttribute('href', '/privacy');
    await userEvent.click(consent);
    await userEvent.click(next);

    expect(await screen.findByText('Мастер регистрации')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(paths()).toEqual([endpointUrl('exchangeVkCode'), endpointUrl('getVkUser'), endpointUrl('createVkUser')]);
    expect(calls[2]?.body).toMatchObject({ access_token: vkTokenFor(vkId), consent: true });
    expect(readCookie(COOKIES.tempuserId)).toBe(tempUsers.vk._id);
    expect(getTokens()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(assign).not.toHaveBeenCalled();
  });

  it('given a new person who cancels at the consent / nothing is created and the page goes home', async () => {
    const { router } = renderAt(returnPath(vkCodeFor(tempUsers.vk.VKId ?? '')));
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(paths()).not.toContain(endpointUrl('createVkUser'));
    expect(readCookie(COOKIES.tempuserId)).toBeUndefined();
  });

  it('given a student under 14 whose parent has not confirmed / says where the mail went and sends it again on request', async () => {
    server.use(...parentConsentPending('mama@mail.ru'));
    const vkId = users.vkStudent.VKId ?? '';
    const { assign, toasts } = renderAt(returnPath(vkCodeFor(vkId)));

    const notice = await screen.findByTestId('parent-consent-pending');
    expect(notice).toHaveTextContent(parentConsentPendingMessage('mama@mail.ru'));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо еще раз' }));
    expect(await screen.findByText(/Письмо отправлено еще раз/)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: endpointUrl('parentConsentResend'), body: { login: vkId } });
    expect(getTokens()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(assign).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it("given VK ID's own {error} / stores nothing and offers the way home", async () => {
    const { assign, router, toasts } = renderAt(returnPath('expired-code'));

    expect(await screen.findByRole('alert')).toHaveTextContent(VK_SIGN_IN_FAILED);
    expect(paths()).toEqual([endpointUrl('exchangeVkCode')]);
    expect(getTokens()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(readCookie(COOKIES.accessTokenVK)).toBeUndefined();
    expect(toasts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Вернуться на главную' }));
    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(assign).not.toHaveBeenCalled();
  });

  it('given a state the server refuses (400) / the failure with the server reason under it, nothing stored', async () => {
    renderAt(returnPath(vkCodeFor(users.vkStudent.VKId ?? ''), 'forged-state'));

    expect(await screen.findByRole('alert')).toHaveTextContent(VK_SIGN_IN_FAILED);
    expect(screen.getByText(MESSAGES.vkStateInvalid)).toBeInTheDocument();
    expect(paths()).toEqual([endpointUrl('exchangeVkCode')]);
    expect(getTokens().accessToken).toBeUndefined();
  });

  it('given a VK token the server does not accept at sign-in / the failure, no registration is started', async () => {
    server.use(failing('getVkUser', 401, MESSAGES.vkTokenInvalid));
    renderAt(returnPath(vkCodeFor(users.vkStudent.VKId ?? '')));

    expect(await screen.findByRole('alert')).toHaveTextContent(VK_SIGN_IN_FAILED);
    expect(screen.getByText(MESSAGES.vkTokenInvalid)).toBeInTheDocument();
    expect(paths()).not.toContain(endpointUrl('createVkUser'));
    expect(readCookie(COOKIES.tempuserId)).toBeUndefined();
  });

  it('given VK ID came back without a code (access refused) / the failure without calling the server', async () => {
    renderAt(`/get-vkapi?${new URLSearchParams({ error: 'access_denied', state: MOCK_VK_STATE })}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(VK_SIGN_IN_FAILED);
    expect(calls).toEqual([]);
  });

  it('given no answer of VK ID at all (a bookmark) / goes home silently', async () => {
    renderAt('/get-vkapi');
    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
