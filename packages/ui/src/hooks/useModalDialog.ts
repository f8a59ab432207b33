import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { modalClosed, modalShown } from './topLayer.ts';

export type ModalCloseReason = 'escape' | 'backdrop';

export interface ModalDialogOptions<Reason extends string> {
  /** Whether the `<dialog>` is shown as a modal. */
  open: boolean;
  /** Asked to close: Esc, a click on the backdrop, or whatever the component passes to `requestClose`. */
  onClose?: (reason: ModalCloseReason | Reason) => void;
  /** False for blocking dialogs: nothing asks to close. */
  dismissible?: boolean;
}

/**
 * The life of a modal native `<dialog>`, shared by Dialog and Drawer: shown with `showModal()` while
 * `open` (the browser traps focus and makes the page inert), closed again when `open` turns false or
 * the component unmounts, focus given back to the element that opened it; Esc and a click on the
 * backdrop ask to close. Spread `handlers` on the `<dialog>` and attach `ref`.
 */
export function useModalDialog<Reason extends string = never>({
  open,
  onClose,
  dismissible = true,
}: ModalDialogOptions<Reason>) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  /* a layout effect: the dialog is open before anything measures it or a test looks at it */
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    /* toasts move into the modal on top, the one part of the page that is not inert */
    modalShown(dialog);
    return () => {
      if (dialog.open) dialog.close();
      modalClosed(dialog);
      /* also when the dialog unmounts while open, where the browser cannot restore focus */
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const requestClose = (reason: ModalCloseReason | Reason) => {
    if (dismissible) onCloseRef.current?.(reason);
  };

  const handlers = {
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      /* Esc in an open select menu or list closes that menu only, and nothing typed is lost; its
         default is prevented above so the browser's own close request does not follow either */
      if (event.target instanceof Element && event.target.closest('[aria-expanded="true"]')) return;
      /* handled here too: Esc's default close request does not follow scripted key events */
      requestClose('escape');
    },
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      requestClose('escape');
    },
    /* a click on the dialog element itself but outside its box landed on the ::backdrop */
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target !== event.currentTarget) return;
      const r = event.currentTarget.getBoundingClientRect();
      if (event.clientX < r.left || event.clientX > r.right || event.clientY < r.top || event.clientY > r.bottom)
        requestClose('backdrop');
    },
  };

  return { ref, handlers, requestClose };
}
