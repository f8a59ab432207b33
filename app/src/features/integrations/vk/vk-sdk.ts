/**
 * The seam between the app and @vkid/sdk. The SDK is imported with `import()` only when a VK control
 * renders, so it never lands in the anonymous home page's chunk; stories and tests replace
 * `vkSdk.load` with a stand-in, since nothing here may reach id.vk.ru.
 */
import { paramNotNumber, paramRequired, VK, VK_ERRORS, type EndpointResponse } from '@school/contract';
import type * as VkSdkModule from '@vkid/sdk';

export type VkStart = EndpointResponse<'vkStart'>;

export interface OneTapOptions {
  /** Where the widget draws itself. */
  container: HTMLElement;
  /** VK ID application id from GET /config. */
  appId: string;
  /** This sign-in's PKCE start: VK ID sends the browser back with this `state`. */
  start: VkStart;
  scheme: 'light' | 'dark';
  /** The widget can be used: VK ID answered (with a "continue as" or its own sign-in button). */
  onLoaded: () => void;
  /** The widget did not load (timeout, blocked, internal error): the caller shows its own button. */
  onFailed: (reason: string) => void;
  /** A login or configuration error of the SDK, already in the spec's words. */
  onError: (message: string) => void;
}

/** A mounted widget; `close` removes it and stops its timers. */
export interface OneTapWidget {
  close: () => void;
}

/** Draws a OneTap into `options.container`; throws the SDK's parameter errors. */
export type MountOneTap = (options: OneTapOptions) => OneTapWidget;

type Sdk = typeof VkSdkModule;

/** The callback URL VK ID returns to, as the server put it into its authorize URL (ours when absent). */
export function redirectUrlOf(start: VkStart, origin: string): string {
  try {
    const redirect = new URL(start.authorizeUrl, origin).searchParams.get('redirect_uri');
    if (redirect) return redirect;
  } catch {
    // A malformed URL from the server: the default callback below.
  }
  return `${origin}/get-vkapi`;
}

/** The scope the server asked VK ID for, so the widget's own authorize request asks the same. */
export function scopeOf(start: VkStart, origin: string): string | undefined {
  try {
    return new URL(start.authorizeUrl, origin).searchParams.get('scope') ?? undefined;
  } catch {
    return undefined;
  }
}

const knownErrors = new Set<string>(Object.values(VK_ERRORS));
const PARAM_REQUIRED = paramRequired('');
const PARAM_NOT_NUMBER = paramNotNumber('');

/**
 * The spec's message (platform.md section 8) for an error the SDK raised or reported: login errors
 * 100-104 by code or text, and the parameter errors. Anything else is not the visitor's business.
 */
export function vkSdkErrorMessage(error: unknown): string | null {
  if (error && typeof error === 'object') {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'number' && code in VK_ERRORS) return VK_ERRORS[code as keyof typeof VK_ERRORS];
  }
  const text =
    typeof error === 'string'
      ? error
      : error instanceof Error
        ? error.message
        : error && typeof error === 'object'
          ? String((error as { text?: unknown; error?: unknown }).text ?? (error as { error?: unknown }).error ?? '')
          : '';
  if (knownErrors.has(text)) return text;
  if (text.endsWith(PARAM_REQUIRED) || text.endsWith(PARAM_NOT_NUMBER)) return text;
  return null;
}

/** The real SDK behind `MountOneTap`: redirect mode, our server's state and code challenge. */
export function oneTapOf(sdk: Sdk): MountOneTap {
  return ({ container, appId, start, scheme, onLoaded, onFailed, onError }) => {
    const origin = window.location.origin;
    sdk.Config.init({
      // A non-numeric id is left to the SDK, which says so in its own words ('app should be number').
      app: /^\d+$/.test(appId) ? Number(appId) : (appId as unknown as number),
      redirectUrl: redirectUrlOf(start, origin),
      state: start.state,
      codeChallenge: start.codeChallenge,
      scope: scopeOf(start, origin),
      responseMode: sdk.ConfigResponseMode.Redirect,
      mode: sdk.ConfigAuthMode.Redirect,
    });
    const widget = new sdk.OneTap();
    widget
      .on(sdk.WidgetEvents.LOAD, onLoaded)
      // No VK session in this browser: the widget keeps its own working 'sign in with VK ID' button.
      .on(sdk.OneTapInternalEvents.NOT_AUTHORIZED, onLoaded)
      .on(sdk.WidgetEvents.ERROR, (error: { code?: number; text?: string }) => {
        const message = vkSdkErrorMessage(error);
        if (message) onError(message);
        // 0 timeout, 1 internal error: the frame is gone; 2 is a failed login in a frame that works.
        else if (error.code !== 2) onFailed(error.text ?? 'error');
      })
      .render({
        container,
        lang: sdk.Languages.RUS,
        scheme: scheme === 'dark' ? sdk.Scheme.DARK : sdk.Scheme.LIGHT,
        styles: { height: VK.button.defaultHeight, borderRadius: VK.button.borderRadius },
      });
    return { close: () => widget.close() };
  };
}

/**
 * The SDK reports its statistics to VK with promises nobody catches, so a browser without VK
 * (offline, blocked) gets "Uncaught (in promise) TypeError: Failed to fetch" from every widget, even
 * after it is closed. Once the SDK is loaded those network failures are logged as warnings instead.
 */
export function quietSdkNetworkErrors(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason instanceof TypeError && /fetch|network|load failed/i.test(reason.message)) {
      event.preventDefault();
      console.warn('VK ID недоступен:', reason.message);
    }
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}

/** Where VK controls get the widget from; stories and tests swap `load` for a stand-in. */
export const vkSdk = {
  load: async (): Promise<MountOneTap> => {
    const sdk = await import('@vkid/sdk');
    quieted ??= quietSdkNetworkErrors();
    return oneTapOf(sdk);
  },
};

let quieted: (() => void) | undefined;
