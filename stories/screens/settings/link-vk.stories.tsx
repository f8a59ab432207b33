import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES, REDIRECT_AFTER_FAILED_LINK_MS } from '@school/contract';
import { MOCK_VK_STATE, slow, urlPattern, users, vkCodeFor, vkLinking } from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import { LINK_VK_TEXTS } from '../../../app/src/features/integrations/vk/pages/link-vk-page';
import { VK_ROW_TEXTS } from '../../../app/src/features/integrations/vk/components/vk-row';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import {
  appScreenMeta,
  eventually,
  installClock,
  tick,
  uninstallClock,
  withHandlers,
  type Canvas,
} from '../app-screen-story';

/** Where VK ID sends the browser back after 'Привязать VK ID': our /link-vk with its code, device and state. */
const returnPath = (vkId: string) =>
  `/link-vk?${new URLSearchParams({ code: vkCodeFor(vkId), device_id: 'mock-device', state: MOCK_VK_STATE })}`;

const FREE_VK_ID = '555000111';

const base = appScreenMeta({ path: returnPath(FREE_VK_ID), viewer: users.student });

/**
 * /link-vk, VK ID's return after 'Привязать VK ID' in the settings, inside the whole app over the
 * mock server, signed in as the student: a full-screen spinner while our server exchanges the code
 * and links the VK id, then /settings with a toast; a failure shows in a toast and leads back to
 * /settings after 1.5 s.
 */
const meta = {
  title: 'Screens/Settings/Link VK ID',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A gate in front of exchange-vk-code: the call waits until the play opens it. */
function gatedExchange() {
  let open = () => {};
  let opened = Promise.resolve();
  const reset = () => {
    opened = new Promise<void>((resolve) => (open = resolve));
  };
  const gate = http.post(urlPattern('exchangeVkCode'), async () => {
    await opened;
  });
  return { gate, reset, open: () => open() };
}

const findSpinner = (canvas: Canvas) => canvas.findByRole('status', { name: LINK_VK_TEXTS.spinner });

async function closeToast(canvas: Canvas) {
  // Closed so the screenshot does not depend on the toast's 5 s.
  await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление' }));
}

/** While our server exchanges the code: the full-screen spinner 'Привязываем VK ID', no shell. */
export const Linking: Story = {
  parameters: withHandlers(...slow('exchangeVkCode')),
  play: async ({ canvas }) => {
    await expect(await findSpinner(canvas)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Главное меню' })).toBeNull();
  },
};

const working = vkLinking(users.student, { vkId: FREE_VK_ID });

/** VK ID vouches for a free VK id: it is linked, and /settings shows it with the toast 'VK ID привязан'. */
export const Linked: Story = {
  beforeEach: () => working.reset(),
  parameters: withHandlers(...working),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LINK_VK_TEXTS.linked)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: TEXTS.settingsTitle, level: 1 })).toBeVisible();
    const row = within(await canvas.findByRole('group', { name: 'VK ID' }));
    await expect(await row.findByText(`VK ID: ${FREE_VK_ID}`)).toBeInTheDocument();
    await expect(row.getByText(VK_ROW_TEXTS.linked)).toBeInTheDocument();
    await closeToast(canvas);
  },
};

const taken = vkLinking(users.student);
const takenGate = gatedExchange();

/**
 * The VK id belongs to another account (link-vkid answers 409): the server's message in a toast over
 * the spinner, and /settings exactly 1.5 s later (on a fake clock), still offering 'Привязать VK ID'.
 */
export const LinkedToAnotherAccount: Story = {
  args: { path: returnPath(users.vkStudent.VKId!) },
  beforeEach: () => {
    taken.reset();
    takenGate.reset();
  },
  parameters: withHandlers(takenGate.gate, ...taken),
  play: async ({ canvas }) => {
    try {
      await expect(await findSpinner(canvas)).toBeVisible();
      installClock();
      takenGate.open();
      await eventually(() => expect(canvas.getByText(MESSAGES.vkAlreadyLinked)).toBeVisible());

      await tick(REDIRECT_AFTER_FAILED_LINK_MS - 1);
      await expect(canvas.getByRole('status', { name: LINK_VK_TEXTS.spinner })).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: TEXTS.settingsTitle })).toBeNull();
      await tick(1);
      await eventually(() =>
        expect(canvas.getByRole('heading', { name: TEXTS.settingsTitle, level: 1 })).toBeVisible(),
      );
    } finally {
      uninstallClock();
    }
    const row = within(await canvas.findByRole('group', { name: 'VK ID' }));
    await expect(row.getByRole('button', { name: VK_ROW_TEXTS.link })).toBeVisible();
    await closeToast(canvas);
  },
};
