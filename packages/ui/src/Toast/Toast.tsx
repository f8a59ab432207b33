import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/shell-icons.tsx';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { showPopover, useTopmostModal } from '../hooks/topLayer.ts';
import { focusRing } from '../theme/focusRing.ts';
import { roundButton } from '../theme/roundButton.ts';

export type ToastType = 'error' | 'warning' | 'success' | 'info';

export interface ToastItem {
  /** Unique id, used to dismiss. */
  id: string;
  /** Colour, icon and urgency: errors are announced assertively, warnings and the rest politely. */
  type: ToastType;
  /** Text of the notification (a server message for errors). */
  message: string;
  /** Milliseconds before it hides itself; 0 keeps it until dismissed. Default: the stack's `duration`. */
  duration?: number;
}

/* A popover in the top layer, above every dialog and drawer; the popover's own UA box is reset. Under
   the app bar, so it never covers the user chip at its right end. */
const Viewport = styled.section`
  position: fixed;
  inset: auto;
  top: calc(${({ theme }) => theme.size.appBar} + ${({ theme }) => theme.space(2)});
  right: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(${({ theme }) => theme.size.toastWidth}, calc(100vw - ${({ theme }) => theme.space(8)}));
  margin: 0;
  padding: 0;
  border: none;
  background: none;
  overflow: visible;
  pointer-events: none;
  ${({ theme }) => theme.media.phone} {
    left: ${({ theme }) => theme.space(2)};
    right: ${({ theme }) => theme.space(2)};
    width: auto;
  }
  > div {
    display: contents;
  }
  /* a popover brings a ::backdrop over the whole window; an empty one still changes how the page
     under it is composited (focus rings antialiased a pixel apart), so there is none */
  &::backdrop {
    display: none;
  }
`;

const Item = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)}
    ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.elevation[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  pointer-events: auto;
  &[data-type='error'] {
    background: ${({ theme }) => theme.color.error};
    color: ${({ theme }) => theme.color.onError};
  }
  &[data-type='warning'] {
    background: ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.onWarning};
  }
  &[data-type='success'] {
    background: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.onSuccess};
  }
  &[data-type='info'] {
    background: ${({ theme }) => theme.color.inverseSurface};
    color: ${({ theme }) => theme.color.onInverseSurface};
  }
  > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
    margin-top: 1px;
  }
  > p {
    flex: 1;
    margin: 0;
    padding-top: 1px;
    overflow-wrap: anywhere;
  }
  > button {
    ${roundButton((theme) => theme.size.inlineAction.md)}
    flex: none;
    margin: -${({ theme }) => theme.space(1)} 0;
  }
  > button:focus-visible {
    ${focusRing({ placement: 'edge', color: 'currentColor' })}
  }
  > button svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
`;

const icons = { error: ErrorIcon, warning: WarningIcon, success: SuccessIcon, info: InfoIcon };

interface ToastRowProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  duration: number;
}

function ToastRow({ toast, onDismiss, duration: stackDuration }: ToastRowProps) {
  const duration = toast.duration ?? stackDuration;
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  useEffect(() => {
    if (paused || duration <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, duration, onDismiss, toast.id]);
  const Icon = icons[toast.type];
  return (
    <Item
      data-type={toast.type}
      data-state={paused ? 'paused' : 'running'}
      role={toast.type === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon />
      <p>{toast.message}</p>
      <button type="button" aria-label="Закрыть уведомление" onClick={() => onDismiss(toast.id)}>
        <CloseIcon />
      </button>
    </Item>
  );
}

export interface ToastStackProps {
  /** Notifications to show, oldest first. */
  toasts: ToastItem[];
  /** Called when a toast times out or its close button is pressed. */
  onDismiss: (id: string) => void;
  /** Milliseconds a toast stays when it names no duration of its own. */
  duration: number;
}

/**
 * Top-right stack of notifications under the app bar (controlled: the app keeps the list, e.g. in a
 * store). Each hides after `duration`, pauses while hovered or focused, and is announced by a live
 * region. It stays above every dialog and drawer, and can be clicked there: a popover in the top
 * layer, kept inside the modal dialog on top (the rest of the page is inert while one is open) and
 * raised again over each modal that opens after it.
 */
export function ToastStack({ toasts, onDismiss, duration }: ToastStackProps) {
  const modal = useTopmostModal();
  /* Where the stack lives while no modal is open: here, in the page as rendered. */
  const slot = useRef<HTMLDivElement>(null);
  /* A node of our own that moves between that place and the dialogs: React keeps rendering into it,
     so the toasts (and their timers) are not mounted again when it moves. */
  const [host, setHost] = useState<HTMLElement | null>(null);
  const viewport = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const node = document.createElement('div');
    node.dataset.toastHost = '';
    /* no box of its own: a dialog lays out its children as a flex column */
    node.style.display = 'contents';
    setHost(node);
    return () => node.remove();
  }, []);
  useLayoutEffect(() => {
    const home = modal ?? slot.current;
    if (!host || !home) return;
    home.append(host);
    /* a popover leaves the top layer when its node moves: shown again, last, so above the modal */
    showPopover(viewport.current);
  }, [host, modal]);

  return (
    <div ref={slot} style={{ display: 'contents' }}>
      {host &&
        createPortal(
          <Viewport ref={viewport} popover="manual" aria-label="Уведомления">
            <div aria-live="polite">
              {toasts.map((toast) => (
                <ToastRow key={toast.id} toast={toast} onDismiss={onDismiss} duration={duration} />
              ))}
            </div>
          </Viewport>,
          host,
        )}
    </div>
  );
}

type ShowToast = (toast: Omit<ToastItem, 'id'> & { id?: string }) => string;
const ToastContext = createContext<ShowToast | null>(null);

export interface ToastProviderProps {
  /** The part of the app that may show notifications. */
  children?: ReactNode;
  /** Milliseconds a toast stays when it names no duration of its own. */
  duration: number;
}

/** Keeps its own list and renders a ToastStack; `useToast()` shows notifications. */
export function ToastProvider({ children, duration }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<ShowToast>((toast) => {
    const id = toast.id ?? `toast-${++counter.current}`;
    setToasts((list) => [...list.filter((t) => t.id !== id), { ...toast, id }]);
    return id;
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastStack toasts={toasts} onDismiss={dismiss} duration={duration} />
    </ToastContext.Provider>
  );
}

/** Returns `toast({ type, message })`; needs a ToastProvider above. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}
