/**
 * Stand-ins for @vkid/sdk in stories: the real widget would reach id.vk.ru, which stories cannot.
 * Each helper is a `beforeEach` that swaps the app's SDK seam (`vkSdk.load`) and returns the undo.
 */
import { browser } from '../../../app/src/lib/browser';
import { vkSdk, type MountOneTap, type OneTapOptions } from '../../../app/src/features/integrations/vk/vk-sdk';

/** What the stand-in widget says of the signed-in VK ID person ("continue as"). */
export const STAND_IN_PERSON = 'Дарья';
export const STAND_IN_LABEL = `Продолжить как ${STAND_IN_PERSON}`;

/** The widget stand-ins the stories mounted, newest last (to check what the control passed). */
export const mountedWidgets: OneTapOptions[] = [];

function withVkSdk(load: () => Promise<MountOneTap>): () => void {
  const original = vkSdk.load;
  vkSdk.load = load;
  mountedWidgets.length = 0;
  return () => {
    vkSdk.load = original;
  };
}

/**
 * Draws a "continue as" button in VK ID's colours where the real frame would be. Its click does what
 * the SDK does in redirect mode: the tab goes to VK ID with our server's state (here: the mocks'
 * authorize URL, which comes straight back to /get-vkapi).
 */
function drawStandIn(options: OneTapOptions): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = STAND_IN_LABEL;
  Object.assign(button.style, {
    width: '100%',
    height: '44px',
    border: '0',
    borderRadius: '8px',
    background: '#0060cc',
    color: '#ffffff',
    font: '600 15px/1 Inter, sans-serif',
    cursor: 'pointer',
  });
  button.addEventListener('click', () => browser.assign(options.start.authorizeUrl));
  options.container.replaceChildren(button);
}

const mountWith =
  (behave: (options: OneTapOptions) => void): MountOneTap =>
  (options) => {
    mountedWidgets.push(options);
    behave(options);
    return { close: () => options.container.replaceChildren() };
  };

/** VK ID answers: the widget is loaded and shows "continue as". */
export const vkWidgetLoads = () =>
  withVkSdk(async () =>
    mountWith((options) => {
      drawStandIn(options);
      options.onLoaded();
    }),
  );

/** The widget is drawn but VK ID never answers: loading until the 5000 ms limit. */
export const vkWidgetSilent = () => withVkSdk(async () => mountWith(() => {}));

/** Offline or blocked: the SDK's chunk cannot even be fetched. */
export const vkSdkOffline = () =>
  withVkSdk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

/** The SDK refuses its configuration (a VKID_APP_ID that is not a number, say). */
export const vkSdkRefusesConfig = (message: string) => () =>
  withVkSdk(async () =>
    mountWith(() => {
      throw new Error(message);
    }),
  );
