import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { COOKIES, MESSAGES, parentConsentPendingMessage } from '@school/contract';
import {
  MOCK_VK_STATE,
  parentConsentPending,
  slow,
  tempUsers,
  tokensFor,
  users,
  vkCodeFor,
  vkTokenFor,
} from '@school/mocks';
import { CONSENT_POLICY_LINK, CONSENT_TEXT } from '../../../app/src/components/consent-checkbox';
import { loadVkReturnPage } from '../../../app/src/features/integrations/vk';
import { readCookie } from '../story-setup';
import type { Canvas, PageStory } from '../page-story';
import { eventually, navigations, pageStoryMeta, withClock, withHandlers } from '../page-story';

const base = pageStoryMeta({
  path: '/get-vkapi',
  route: {
    children: [
      { path: '/get-vkapi', lazy: loadVkReturnPage },
      {
        path: '/register',
        element: (
          <main>
            <h1>Мастер регистрации</h1>
          </main>
        ),
      },
    ],
  },
  setUp: [forgetCookies],
});

/**
 * /get-vkapi, where VK ID sends the browser back, over the mock server: a full-screen spinner while
 * our server exchanges the code; a known person is signed in and / loaded afresh, an unknown one
 * is asked the consent and goes on to the registration wizard; a failure stores nothing and offers the way home.
 */
const meta = {
  title: 'Screens/VK ID/Sign-in return',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const STORED = [
  COOKIES.accessToken,
  COOKIES.refreshToken,
  COOKIES.accessTokenVK,
  COOKIES.refreshTokenVK,
  COOKIES.tempuserId,
];

/** The page writes real cookies: none may leak into the next story. */
function forgetCookies(): () => void {
  const clear = () => {
    for (const name of STORED) document.cookie = `${name}=; path=/; max-age=0`;
  };
  clear();
  return clear;
}

const returnFrom = (code: string, state = MOCK_VK_STATE) =>
  `/get-vkapi?${new URLSearchParams({ code, device_id: 'mock-device', state })}`;

/* The page's clock is frozen (page-story): findBy* would run it out; these wait in real time. */
async function shown(query: () => HTMLElement): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await eventually(() => {
    found = query();
  });
  return found as HTMLElement;
}

const knownVkId = users.vkStudent.VKId ?? '';
const newVkId = tempUsers.vk.VKId ?? '';

/** The code is being exchanged: the full-screen spinner. */
export const Exchanging: Story = {
  args: { path: returnFrom(vkCodeFor(knownVkId)) },
  parameters: withHandlers(...slow('exchangeVkCode')),
  play: withClock(async ({ canvas }) => {
    await expect(await shown(() => canvas.getByRole('status', { name: 'Входим через VK ID' }))).toBeVisible();
    await expect(navigations).toEqual([]);
  }),
};

/** A person VK ID knows: the platform's tokens in cookies, the session marked as VK ID's, / loaded afresh. */
export const KnownPerson: Story = {
  args: { path: returnFrom(vkCodeFor(knownVkId)) },
  play: withClock(async ({ canvas }) => {
    await eventually(() => expect(navigations).toEqual(['/']));
    await expect(readCookie(COOKIES.accessToken)).toBe(tokensFor(users.vkStudent).accessToken);
    await expect(readCookie(COOKIES.refreshToken)).toBe(tokensFor(users.vkStudent).refreshToken);
    await expect(readCookie(COOKIES.accessTokenVK)).toBe(vkTokenFor(knownVkId));
    // The page stays on its spinner while the browser loads /.
    await expect(canvas.getByRole('status', { name: 'Входим через VK ID' })).toBeVisible();
  }),
};

const consentBox = (canvas: Canvas) => canvas.getByRole('checkbox', { name: `${CONSENT_TEXT} ${CONSENT_POLICY_LINK}` });

/**
 * A person the platform does not know yet is asked the consent to the processing of personal data
 * first (152-ФЗ): no pending registration is made before it, and 'Продолжить' waits for the box.
 */
export const NewPersonConsent: Story = {
  args: { path: returnFrom(vkCodeFor(newVkId)) },
  play: withClock(async ({ canvas }) => {
    await expect(await shown(() => canvas.getByRole('heading', { name: 'Регистрация через VK ID' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: CONSENT_POLICY_LINK })).toHaveAttribute('href', '/privacy');
    await expect(consentBox(canvas)).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
    await expect(readCookie(COOKIES.tempuserId)).toBeUndefined();
  }),
};

/** With the consent: a pending registration (tempuserId) and the wizard. */
export const UnknownPerson: Story = {
  args: { path: returnFrom(vkCodeFor(newVkId)) },
  play: withClock(async ({ canvas }) => {
    const user = userEvent.setup({ delay: null });
    await user.click(await shown(() => consentBox(canvas)));
    await user.click(canvas.getByRole('button', { name: 'Продолжить' }));
    await expect(await shown(() => canvas.getByRole('heading', { name: 'Мастер регистрации' }))).toBeVisible();
    await expect(readCookie(COOKIES.tempuserId)).toBe(tempUsers.vk._id);
    await expect(readCookie(COOKIES.accessToken)).toBeUndefined();
    await expect(navigations).toEqual([]);
  }),
};

/** VK ID's own `{error}` (an expired code): nothing stored, the message and the way home. */
export const VkError: Story = {
  args: { path: returnFrom('expired-code') },
  play: withClock(async ({ canvas }) => {
    await expect(await shown(() => canvas.getByRole('alert'))).toHaveTextContent(
      'Не удалось войти через VK ID. Попробуйте еще раз.',
    );
    await expect(readCookie(COOKIES.accessToken)).toBeUndefined();
    await expect(readCookie(COOKIES.accessTokenVK)).toBeUndefined();
    await userEvent.setup({ delay: null }).click(canvas.getByRole('button', { name: 'Вернуться на главную' }));
    await expect(await shown(() => canvas.getByRole('heading', { name: 'Главная страница' }))).toBeVisible();
  }),
};

/** A state our server did not issue or has used (400): the same failure, with the server's reason under it. */
export const StateRefused: Story = {
  args: { path: returnFrom(vkCodeFor(knownVkId), 'forged-state') },
  play: withClock(async ({ canvas }) => {
    await expect(await shown(() => canvas.getByRole('alert'))).toHaveTextContent(
      'Не удалось войти через VK ID. Попробуйте еще раз.',
    );
    await expect(canvas.getByText(MESSAGES.vkStateInvalid)).toBeVisible();
    await expect(readCookie(COOKIES.accessToken)).toBeUndefined();
  }),
};

/**
 * A student under 14 whose parent has not confirmed yet: where the mail went, and one more mail on
 * request; nothing is stored.
 */
export const AwaitingParent: Story = {
  args: { path: returnFrom(vkCodeFor(knownVkId)) },
  parameters: withHandlers(...parentConsentPending('mama@example.ru')),
  play: withClock(async ({ canvas }) => {
    const notice = await shown(() => canvas.getByTestId('parent-consent-pending'));
    await expect(notice).toHaveTextContent(parentConsentPendingMessage('mama@example.ru'));
    await userEvent.setup({ delay: null }).click(canvas.getByRole('button', { name: 'Отправить письмо еще раз' }));
    await expect(await shown(() => canvas.getByText(/Письмо отправлено еще раз/))).toBeVisible();
    await expect(readCookie(COOKIES.accessToken)).toBeUndefined();
    await expect(navigations).toEqual([]);
  }),
};
