import { COOKIES, MESSAGES } from '@school/contract';
import { createHandlers, failing, MOCK_OTP_CODE, respond, subjects, tempUsers } from '@school/mocks';
import { createServer } from '@school/mocks/node';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { getTokens, readCookie, writeCookie } from '../../../lib/cookies';
import { clearAllCookies } from '../../../testing/cookies';
import { pageTestLifecycle } from '../../../testing/page-test';
import { renderRoutes } from '../../../testing/render-routes';
import { RegisterPage } from './register-page';

const server = createServer();
const sentPaths: string[] = [];
const answeredPaths: string[] = [];
server.events.on('request:start', ({ request }) => {
  sentPaths.push(new URL(request.url).pathname);
});
server.events.on('response:mocked', ({ request }) => {
  answeredPaths.push(new URL(request.url).pathname);
});

// Real time keeps flowing for the network; the wizard's pauses and the countdown move only when told.
pageTestLifecycle(server, ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']);
beforeEach(() => {
  clearAllCookies();
  sentPaths.length = 0;
  answeredPaths.length = 0;
});

function renderWizard(path: string) {
  const { store, router } = renderRoutes(
    [
      { path: '/register/:id?', element: <RegisterPage /> },
      { path: '/', element: <p>Главная страница</p> },
    ],
    path,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { store, router, user };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Waits (in real time) until the mock server has answered `path`, then lets the page take the answer. */
async function answered(path: string) {
  await vi.waitFor(() => expect(answeredPaths).toContain(`/server${path}`));
  await advance(0);
}

/** Loads the wizard up to the code step: the registration is fetched, then the 0.6 s pause. */
async function openCodeStep() {
  await answered('/auth/get-tempuser');
  await advance(600);
  return screen.findByRole('textbox', { name: 'Цифра 1 из 6' });
}
/** The six cells of the code, as a group; its data-status is neutral, error or success. */
const codeInput = () => screen.getByRole('group', { name: 'Код подтверждения' });
const codeValue = () =>
  within(codeInput())
    .getAllByRole('textbox')
    .map((cell) => (cell as HTMLInputElement).value)
    .join('');

describe('loading the pending registration', () => {
  it('given a tempuserId cookie of a registration that is gone / goes home, forgets the cookie, no prompt', async () => {
    writeCookie(COOKIES.tempuserId, 'gone');
    const { router, store } = renderWizard('/register');

    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(readCookie(COOKIES.tempuserId)).toBeUndefined();
    expect(store.getState().registration.unfinished).toBe(false);
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('given a route id nobody knows / goes home and leaves the self-registration cookie alone', async () => {
    writeCookie(COOKIES.tempuserId, tempUsers.codeSent._id);
    renderWizard('/register/unknown-invitation');
    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
    expect(readCookie(COOKIES.tempuserId)).toBe(tempUsers.codeSent._id);
  });

  it('given the server cannot load the registration / says so with the toast and offers the way home', async () => {
    server.use(failing('getTempUser', 500, MESSAGES.serverError));
    writeCookie(COOKIES.tempuserId, tempUsers.codeSent._id);
    const { store, user } = renderWizard('/register');
    expect(await screen.findByRole('heading', { name: 'Не удалось загрузить регистрацию' })).toBeInTheDocument();
    expect(store.getState().notifications.items.map((item) => item.message)).toEqual([MESSAGES.serverError]);
    expect(readCookie(COOKIES.tempuserId)).toBe(tempUsers.codeSent._id);
    await user.click(screen.getByRole('button', { name: 'Вернуться на главную' }));
    expect(await screen.findByText('Главная страница')).toBeInTheDocument();
  });

  it('given a registration without a code / sends one, then shows the code step after about 0.6 s', async () => {
    writeCookie(COOKIES.tempuserId, tempUsers.fresh._id);
    renderWizard('/register');

    await answered('/api/sendotp');
    await advance(500);
    expect(screen.queryByRole('group', { name: 'Код подтверждения' })).not.toBeInTheDocument();
    await advance(100);

    expect(await screen.findByText(tempUsers.fresh.email!)).toBeInTheDocument();
    expect(screen.getByTestId('countdown')).toHaveTextContent('1:00');
    expect(screen.queryByRole('button', { name: 'Отправить код повторно' })).not.toBeInTheDocument();
  });

  it('given a code already sent / asks for none and counts down to 0:00, then offers the resend', async () => {
    writeCookie(COOKIES.tempuserId, tempUsers.codeSent._id);
    const { user } = renderWizard('/register');
    await openCodeStep();
    const countdown = screen.getByTestId('countdown');
    expect(sentPaths).not.toContain('/server/api/sendotp');
    expect(countdown).toHaveTextContent('1:00');

    await advance(1000);
    expect(screen.getByTestId('countdown')).toHaveTextContent('0:59');
    await advance(58_000);
    expect(screen.getByTestId('countdown')).toHaveTextContent('0:01');
    expect(screen.queryByRole('button', { name: 'Отправить код повторно' })).not.toBeInTheDocument();
    await advance(1000);
    // At 0:00 the button takes the sentence's place: nothing says 'повторно 0:00'.
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
    expect(screen.queryByText(/0:00/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    await vi.waitFor(() => expect(screen.getByTestId('countdown')).toHaveTextContent('1:00'));
    expect(sentPaths).toContain('/server/api/sendotp');
  });
});

describe('the code step', () => {
  it('given a wrong code / turns red and clears after about 0.6 s', async () => {
    writeCookie(COOKIES.tempuserId, tempUsers.codeSent._id);
    const { user } = renderWizard('/register');
    await user.type(await openCodeStep(), '000000');

    await answered('/auth/check-otp');
    expect(codeInput()).toHaveAttribute('data-status', 'neutral');
    expect(codeValue()).toBe('000000');
    await advance(600);

    await vi.waitFor(() => expect(codeInput()).toHaveAttribute('data-status', 'error'));
    expect(codeValue()).toBe('');
  });

  it('given wrong codes / says how many tries are left, then that the code is locked, and takes a new code', async () => {
    // Fresh handlers: the tries this test counts are not those other tests spent.
    server.use(...createHandlers());
    writeCookie(COOKIES.tempuserId, tempUsers.codeSent._id);
    const { user } = renderWizard('/register');
    await openCodeStep();
    const cells = () => within(codeInput()).getAllByRole('textbox');
    const checks = () => answeredPaths.filter((path) => path === '/server/auth/check-otp').length;
    const tryCode = async (code: string) => {
      const before = checks();
      await user.click(cells()[0]!);
      await user.keyboard(code);
      await vi.waitFor(() => expect(checks()).toBe(before + 1));
      await advance(600);
    };
    for (const left of [4, 3, 2, 1]) {
      await tryCode('000000');
      expect(await screen.findByText(`Неверный код. Попробуйте еще раз. Осталось попыток: ${left}.`)).toBeVisible();
    }
    await tryCode('000000');
    expect(await screen.findByText(MESSAGES.otpTooManyAttempts)).toBeVisible();
    // Locked: no digit can be typed and the message stays while the countdown runs.
    expect(cells().every((cell) => (cell as HTMLInputElement).disabled)).toBe(true);
    await advance(10_000);
    expect(screen.getByText(MESSAGES.otpTooManyAttempts)).toBeVisible();
    expect(screen.getByText(/Отправить новый код можно через/)).toBeVisible();

    await advance(60_000);
    await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    await vi.waitFor(() => expect(cells()[0]).toBeEnabled());
    expect(screen.queryByText(MESSAGES.otpTooManyAttempts)).not.toBeInTheDocument();
    await tryCode(MOCK_OTP_CODE);
    await vi.waitFor(() => expect(codeInput()).toHaveAttribute('data-status', 'success'));
  });

  it('given the right code / turns green, then after about 0.3 s more opens the questionnaire', async () => {
    writeCookie(COOKIES.tempuserId, tempUsers.codeSent._id);
    const { user } = renderWizard('/register');
    await user.type(await openCodeStep(), MOCK_OTP_CODE);
    await answered('/auth/check-otp');
    expect(codeInput()).toHaveAttribute('data-status', 'neutral');
    await advance(600);

    await vi.waitFor(() => expect(codeInput()).toHaveAttribute('data-status', 'success'));
    expect(screen.queryByText(MESSAGES.subjectsCount)).not.toBeInTheDocument();
    await advance(300);
    expect(await screen.findByText(MESSAGES.subjectsCount)).toBeInTheDocument();
  });
});

/* A whole wizard in one test: its clicks alone take several seconds on a busy machine. */
describe('self-registration', { timeout: 15_000 }, () => {
  it('questionnaire -> scores -> review -> registered: tokens kept, cookie gone, home after 1.2 s', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    writeCookie(COOKIES.tempuserId, tempUsers.emailChecked._id);
    const { user, store } = renderWizard('/register');

    const next = await screen.findByRole('button', { name: 'Продолжить' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '9 класс' }));
    await user.click(screen.getByRole('checkbox', { name: subjects.math.name }));
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Физика' }));
    expect(next).toBeEnabled();
    await user.click(next);

    expect(screen.getByRole('slider', { name: `Желаемый результат: ${subjects.math.name}` })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await user.click(screen.getByRole('radio', { name: '11 класс' }));
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    const physics = screen.getByRole('group', { name: 'Физика' });
    expect(screen.getByRole('slider', { name: 'Желаемый результат: Физика' })).toHaveValue(String(subjects.phys.min));
    await user.click(within(physics).getByRole('checkbox', { name: 'Хочу подготовиться к олимпиаде' }));
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ПредметЖелаемый результатОлимпиада',
      `${subjects.math.name}${subjects.math.min}Нет`,
      `Физика${subjects.phys.min}Да`,
    ]);
    expect(screen.getByLabelText('Почта')).toHaveAttribute('readonly');
    // 'Вам уже исполнилось 14 лет?' must be answered first.
    const register = screen.getByRole('button', { name: 'Зарегистрироваться' });
    expect(register).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Да' }));
    expect(screen.queryByLabelText('Почта родителя')).toBeNull();
    await user.click(register);

    await screen.findByText(/Регистрация завершена/);
    expect(getTokens().accessToken).toBeTruthy();
    expect(readCookie(COOKIES.tempuserId)).toBeUndefined();
    expect(store.getState().session.loginDialog).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    await advance(1200);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('given a student under 14 / asks for a parent and says where the mail went instead of signing in', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const sent: unknown[] = [];
    const record = async ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/auth/register')) sent.push(await request.clone().json());
    };
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    writeCookie(COOKIES.tempuserId, tempUsers.emailChecked._id);
    const { user, store } = renderWizard('/register');
    await user.click(await screen.findByRole('radio', { name: '7 класс' }));
    await user.click(screen.getByRole('checkbox', { name: subjects.math.name }));
    await user.click(screen.getByRole('checkbox', { name: 'Физика' }));
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));

    const question = screen.getByRole('group', { name: 'Вам уже исполнилось 14 лет?' });
    await user.click(within(question).getByRole('radio', { name: 'Нет' }));
    const register = screen.getByRole('button', { name: 'Зарегистрироваться' });
    const fill = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await fill('Имя и фамилия родителя', 'Ольга Волкова');
    // The student's own address is refused: a child cannot confirm for the parent.
    await fill('Почта родителя', tempUsers.emailChecked.email!);
    await advance(1300);
    expect(await screen.findByText(MESSAGES.parentEmailOwn)).toBeInTheDocument();
    expect(register).toBeDisabled();
    await fill('Почта родителя', 'olga@mail.ru');
    await advance(1300);
    await vi.waitFor(() => expect(register).toBeEnabled());
    await user.click(register);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Мы отправили письмо со ссылкой для подтверждения на адрес olga@mail.ru.');
    expect(sent).toEqual([
      expect.objectContaining({ under14: true, parent: { name: 'Ольга Волкова', email: 'olga@mail.ru' } }),
    ]);
    expect(getTokens().accessToken).toBeUndefined();
    expect(readCookie(COOKIES.tempuserId)).toBeUndefined();
    expect(store.getState().session.loginDialog).toBe(false);
    await advance(1200);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Вернуться на главную' })).toBeInTheDocument();
  });
});

describe('a staff invitation (/register/:id)', () => {
  async function reachReview() {
    const view = renderWizard(`/register/${tempUsers.invited._id}`);
    await view.user.type(await openCodeStep(), MOCK_OTP_CODE);
    await answered('/auth/check-otp');
    await advance(600);
    await advance(300);
    await screen.findByRole('heading', { name: 'Завершение регистрации' });
    return view;
  }

  async function fillCredentials(user: ReturnType<typeof userEvent.setup>, login: string) {
    await user.type(screen.getByLabelText('Логин'), login);
    await user.type(screen.getByLabelText('Пароль'), 'secret-password');
    await user.type(screen.getByLabelText('Повторите пароль'), 'secret-password');
    await advance(1000);
  }

  it('greets by first name and skips the questionnaire', async () => {
    await reachReview();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Добро пожаловать, Григорий!');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeDisabled();
  });

  it('given a taken login / shows the server message and keeps the button disabled', async () => {
    const { user } = await reachReview();
    await fillCredentials(user, 'teacher');
    expect(await screen.findByText(MESSAGES.loginTaken)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeDisabled();
  });

  it('given a free login and matching passwords / registers; a failure is logged and the button works again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    server.use(failing('register', 500, MESSAGES.serverError));
    const { user, store } = await reachReview();
    await fillCredentials(user, 'grigory');
    expect(await screen.findByText(MESSAGES.loginFree)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Зарегистрироваться' });
    expect(submit).toBeEnabled();

    await user.click(submit);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(submit).toBeEnabled();
    expect(store.getState().notifications.items).toEqual([]);

    server.use(respond('register', { accessToken: 'token-grigory', refreshToken: 'refresh-grigory' }));
    await user.click(submit);
    await screen.findByText(/Регистрация завершена/);
    expect(getTokens()).toEqual({ accessToken: 'token-grigory', refreshToken: 'refresh-grigory' });
    await advance(1200);
    expect(assign).toHaveBeenCalledWith('/');
  });
});
