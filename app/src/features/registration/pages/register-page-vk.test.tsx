import { COOKIES, endpointUrl } from '@school/contract';
import { subjects, tempUsers, tokensFor, users } from '@school/mocks';
import { createServer } from '@school/mocks/node';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { getTokens, readCookie, writeCookie } from '../../../lib/cookies';
import { clearAllCookies } from '../../../testing/cookies';
import { pageTestLifecycle } from '../../../testing/page-test';
import { renderRoutes } from '../../../testing/render-routes';
import { RegisterPage } from './register-page';

const server = createServer();
const sent: { path: string; body?: unknown }[] = [];
server.events.on('request:start', async ({ request }) => {
  sent.push({
    path: new URL(request.url).pathname,
    body: request.method === 'POST' ? await request.clone().json() : undefined,
  });
});

pageTestLifecycle(server, ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']);
beforeEach(() => {
  clearAllCookies();
  sent.length = 0;
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/* A whole wizard in one test: its clicks alone take several seconds on a busy machine. */
describe('the wizard of a person who came through VK ID (tempuserId from /get-vkapi)', { timeout: 15_000 }, () => {
  it('skips the code, sends no e-mail, prefills the names, asks no password, and signs in on "Зарегистрироваться"', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    writeCookie(COOKIES.tempuserId, tempUsers.vk._id);
    renderRoutes(
      [
        { path: '/register/:id?', element: <RegisterPage /> },
        { path: '/', element: <p>Главная страница</p> },
      ],
      '/register',
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    // Straight to the questionnaire: no code step and no pause for it.
    const next = await screen.findByRole('button', { name: 'Продолжить' });
    expect(screen.queryByRole('group', { name: 'Код подтверждения' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '10 класс' }));
    await user.click(screen.getByRole('checkbox', { name: subjects.math.name }));
    await user.click(screen.getByRole('checkbox', { name: 'Физика' }));
    await user.click(next);
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));

    expect(screen.getByRole('heading', { name: 'Завершение регистрации' })).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveValue(tempUsers.vk.firstName);
    expect(screen.getByLabelText('Фамилия')).toHaveValue(tempUsers.vk.lastName);
    expect(screen.queryByLabelText('Пароль')).toBeNull();
    expect(screen.queryByLabelText('Повторите пароль')).toBeNull();
    expect(screen.queryByLabelText('Логин')).toBeNull();
    // VK ID gave no e-mail: no empty read-only field.
    expect(screen.queryByLabelText('Почта')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Да' }));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByText(/Регистрация завершена/);
    expect(sent.map((call) => call.path)).not.toContain(endpointUrl('sendOtp'));
    expect(sent.map((call) => call.path)).not.toContain(endpointUrl('checkOtp'));
    const register = sent.find((call) => call.path === endpointUrl('register'));
    expect(register?.body).toMatchObject({
      _id: tempUsers.vk._id,
      firstName: tempUsers.vk.firstName,
      lastName: tempUsers.vk.lastName,
      VKId: tempUsers.vk.VKId,
      under14: false,
    });
    expect(register?.body).not.toHaveProperty('password');
    expect(register?.body).not.toHaveProperty('parent');
    expect(getTokens()).toEqual(tokensFor(users.student));
    expect(readCookie(COOKIES.tempuserId)).toBeUndefined();

    await advance(1200);
    expect(assign).toHaveBeenCalledWith('/');
  });
});
