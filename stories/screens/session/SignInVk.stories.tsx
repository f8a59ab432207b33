import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { endpointUrl, MESSAGES } from '@school/contract';
import { MOCK_VK_STATE, serverConfig } from '@school/mocks';
import { TEXTS } from '../../../app/src/config/texts';
import {
  appScreenMeta,
  eventually,
  installClock,
  navigations,
  realDelay,
  tick,
  uninstallClock,
  withHandlers,
} from '../app-screen-story';
import type { Canvas } from '../app-screen-story';
import type { AppScreen } from '../../../app/src/testing/app-screen';
import {
  mountedWidgets,
  STAND_IN_LABEL,
  vkSdkOffline,
  vkSdkRefusesConfig,
  vkWidgetLoads,
  vkWidgetSilent,
} from '../integrations-vk/vk-sdk-stand-in';

const base = appScreenMeta();

/**
 * VK ID in the sign-in and registration dialogs over the mock server. The SDK is a stand-in (the
 * real one would reach id.vk.ru): loaded, silent until the 5000 ms limit, offline, refusing its
 * configuration. One VK control at a time: the widget, or our 'Войти через VK ID' in its place.
 */
const meta = {
  title: 'Screens/Sign-in with VK ID',
  ...base,
  parameters: { ...base.parameters },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const VK_BUTTON = 'Войти через VK ID';

/** Bodies of vk-start in the order the page sent them; the happy path still answers. */
const vkStarts: unknown[] = [];
const recordVkStart = http.post(endpointUrl('vkStart'), async ({ request }) => {
  vkStarts.push(await request.clone().json());
});
const recordingVkStart = () => {
  vkStarts.length = 0;
};

/** The mocks' authorize URL: straight back to /get-vkapi with a code of the VK fixture person. */
const toVkId = /^\/get-vkapi\?code=vk-code-\d+&device_id=mock-device&state=/;

async function openSignIn(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: TEXTS.signIn }));
  return within(await canvas.findByRole('dialog', { name: TEXTS.loginDialogTitle }));
}

/** VK ID answers: its widget ("continue as") under the form, started with our server's state; no second VK button. */
export const WidgetLoaded: Story = {
  beforeEach: [vkWidgetLoads, recordingVkStart],
  parameters: withHandlers(recordVkStart),
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    const widget = await dialog.findByRole('button', { name: STAND_IN_LABEL });
    await expect(dialog.getByTestId('vk-one-tap')).toHaveAttribute('data-state', 'loaded');
    await expect(dialog.queryByRole('button', { name: VK_BUTTON })).toBeNull();
    await expect(vkStarts).toEqual([{ purpose: 'login' }]);
    await expect(mountedWidgets.at(-1)).toMatchObject({
      appId: serverConfig.vkId?.appId,
      start: { state: MOCK_VK_STATE },
    });

    // In redirect mode the widget sends the tab to VK ID, which comes back to /get-vkapi.
    await userEvent.click(widget);
    await expect(navigations).toHaveLength(1);
    await expect(navigations[0]).toMatch(toVkId);
  },
};

/** The widget is drawn while VK ID has not answered yet: the slot keeps its height. */
export const WidgetLoading: Story = {
  beforeEach: vkWidgetSilent,
  play: async ({ canvas }) => {
    const signIn = await canvas.findByRole('button', { name: TEXTS.signIn });
    // The 5000 ms limit must not run out while the screenshot is taken.
    installClock();
    fireEvent.click(signIn);
    await eventually(() => expect(canvas.getByTestId('vk-one-tap')).toHaveAttribute('data-state', 'loading'));
    await eventually(() => expect(mountedWidgets).toHaveLength(1));
    await tick(4999);
    await expect(canvas.getByTestId('vk-one-tap')).toHaveAttribute('data-state', 'loading');
    await expect(canvas.queryByRole('button', { name: VK_BUTTON })).toBeNull();
    uninstallClock();
  },
};

/**
 * Not loaded after 5000 ms: the widget is closed and our button takes its place; it asks vk-start
 * and sends the tab to the authorize URL.
 */
export const WidgetNotLoadedFallback: Story = {
  beforeEach: [vkWidgetSilent, recordingVkStart],
  parameters: withHandlers(recordVkStart),
  play: async ({ canvas }) => {
    const signIn = await canvas.findByRole('button', { name: TEXTS.signIn });
    installClock();
    fireEvent.click(signIn);
    await eventually(() => expect(mountedWidgets).toHaveLength(1));
    await tick(4999);
    await expect(canvas.queryByRole('button', { name: VK_BUTTON })).toBeNull();
    await tick(1);
    uninstallClock();
    const dialog = within(canvas.getByRole('dialog', { name: TEXTS.loginDialogTitle }));
    const button = await dialog.findByRole('button', { name: VK_BUTTON });
    await expect(dialog.queryByTestId('vk-one-tap')).toBeNull();
    await expect(dialog.getAllByRole('button', { name: /VK ID/ })).toHaveLength(1);

    await userEvent.click(button);
    await eventually(() => expect(navigations).toHaveLength(1));
    await expect(navigations[0]).toMatch(toVkId);
    // The widget's own start, then the button's.
    await expect(vkStarts).toEqual([{ purpose: 'login' }, { purpose: 'login' }]);
  },
};

/** Offline or blocked: the SDK cannot be fetched; our button at once, no error for the visitor. */
export const SdkOffline: Story = {
  beforeEach: vkSdkOffline,
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await expect(await dialog.findByRole('button', { name: VK_BUTTON })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The SDK refuses its configuration: its message (platform.md section 8) in a toast, and our button. */
export const SdkParameterError: Story = {
  beforeEach: vkSdkRefusesConfig('app should be number'),
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await expect(await dialog.findByRole('button', { name: VK_BUTTON })).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('app should be number');
  },
};

/** vk-start fails when the button is pressed: the server's message in a toast, the tab stays. */
export const FallbackServerRefuses: Story = {
  beforeEach: vkSdkOffline,
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    const button = await dialog.findByRole('button', { name: VK_BUTTON });
    await userEvent.click(button);
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent(MESSAGES.vkNotConfigured);
    await expect(navigations).toEqual([]);
    /* The screenshot shows the toast: the pointer on it stops its 5 s timer, however slow the machine. */
    await userEvent.hover(toast);
    button.blur();
  },
  parameters: withHandlers(
    http.post(endpointUrl('vkStart'), () => HttpResponse.json({ message: MESSAGES.vkNotConfigured }, { status: 404 })),
  ),
};

let configAnswered = false;

/** VK ID is not configured on the server: no VK control at all. */
export const NotConfigured: Story = {
  beforeEach: [
    vkWidgetLoads,
    () => {
      configAnswered = false;
    },
  ],
  parameters: withHandlers(
    http.get(endpointUrl('serverConfig'), () => {
      configAnswered = true;
      return HttpResponse.json({ ...serverConfig, vkId: null });
    }),
  ),
  play: async ({ canvas }) => {
    const dialog = await openSignIn(canvas);
    await eventually(() => expect(configAnswered).toBe(true));
    await realDelay(200);
    await expect(dialog.queryByText('или')).toBeNull();
    await expect(dialog.queryByRole('button', { name: /VK ID|Продолжить как/ })).toBeNull();
    await expect(mountedWidgets).toEqual([]);
  },
};

/** The registration dialog offers the same single VK control under its form. */
export const RegistrationDialog: Story = {
  beforeEach: vkWidgetLoads,
  play: async ({ canvas }) => {
    const login = await openSignIn(canvas);
    await userEvent.click(login.getByRole('button', { name: 'Зарегистрироваться' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Регистрация' }));
    await expect(await dialog.findByRole('button', { name: STAND_IN_LABEL })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: VK_BUTTON })).toBeNull();
  },
};
