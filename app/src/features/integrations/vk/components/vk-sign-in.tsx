import { VK } from '@school/contract';
import { Button, type AppTheme } from '@school/ui';
import { useEffect, useReducer, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { browser } from '../../../../lib/browser';
import { useAppDispatch } from '../../../../lib/hooks';
import { notify } from '../../../../lib/notifications-slice';
import { useVkStartForWidgetMutation, useVkStartMutation } from '../api';
import { VK_OR, VK_SIGN_IN_LABEL } from '../vk-return';
import { vkSdk, vkSdkErrorMessage, type MountOneTap, type OneTapWidget } from '../vk-sdk';
import { vkWidgetReducer } from '../vk-widget-state';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/* 'или' between two rules: the VK control is another way in, not a part of the form above. */
const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  }
`;

/* The widget's height (platform.md section 9) is ours to keep while it loads, so nothing jumps. */
const Slot = styled.div`
  position: relative;
  min-height: ${VK.button.defaultHeight}px;

  &[data-state='loading'] > [data-part='placeholder'] {
    position: absolute;
    inset: 0;
    border-radius: ${VK.button.borderRadius}px;
    background: ${({ theme }) => theme.color.skeleton};
  }
`;

const FallbackButton = styled(Button)`
  min-height: ${VK.button.defaultHeight}px;
`;

function VkLogo() {
  return (
    <svg viewBox="5 6 14 12" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12.6 16C8.56 16 6.1 13.18 6 8.5h2.05c.07 3.44 1.63 4.9 2.83 5.2V8.5h1.96v2.97c1.16-.13 2.37-1.48 2.77-2.97h1.94c-.31 1.83-1.63 3.18-2.56 3.74.93.45 2.43 1.63 3 3.76h-2.13c-.45-1.42-1.56-2.52-3.02-2.67V16h-.24Z"
      />
    </svg>
  );
}

export interface VkSignInProps {
  /** VK ID application id from GET /config; without it there is no VK control at all. */
  appId: string;
  /**
   * Loads the widget (the SDK's chunk by default). Stories pass a stand-in: the real SDK cannot
   * reach id.vk.ru there.
   */
  loadSdk?: () => Promise<MountOneTap>;
}

/**
 * One VK ID control for the sign-in and registration dialogs: the OneTap widget, started with our
 * server's PKCE `state` so its sign-in comes back to /get-vkapi; when it has not loaded in 5000 ms
 * (offline, blocked, an error) it is closed and our 'Войти через VK ID' button takes its place.
 */
export function VkSignIn({ appId, loadSdk = vkSdk.load }: VkSignInProps) {
  const [state, send] = useReducer(vkWidgetReducer, 'loading');
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<OneTapWidget | undefined>(undefined);
  const dispatch = useAppDispatch();
  const scheme = (useTheme() as AppTheme | undefined)?.name === 'dark' ? 'dark' : 'light';
  const [prepare] = useVkStartForWidgetMutation();

  useEffect(() => {
    let cancelled = false;
    // The SDK's own button has no type: inside a dialog's form its click would also submit the form.
    const node = container.current;
    const keepFormUnsent = (event: Event) => event.preventDefault();
    node?.addEventListener('click', keepFormUnsent);
    const timer = setTimeout(() => send('timeout'), VK.widgetLoadTimeoutMs);
    const fail = (reason: unknown) => {
      if (cancelled) return;
      const message = vkSdkErrorMessage(reason);
      if (message) dispatch(notify(message));
      else console.warn('Виджет VK ID не загрузился:', reason);
      send('failed');
    };
    void (async () => {
      try {
        const [mount, start] = await Promise.all([loadSdk(), prepare({ purpose: 'login' }).unwrap()]);
        if (cancelled || !container.current) return;
        widget.current = mount({
          container: container.current,
          appId,
          start,
          scheme,
          onLoaded: () => send('loaded'),
          onFailed: fail,
          onError: (message) => dispatch(notify(message)),
        });
      } catch (error) {
        fail(error);
      }
    })();
    return () => {
      cancelled = true;
      node?.removeEventListener('click', keepFormUnsent);
      clearTimeout(timer);
      widget.current?.close();
      widget.current = undefined;
    };
  }, [appId, dispatch, loadSdk, prepare, scheme]);

  useEffect(() => {
    if (state !== 'not_loaded') return;
    widget.current?.close();
    widget.current = undefined;
  }, [state]);

  return (
    <Root>
      <Or>{VK_OR}</Or>
      {state === 'not_loaded' ? (
        <VkFallbackButton />
      ) : (
        <Slot data-state={state} data-testid="vk-one-tap" aria-busy={state === 'loading' || undefined}>
          {state === 'loading' && <span data-part="placeholder" />}
          {/* The SDK draws into this element itself; React never renders children into it. */}
          <div ref={container} />
        </Slot>
      )}
    </Root>
  );
}

/** Our own way to VK ID: the server starts the PKCE round trip and the tab goes to VK ID. */
function VkFallbackButton() {
  const [vkStart, { isLoading, isSuccess }] = useVkStartMutation();

  async function signIn() {
    // A failure is told by the common error handler with the server's message.
    const answer = await vkStart({ purpose: 'login' });
    if (answer.data) browser.assign(answer.data.authorizeUrl);
  }

  return (
    <FallbackButton
      variant="outlined"
      fullWidth
      startIcon={<VkLogo />}
      loading={isLoading || isSuccess}
      onClick={() => void signIn()}
    >
      {VK_SIGN_IN_LABEL}
    </FallbackButton>
  );
}
