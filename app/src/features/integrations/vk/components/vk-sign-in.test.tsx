import { endpointUrl, MESSAGES, VK_ERRORS } from '@school/contract';
import { failing, MOCK_VK_STATE } from '@school/mocks';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../../app/store';
import { browser } from '../../../../lib/browser';
import { server } from '../../../../testing/server';
import type { MountOneTap, OneTapOptions } from '../vk-sdk';
import { VkSignIn } from './vk-sign-in';
import { AppProvider } from '../../../../app/provider';

const starts: unknown[] = [];
const record = async ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === endpointUrl('vkStart')) starts.push(await request.clone().json());
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', record);
});
beforeEach(() => {
  starts.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
});
afterAll(() => {
  server.events.removeListener('request:start', record);
  server.close();
});

/** A stand-in widget: draws a button, then does what `behave` says with the options it got. */
function standIn(behave: (options: OneTapOptions) => void = () => {}) {
  const mounted: OneTapOptions[] = [];
  const close = vi.fn();
  const mount: MountOneTap = (options) => {
    mounted.push(options);
    options.container.innerHTML = '<button type="button">Продолжить как Дарья</button>';
    behave(options);
    return { close };
  };
  return { load: () => Promise.resolve(mount), mounted, close };
}

function renderControl(load: () => Promise<MountOneTap>) {
  const store = createAppStore();
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  render(
    <AppProvider store={store}>
      <VkSignIn appId="51234567" loadSdk={load} />
    </AppProvider>,
  );
  return { assign, toasts: () => store.getState().notifications.items.map((item) => item.message) };
}

const fallback = () => screen.queryByRole('button', { name: 'Войти через VK ID' });

describe('VkSignIn', () => {
  it("given a widget that loads / it is drawn with our server's state and no second VK button", async () => {
    const widget = standIn((options) => options.onLoaded());
    renderControl(widget.load);

    expect(await screen.findByRole('button', { name: 'Продолжить как Дарья' })).toBeInTheDocument();
    expect(widget.mounted[0]).toMatchObject({ appId: '51234567', scheme: 'light', start: { state: MOCK_VK_STATE } });
    expect(starts).toEqual([{ purpose: 'login' }]);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fallback()).toBeNull();
    expect(screen.getByTestId('vk-one-tap')).toHaveAttribute('data-state', 'loaded');
  });

  it("given the widget's own button (no type) inside a dialog's form / its click does not submit the form", async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const widget = standIn((options) => {
      options.container.innerHTML = '<button>Войти с VK ID</button>';
      options.onLoaded();
    });
    const store = createAppStore();
    render(
      <AppProvider store={store}>
        <form onSubmit={(event) => submitted(event.nativeEvent)}>
          <VkSignIn appId="51234567" loadSdk={widget.load} />
        </form>
      </AppProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Войти с VK ID' }));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('given a widget silent for 5000 ms / it is closed and our button signs in through vk-start', async () => {
    const widget = standIn();
    const { assign } = renderControl(widget.load);
    await screen.findByRole('button', { name: 'Продолжить как Дарья' });
    expect(screen.getByTestId('vk-one-tap')).toHaveAttribute('data-state', 'loading');

    // The clock also runs in real time while the network answers: a margin below 5000 ms.
    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(fallback()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fallback()).toBeInTheDocument();
    expect(widget.close).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Продолжить как Дарья' })).toBeNull();

    await userEvent.click(fallback() as HTMLElement);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]?.[0]).toMatch(/^\/get-vkapi\?code=/);
    expect(starts).toEqual([{ purpose: 'login' }, { purpose: 'login' }]);
  });

  it('given a widget that fails to load (offline) / our button at once, and no toast', async () => {
    const { toasts } = renderControl(standIn((options) => options.onFailed('timeout')).load);
    expect(await screen.findByRole('button', { name: 'Войти через VK ID' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('given an SDK chunk that cannot be fetched / our button, no uncaught error', async () => {
    renderControl(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('button', { name: 'Войти через VK ID' })).toBeInTheDocument();
  });

  it("given the SDK's parameter error / the error in a toast and our button", async () => {
    const { toasts } = renderControl(
      standIn(() => {
        throw new Error('app should be number');
      }).load,
    );
    expect(await screen.findByRole('button', { name: 'Войти через VK ID' })).toBeInTheDocument();
    expect(toasts()).toEqual(['app should be number']);
  });

  it('given a login error of the widget / the spec text in a toast, the widget stays', async () => {
    const { toasts } = renderControl(
      standIn((options) => {
        options.onLoaded();
        options.onError(VK_ERRORS[102]);
      }).load,
    );
    await vi.waitFor(() => expect(toasts()).toEqual([VK_ERRORS[102]]));
    expect(fallback()).toBeNull();
  });

  it("given vk-start failing before the widget / our button, whose click shows the server's message", async () => {
    server.use(failing('vkStart', 404, MESSAGES.vkNotConfigured));
    const { assign, toasts } = renderControl(standIn().load);
    expect(await screen.findByRole('button', { name: 'Войти через VK ID' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);

    await userEvent.click(fallback() as HTMLElement);
    await vi.waitFor(() => expect(toasts()).toEqual([MESSAGES.vkNotConfigured]));
    expect(assign).not.toHaveBeenCalled();
  });
});
