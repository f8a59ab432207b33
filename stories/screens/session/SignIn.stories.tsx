import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { endpointUrl, MESSAGES, parentConsentPendingMessage } from '@school/contract';
import { TEXTS } from '../../../app/src/config/texts';
import { MOCK_PASSWORD, parentConsentPending, refreshTokenFor, tempUsers, tokensFor, users } from '@school/mocks';
import { CONSENT_POLICY_LINK, CONSENT_TEXT } from '../../../app/src/components/consent-checkbox';
import { vkSdkOffline } from '../integrations-vk/vk-sdk-stand-in';
import {
  appScreenMeta,
  eventually,
  fillIn,
  installClock,
  navigations,
  readCookie,
  tick,
  uninstallClock,
  withCookies,
  withHandlers,
} from '../app-screen-story';
import type { Canvas } from '../app-screen-story';
import type { AppScreen } from '../../../app/src/testing/app-screen';

// The mocks have VK ID on; its SDK cannot reach id.vk.ru here, so the dialogs show our VK button.
const base = appScreenMeta({ setUp: [vkSdkOffline] });

/**
 * The session flows of the shell over the mock server: the sign-in dialog, self-registration with
 * its debounced checks, the forgotten password, an unfinished registration and a refreshed token.
 */
const meta = {
  title: 'Screens/Sign-in flows',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const append = (input: HTMLElement, text: string) => fillIn(input, (input as HTMLInputElement).value + text);

async function openSignIn(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: TEXTS.signIn }));
  return within(await canvas.findByRole('dialog', { name: TEXTS.loginDialogTitle }));
}

/** The password can be shown and hidden; Enter in it submits, the tokens land in cookies and the page reloads. */
export const SignInWithEnter: Story = {
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await userEvent.type(dialog.getByLabelText('Логин'), users.student.username);
    await userEvent.type(dialog.getByLabelText('Пароль'), MOCK_PASSWORD);
    /* The toggle shows what was typed and hides it again; Enter still signs in, not the toggle. */
    await userEvent.click(dialog.getByRole('button', { name: 'Показать пароль' }));
    await expect(dialog.getByLabelText('Пароль')).toHaveAttribute('type', 'text');
    await userEvent.click(dialog.getByRole('button', { name: 'Скрыть пароль' }));
    await expect(dialog.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
    await userEvent.type(dialog.getByLabelText('Пароль'), '{Enter}');

    await eventually(() => expect(navigations).toEqual(['reload']));
    await expect(readCookie('accessToken')).toBe(tokensFor(users.student).accessToken);
    await expect(readCookie('refreshToken')).toBe(tokensFor(users.student).refreshToken);
  },
};

/** Both fields are required. */
export const SignInEmptyFields: Story = {
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.signIn }));
    await expect(dialog.getAllByText(MESSAGES.required)).toHaveLength(2);
    await expect(navigations).toEqual([]);
  },
};

/** A wrong password: the server's message in the top-right notification; nothing is stored. */
export const SignInWrongPassword: Story = {
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await userEvent.type(dialog.getByLabelText('Логин'), users.student.username);
    await userEvent.type(dialog.getByLabelText('Пароль'), 'wrong-password{Enter}');

    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.wrongCredentials);
    await expect(readCookie('accessToken')).toBeUndefined();
    await expect(navigations).toEqual([]);
  },
};

/**
 * Self-registration on a frozen clock: each check waits for its pause (login and password 1 s,
 * e-mail 1.3 s) and 'Продолжить' stays disabled until all pass; then tempuserId is stored and the
 * wizard opens 1.5 s later.
 */
export const RegistrationChecks: Story = {
  // It ends on the wizard, whose countdown keeps moving: no screenshot.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const login = await openSignIn(canvas);
    await userEvent.click(login.getByRole('button', { name: 'Зарегистрироваться' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Регистрация' }));
    const next = dialog.getByRole('button', { name: TEXTS.continue });
    installClock();

    append(dialog.getByLabelText(/^Логин/), 'ann');
    await tick(999);
    await expect(dialog.queryByText(MESSAGES.loginTooShort)).toBeNull();
    await tick(1);
    await expect(dialog.getByText(MESSAGES.loginTooShort)).toBeVisible();

    append(dialog.getByLabelText(/^Логин/), 'a-new');
    await tick(1000);
    await eventually(() => expect(dialog.getByText(MESSAGES.loginFree)).toBeVisible());

    append(dialog.getByLabelText(/^Электронная почта/), 'anna@example');
    await tick(1299);
    await expect(dialog.queryByText(MESSAGES.emailInvalid)).toBeNull();
    await tick(1);
    await expect(dialog.getByText(MESSAGES.emailInvalid)).toBeVisible();
    append(dialog.getByLabelText(/^Электронная почта/), '.ru');
    await tick(1300);
    await eventually(() => expect(dialog.queryByText(MESSAGES.emailInvalid)).toBeNull());

    append(dialog.getByLabelText(/^Пароль/), 'short');
    await tick(1000);
    await expect(dialog.getByText(MESSAGES.passwordTooShort)).toBeVisible();
    append(dialog.getByLabelText(/^Пароль/), '-but-long');
    append(dialog.getByLabelText(/^Повторите пароль/), 'short-but-lon');
    await tick(1000);
    await expect(dialog.getByText(MESSAGES.passwordsMismatch)).toBeVisible();
    append(dialog.getByLabelText(/^Повторите пароль/), 'g');
    await tick(1000);
    await expect(dialog.queryByText(MESSAGES.passwordsMismatch)).toBeNull();

    await expect(next).toBeDisabled();
    append(dialog.getByLabelText(/^Имя/), 'Анна');
    append(dialog.getByLabelText(/^Фамилия/), 'Новикова');
    // Every field passes; the consent to the processing of personal data is still to be given.
    await tick(0);
    await expect(next).toBeDisabled();
    const consent = dialog.getByRole('checkbox', { name: `${CONSENT_TEXT} ${CONSENT_POLICY_LINK}` });
    await expect(consent).not.toBeChecked();
    await expect(dialog.getByRole('link', { name: CONSENT_POLICY_LINK })).toHaveAttribute('target', '_blank');
    fireEvent.click(consent);
    await eventually(() => expect(next).toBeEnabled());

    fireEvent.click(next);
    await eventually(() => expect(readCookie('tempuserId')).toBeTruthy());
    await tick(1499);
    await expect(canvas.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    await tick(1);
    // The wizard is a page without the shell.
    await eventually(() => expect(canvas.queryByRole('dialog', { name: 'Регистрация' })).toBeNull());
    await eventually(() => expect(canvas.queryByRole('navigation', { name: 'Главное меню' })).toBeNull());
    uninstallClock();
  },
};

/**
 * A student under 14 whose parent has not confirmed: the server's message stays in the dialog (no
 * toast that vanishes), with one more mail to the parent on request; nothing is stored.
 */
export const SignInAwaitingParent: Story = {
  parameters: withHandlers(...parentConsentPending('mama@example.ru')),
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await userEvent.type(dialog.getByLabelText('Логин'), 'kirill');
    await userEvent.type(dialog.getByLabelText('Пароль'), `${MOCK_PASSWORD}{Enter}`);

    const notice = await dialog.findByTestId('parent-consent-pending');
    await expect(notice).toHaveTextContent(parentConsentPendingMessage('mama@example.ru'));
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить письмо еще раз' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Письмо отправлено еще раз.');
    await expect(canvas.queryByRole('button', { name: 'Закрыть уведомление' })).toBeNull();
    await expect(readCookie('accessToken')).toBeUndefined();
    await expect(navigations).toEqual([]);
  },
};

/** A taken login: the server's message on the field. */
export const RegistrationLoginTaken: Story = {
  play: async ({ canvas }) => {
    const login = await openSignIn(canvas);
    await userEvent.click(login.getByRole('button', { name: 'Зарегистрироваться' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Регистрация' }));
    installClock();
    fillIn(dialog.getByLabelText(/^Логин/), users.teacher.username);
    await tick(1000);
    await eventually(() => expect(dialog.getByText(MESSAGES.loginTaken)).toBeVisible());
    uninstallClock();
  },
};

/** 'Забыли пароль?': the format is checked locally, then 'Запрос отправлен'. */
export const ForgotPassword: Story = {
  play: async ({ canvas }) => {
    const login = await openSignIn(canvas);
    await userEvent.click(login.getByRole('button', { name: TEXTS.forgotPasswordTitle }));
    const dialog = within(await canvas.findByRole('dialog', { name: TEXTS.forgotPasswordTitle }));
    // Only the format is checked here (platform.md section 5): an empty address is a wrong format too.
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить ссылку' }));
    await expect(dialog.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(dialog.queryByText(MESSAGES.required)).toBeNull();

    await userEvent.type(dialog.getByLabelText('Электронная почта'), 'ivan@example');
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить ссылку' }));
    await expect(dialog.getByText(MESSAGES.emailInvalid)).toBeVisible();

    await userEvent.type(dialog.getByLabelText('Электронная почта'), '.ru{Enter}');
    await expect(await canvas.findByRole('dialog', { name: TEXTS.forgotPasswordSent })).toBeVisible();
  },
};

/** A pending registration from an earlier visit: 'Отменить' deletes it and forgets the cookie. */
export const UnfinishedRegistrationCancel: Story = {
  beforeEach: () => withCookies({ tempuserId: tempUsers.fresh._id }),
  play: async ({ canvas }) => {
    const dialog = within(await canvas.findByRole('dialog', { name: TEXTS.unfinishedRegistration }));
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.cancel }));
    await eventually(() => expect(canvas.queryByRole('dialog', { name: TEXTS.unfinishedRegistration })).toBeNull());
    await expect(readCookie('tempuserId')).toBeUndefined();
  },
};

/** 'Продолжить' opens the registration wizard. */
export const UnfinishedRegistrationContinue: Story = {
  parameters: { visual: { disable: true } },
  beforeEach: () => withCookies({ tempuserId: tempUsers.fresh._id }),
  play: async ({ canvas }) => {
    const dialog = within(await canvas.findByRole('dialog', { name: TEXTS.unfinishedRegistration }));
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.continue }));
    await eventually(() => expect(canvas.queryByRole('navigation', { name: 'Главное меню' })).toBeNull());
    await expect(readCookie('tempuserId')).toBe(tempUsers.fresh._id);
  },
};

let refreshes = 0;

/** An expired access token: one refresh with the refresh token, the rotated pair stored, the user shown. */
export const ExpiredTokenRefreshedOnce: Story = {
  beforeEach: () => {
    refreshes = 0;
    withCookies({ accessToken: 'expired-token', refreshToken: refreshTokenFor(users.student) });
  },
  parameters: withHandlers(
    http.post(endpointUrl('refreshToken'), () => {
      refreshes += 1;
      const tokens = tokensFor(users.student);
      return HttpResponse.json({ newToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Здравствуйте, Иван!' })).toBeVisible();
    await expect(refreshes).toBe(1);
    await expect(readCookie('accessToken')).toBe(tokensFor(users.student).accessToken);
  },
};

/** A refused refresh: the tokens are forgotten and the visitor sees the sign-in message. */
export const ExpiredSessionSignedOut: Story = {
  beforeEach: () => withCookies({ accessToken: 'expired-token', refreshToken: 'revoked-token' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: TEXTS.welcomeTitle })).toBeVisible();
    await expect(readCookie('accessToken')).toBeUndefined();
    await expect(readCookie('refreshToken')).toBeUndefined();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
