import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES, type User } from '@school/contract';
import { MOCK_VK_STATE, respond, serverConfig, urlPattern, users, vkCodeFor, vkLinking } from '@school/mocks';
import { VK_ROW_TEXTS, VkRow } from '../../../app/src/features/integrations/vk/components/vk-row';
import { TelegramRow } from '../../../app/src/features/integrations/telegram/components/telegram-row';
import { captureNavigations, navigations, readCookie, withCookies } from '../story-setup';
import {
  answered,
  eventually,
  IntegrationsCard,
  screenMeta,
  SectionStory,
  signedInAs,
  withHandlers,
  WithUser,
} from './section-story';

/** The VK ID row in the settings page's 'Интеграции' card (above the Telegram row, as on the page). */
function VkStory() {
  return (
    <SectionStory>
      <IntegrationsCard>
        <WithUser>
          {(user) => (
            <>
              <VkRow user={user} />
              <TelegramRow user={user} />
            </>
          )}
        </WithUser>
      </IntegrationsCard>
    </SectionStory>
  );
}

/** The bodies of the calls to `name`, recorded before the mocks answer them. */
function recordBodies(name: 'vkStart' | 'unlinkVk' | 'logout') {
  const bodies: unknown[] = [];
  const recorder = http.post(urlPattern(name), async ({ request }) => {
    const text = await request.clone().text();
    bodies.push(text ? (JSON.parse(text) as unknown) : undefined);
  });
  return { bodies, recorder };
}

/** A gate in front of unlink-vk: the call waits until the play opens it, so the blocking dialog can be seen. */
function gatedUnlink() {
  let open = () => {};
  let opened = Promise.resolve();
  const reset = () => {
    opened = new Promise<void>((resolve) => (open = resolve));
  };
  const gate = http.post(urlPattern('unlinkVk'), async () => {
    await opened;
  });
  return { gate, reset, open: () => open() };
}

const VK_ID = '555000111';
const linkedStudent: User = { ...users.student, VKId: VK_ID };

/**
 * The settings page's VK ID row: 'Привязать VK ID' goes to VK ID in the same tab (it comes back to
 * /link-vk); linked, the VK id with a check mark and 'Отвязать', which asks in a confirm dialog and
 * then blocks the page with 'Отвязываем Ваш профиль...'. A session started through VK ID ends with
 * the unlinking. Hidden while VK ID is not configured on the server.
 */
const meta = {
  title: 'Screens/Settings/VK ID',
  component: VkStory,
  beforeEach: () => {
    performance.clearResourceTimings();
    const signOut = signedInAs(users.student)();
    const restoreNavigations = captureNavigations();
    return () => {
      restoreNavigations();
      signOut();
    };
  },
  parameters: { ...screenMeta().parameters },
} satisfies Meta<typeof VkStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function findRow(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('group', { name: 'VK ID' }));
}

async function openConfirm(canvasElement: HTMLElement) {
  const row = await findRow(canvasElement);
  await userEvent.click(row.getByRole('button', { name: VK_ROW_TEXTS.unlink }));
  return within(await within(canvasElement).findByRole('alertdialog', { name: VK_ROW_TEXTS.confirmTitle }));
}

const notLinked = vkLinking(users.student, { vkId: VK_ID });
const startCalls = recordBodies('vkStart');

/** Not linked: what VK ID is for and 'Привязать VK ID', which asks for a link round trip and goes to VK ID in this tab. */
export const NotLinked: Story = {
  beforeEach: () => {
    notLinked.reset();
    startCalls.bodies.length = 0;
  },
  parameters: withHandlers(startCalls.recorder, ...notLinked),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement);
    await expect(row.getByText(VK_ROW_TEXTS.description)).toBeVisible();
    await expect(row.queryByText(VK_ROW_TEXTS.linked)).toBeNull();
    const since = performance.now();
    await userEvent.click(row.getByRole('button', { name: VK_ROW_TEXTS.link }));

    await answered('/auth/vk-start', since);
    await expect(startCalls.bodies).toEqual([{ purpose: 'link' }]);
    // The mocks' VK ID sends the browser straight back to /link-vk with a code, as VK ID would.
    await eventually(() =>
      expect(navigations).toEqual([
        `/link-vk?${new URLSearchParams({ code: vkCodeFor(VK_ID), device_id: 'mock-device', state: MOCK_VK_STATE })}`,
      ]),
    );
    // Whether the button still has focus after its busy spell depends on timing: the screenshot goes without it.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const linked = vkLinking(linkedStudent);

/** Linked: the VK id, a check mark with 'VK ID привязан', and 'Отвязать'. */
export const Linked: Story = {
  beforeEach: () => linked.reset(),
  parameters: withHandlers(...linked),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement);
    await expect(row.getByText(VK_ROW_TEXTS.linked)).toBeVisible();
    await expect(row.getByText(`VK ID: ${VK_ID}`)).toBeVisible();
    await expect(row.getByRole('button', { name: VK_ROW_TEXTS.unlink })).toBeEnabled();
    await expect(row.queryByRole('button', { name: VK_ROW_TEXTS.link })).toBeNull();
  },
};

/** 'Отвязать' first asks: the question, what follows from it, 'Отмена' and a red 'Отвязать'. */
export const AskToUnlink: Story = {
  beforeEach: () => linked.reset(),
  parameters: withHandlers(...linked),
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await expect(dialog.getByText(VK_ROW_TEXTS.confirmText)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: VK_ROW_TEXTS.unlink })).toBeEnabled();
  },
};

const unlinking = vkLinking(linkedStudent);
const unlinkCalls = recordBodies('unlinkVk');
const unlinkGate = gatedUnlink();

/**
 * 'Отвязать' asks first: 'Отмена' keeps the link and sends nothing; confirmed, 'Отвязываем Ваш
 * профиль...' blocks the page while unlink-vk runs; then the row offers 'Привязать VK ID' again, the
 * session stays and a toast confirms.
 */
export const ConfirmUnlink: Story = {
  beforeEach: () => {
    unlinking.reset();
    unlinkGate.reset();
    unlinkCalls.bodies.length = 0;
  },
  parameters: withHandlers(unlinkCalls.recorder, unlinkGate.gate, ...unlinking),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await openConfirm(canvasElement);
    await expect(dialog.getByText(VK_ROW_TEXTS.confirmText)).toBeVisible();
    await expect(dialog.queryByText(VK_ROW_TEXTS.confirmTextSignsOut)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await eventually(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(unlinkCalls.bodies).toEqual([]);
    await expect((await findRow(canvasElement)).getByText(`VK ID: ${VK_ID}`)).toBeVisible();

    dialog = await openConfirm(canvasElement);
    const since = performance.now();
    await userEvent.click(dialog.getByRole('button', { name: VK_ROW_TEXTS.unlink }));
    const progress = await canvas.findByRole('dialog', { name: VK_ROW_TEXTS.unlinking });
    await expect(progress).toBeVisible();
    await eventually(() => expect(unlinkCalls.bodies).toEqual([{ vk_id: VK_ID }]));
    // Blocking: Esc does not close it while the call runs.
    await userEvent.keyboard('{Escape}');
    await expect(progress).toBeVisible();

    unlinkGate.open();
    await answered('/api/unlink-vk', since);
    const row = await findRow(canvasElement);
    await expect(await row.findByRole('button', { name: VK_ROW_TEXTS.link })).toBeVisible();
    await expect(row.queryByText(/VK ID: /)).toBeNull();
    await eventually(() => expect(canvas.queryByRole('dialog', { name: VK_ROW_TEXTS.unlinking })).toBeNull());
    await expect(navigations).toEqual([]);
    await expect(readCookie('accessToken')).toBeDefined();

    await expect(await canvas.findByText(VK_ROW_TEXTS.unlinked)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление' }));
  },
};

const stuck = vkLinking(linkedStudent);
const stuckGate = gatedUnlink();

/** While unlink-vk runs: the blocking 'Отвязываем Ваш профиль...' over the page. */
export const Unlinking: Story = {
  beforeEach: () => {
    stuck.reset();
    stuckGate.reset();
  },
  parameters: withHandlers(stuckGate.gate, ...stuck),
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: VK_ROW_TEXTS.unlink }));
    await expect(await within(canvasElement).findByRole('dialog', { name: VK_ROW_TEXTS.unlinking })).toBeVisible();
  },
};

const vkSession = vkLinking(linkedStudent);
const logoutCalls = recordBodies('logout');

/**
 * Signed in through VK ID (the `accessTokenVK` cookie): the confirm dialog says the session ends
 * too, and after unlinking the app signs out and loads / afresh.
 */
export const VkSessionSignsOut: Story = {
  beforeEach: () => {
    vkSession.reset();
    logoutCalls.bodies.length = 0;
    return withCookies({ accessTokenVK: `vk-token-${VK_ID}` });
  },
  parameters: withHandlers(logoutCalls.recorder, ...vkSession),
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await expect(dialog.getByText(VK_ROW_TEXTS.confirmTextSignsOut)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: VK_ROW_TEXTS.unlink }));
    await expect(await within(canvasElement).findByRole('dialog', { name: VK_ROW_TEXTS.unlinking })).toBeVisible();

    await eventually(() => expect(navigations).toEqual(['/']), 4000);
    await expect(logoutCalls.bodies).toHaveLength(1);
    await expect(readCookie('accessToken')).toBeUndefined();
    await expect(readCookie('accessTokenVK')).toBeUndefined();
  },
};

const refused = vkLinking(users.vkStudent, { unlinkRefusal: MESSAGES.vkUnlinkNeedsPassword });

/**
 * A VK-registered account without a password: the server refuses (400) and its message shows in a
 * toast; the link stays and the session too.
 */
export const UnlinkRefused: Story = {
  beforeEach: () => {
    refused.reset();
    const signOut = signedInAs(users.vkStudent)();
    const clearVk = withCookies({ accessTokenVK: `vk-token-${users.vkStudent.VKId}` });
    return () => {
      clearVk();
      signOut();
    };
  },
  parameters: withHandlers(...refused),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openConfirm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: VK_ROW_TEXTS.unlink }));
    await expect(await canvas.findByText(MESSAGES.vkUnlinkNeedsPassword)).toBeVisible();
    await eventually(() => expect(canvas.queryByRole('dialog', { name: VK_ROW_TEXTS.unlinking })).toBeNull());
    const row = await findRow(canvasElement);
    await expect(row.getByText(`VK ID: ${users.vkStudent.VKId}`)).toBeVisible();
    await expect(row.getByRole('button', { name: VK_ROW_TEXTS.unlink })).toBeVisible();
    await expect(navigations).toEqual([]);
    // Closed so the screenshot does not depend on the toast's 5 s.
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление' }));
  },
};

/** The server has no VK ID (GET /config): no VK ID row, the Telegram row alone. */
export const VkNotConfigured: Story = {
  parameters: withHandlers(respond('serverConfig', { ...serverConfig, vkId: null }), ...linked),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Telegram' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'VK ID' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: VK_ROW_TEXTS.link })).toBeNull();
    await expect(canvas.queryByRole('button', { name: VK_ROW_TEXTS.unlink })).toBeNull();
  },
};
