import { VK_ERRORS } from '@school/contract';
import * as sdk from '@vkid/sdk';
import { Config, ConfigAuthMode, ConfigResponseMode, Languages, OneTap, Scheme, WidgetEvents } from '@vkid/sdk';
import { describe, expect, it, vi } from 'vitest';
import { oneTapOf, redirectUrlOf, vkSdkErrorMessage, type VkStart } from './vk-sdk';

const start: VkStart = {
  state: 'state-1',
  codeChallenge: 'challenge-1',
  authorizeUrl:
    'https://id.vk.example/authorize?client_id=51234567&redirect_uri=https%3A%2F%2Fschool.example%2Fget-vkapi&scope=email+phone&state=state-1',
};

describe('vkSdkErrorMessage', () => {
  it('given a login error by code (an AuthError) / the spec text of that code', () => {
    expect(vkSdkErrorMessage({ error: 'whatever', code: 102 })).toBe(VK_ERRORS[102]);
  });

  it("given the widget's auth error carrying the SDK text / that text", () => {
    expect(vkSdkErrorMessage({ code: 2, text: VK_ERRORS[104] })).toBe(VK_ERRORS[104]);
  });

  it('given a parameter error thrown by Config.init or render / its message', () => {
    expect(vkSdkErrorMessage(new Error('app should be number'))).toBe('app should be number');
    expect(vkSdkErrorMessage(new Error('redirectUrl is required parameter'))).toBe('redirectUrl is required parameter');
  });

  it('given a load failure (timeout, internal error, a failed chunk) / nothing to tell the visitor', () => {
    expect(vkSdkErrorMessage({ code: 0, text: 'timeout' })).toBeNull();
    expect(vkSdkErrorMessage({ code: 1, text: 'internal error' })).toBeNull();
    expect(vkSdkErrorMessage(new TypeError('Failed to fetch dynamically imported module'))).toBeNull();
  });
});

describe('redirectUrlOf', () => {
  it("given the server's authorize URL / its redirect_uri, so VK ID returns where the server expects", () => {
    expect(redirectUrlOf(start, 'http://localhost:3000')).toBe('https://school.example/get-vkapi');
  });

  it('given an authorize URL without one (the mocks) / our own /get-vkapi', () => {
    expect(redirectUrlOf({ ...start, authorizeUrl: '/get-vkapi?code=x' }, 'http://localhost:3000')).toBe(
      'http://localhost:3000/get-vkapi',
    );
  });
});

describe('oneTapOf (the real SDK behind the seam)', () => {
  it("initialises the SDK with our server's state and challenge in redirect mode and renders a Russian 44 px OneTap", () => {
    const init = vi.spyOn(Config, 'init').mockReturnValue(Config);
    const render = vi.spyOn(OneTap.prototype, 'render').mockImplementation(function (this: OneTap) {
      return this;
    });
    const on = vi.spyOn(OneTap.prototype, 'on');
    const container = document.createElement('div');

    oneTapOf(sdk)({
      container,
      appId: '51234567',
      start,
      scheme: 'dark',
      onLoaded: () => {},
      onFailed: () => {},
      onError: () => {},
    });

    expect(init).toHaveBeenCalledWith({
      app: 51234567,
      redirectUrl: 'https://school.example/get-vkapi',
      state: 'state-1',
      codeChallenge: 'challenge-1',
      scope: 'email phone',
      responseMode: ConfigResponseMode.Redirect,
      mode: ConfigAuthMode.Redirect,
    });
    expect(render).toHaveBeenCalledWith({
      container,
      lang: Languages.RUS,
      scheme: Scheme.DARK,
      styles: { height: 44, borderRadius: 8 },
    });
    expect(on.mock.calls.map(([event]) => event)).toContain(WidgetEvents.ERROR);
  });

  it('passes on what the widget reports: loaded, a failed load, a login error in the spec words', () => {
    vi.spyOn(Config, 'init').mockReturnValue(Config);
    const handlers = new Map<string, (payload?: unknown) => void>();
    vi.spyOn(OneTap.prototype, 'render').mockImplementation(function (this: OneTap) {
      return this;
    });
    vi.spyOn(OneTap.prototype, 'on').mockImplementation(function (this: OneTap, event: string, handler) {
      handlers.set(event, handler as (payload?: unknown) => void);
      return this;
    });
    const reported = { loaded: 0, failed: [] as string[], errors: [] as string[] };
    oneTapOf(sdk)({
      container: document.createElement('div'),
      appId: '51234567',
      start,
      scheme: 'light',
      onLoaded: () => reported.loaded++,
      onFailed: (reason) => reported.failed.push(reason),
      onError: (message) => reported.errors.push(message),
    });

    handlers.get(WidgetEvents.LOAD)?.();
    handlers.get(WidgetEvents.ERROR)?.({ code: 0, text: 'timeout' });
    handlers.get(WidgetEvents.ERROR)?.({ code: 2, text: VK_ERRORS[103] });
    expect(reported).toEqual({ loaded: 1, failed: ['timeout'], errors: [VK_ERRORS[103]] });
  });
});
