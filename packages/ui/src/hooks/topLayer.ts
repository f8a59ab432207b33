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
