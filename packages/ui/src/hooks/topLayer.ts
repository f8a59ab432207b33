import { useSyncExternalStore } from 'react';

/*
 * The top layer (modal dialogs, popovers) is drawn above everything on the page, whatever the
 * z-index or overflow of the element's ancestors. While a modal dialog is open, every node outside
 * it is inert (Chromium skips it in hit testing, so not even a popover drawn above the dialog can
 * be clicked): what floats above a modal must be a popover inside that dialog's DOM.
 */

/** Shows a `popover` element (last in the top layer, so above what is there); a no-op without the API (jsdom). */
export function showPopover(element: HTMLElement | null) {
  if (element?.isConnected && typeof element.showPopover === 'function' && !element.matches(':popover-open'))
    element.showPopover();
}

/** Hides a `popover` element shown with showPopover. */
export function hidePopover(element: HTMLElement | null) {
  if (element && typeof element.hidePopover === 'function' && element.matches(':popover-open')) element.hidePopover();
}

/* The modal dialogs shown by useModalDialog, in the order they were shown: the last is on top. */
const openModals: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Called by useModalDialog after showModal(). */
export function modalShown(dialog: HTMLDialogElement) {
  openModals.push(dialog);
  changed();
}

/** Called by useModalDialog when its dialog closes or unmounts. */
export function modalClosed(dialog: HTMLDialogElement) {
  const index = openModals.lastIndexOf(dialog);
  if (index === -1) return;
  openModals.splice(index, 1);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topmost = () => openModals[openModals.length - 1] ?? null;

/** The modal dialog on top (the only part of the page that is not inert), or null; re-renders when it changes. */
export function useTopmostModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topmost, () => null);
}
