import { MESSAGES, REDIRECT_AFTER_RESET_MS } from '@school/contract';
import { FIXTURE_NOW, ticketExpired, ticketIssued } from '@school/mocks';
import { createServer } from '@school/mocks/node';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { takeNextLoadNotice } from '../../../lib/next-load-notice';
import { browser } from '../../../lib/browser';
import { pageTestLifecycle } from '../../../testing/page-test';
import { renderRoutes } from '../../../testing/render-routes';
import { ResetPage } from './reset-page';

const server = createServer();
const resetBodies: unknown[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.url.includes('/auth/reset-password')) resetBodies.push(await request.clone().json());
});

pageTestLifecycle(server, ['setTimeout', 'clearTimeout', 'Date']);
beforeEach(() => {
  resetBodies.length = 0;
});

function renderReset(ticket: string, email = 'student@example.ru') {
  const { store } = renderRoutes([{ path: '/reset', element: <ResetPage /> }], paths.reset.getHref(ticket, email));
  return { store, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

describe('/reset', () => {
  it('given a ticket older than 3600 s / shows the expiry message without asking the server', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderReset(ticketIssued(3601, FIXTURE_NOW));
    expect(screen.getByRole('heading', { name: 'Восстановление учетной записи' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.ticketExpired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вернуться на главную' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('given a fresh ticket the server does not know / shows the expiry message', async () => {
    server.use(...ticketExpired());
    renderReset(ticketIssued(10, FIXTURE_NOW));
    expect(await screen.findByText(MESSAGES.ticketExpired)).toBeInTheDocument();
  });

  it('given a valid ticket / checks the rules, changes the password and goes home after 1000 ms', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const ticket = ticketIssued(10, FIXTURE_NOW);
    const { user } = renderReset(ticket);
    const submit = await screen.findByRole('button', { name: 'Сменить пароль' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Новый пароль'), 'short');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Новый пароль'), '-but-long-now');
    await user.type(screen.getByLabelText('Повторите пароль'), 'short-but-long');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(MESSAGES.passwordsMismatch)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Повторите пароль'), '-now');
    expect(submit).toBeEnabled();

    await user.click(screen.getAllByRole('button', { name: 'Показать пароль' })[0]!);
    expect(screen.getByLabelText('Новый пароль')).toHaveAttribute('type', 'text');

    await user.click(submit);
    await screen.findByText(/Пароль изменен/);
    expect(resetBodies).toEqual([{ email: 'student@example.ru', password: 'short-but-long-now', ticket }]);
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_RESET_MS - 100));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(assign).toHaveBeenCalledWith('/');
    // The home page the reload shows opens the sign-in dialog with 'Пароль изменен. Войдите с новым паролем.'
    expect(takeNextLoadNotice()).toBe('password-changed');
  });
});
