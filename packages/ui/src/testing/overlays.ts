/**
 * Checks for `play` functions of what floats over the page (option lists, toasts): in the window,
 * and on top, where a user can see and click it.
 */
import { expect, within } from 'storybook/test';

/** The element's box lies wholly inside the window. */
export async function expectInViewport(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(box.height).toBeGreaterThan(0);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * What a click at the element's centre lands on is the element (or a part of it): nothing covers
 * it (a backdrop, a footer, a scrolling body's edge), and it is not inert behind a modal dialog,
 * which the browser's hit testing skips.
 */
export async function expectOnTop(element: Element) {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(hit !== null && element.contains(hit)).toBe(true);
}

/**
 * An open option list: inside the window, and every option on top once the list (a long one
 * scrolls inside itself) has brought it into its own view.
 */
export async function expectListInView(list: HTMLElement) {
  await expectInViewport(list);
  for (const option of within(list).getAllByRole('option')) {
    const top = option.offsetTop;
    if (top < list.scrollTop || top + option.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top;
    await expectOnTop(option);
  }
  list.scrollTop = 0;
}

/** A short option list in full: in view (as above) and opened to the side with room for all of it. */
export async function expectWholeListInView(list: HTMLElement) {
  await expectListInView(list);
  await expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight);
}
