import { useLayoutEffect, type RefObject } from 'react';

/**
 * Marks the scroll box while it is narrower than its content (phones; follows resizes): `data-overflow` shows the
 * hint above the table and `aria-describedby` names it. Written on the element, not kept in state: a state set as
 * the table mounts renders the table again within its commit, and that task, already the longest of a page with a
 * table, would also take the page's effects with it. The ResizeObserver's first report comes after the layout the
 * browser does anyway and before the paint, so the first frame shows the hint where it belongs.
 */
export function useOverflowHint(scrollerRef: RefObject<HTMLDivElement | null>, hintId: string) {
  useLayoutEffect(() => {
    const element = scrollerRef.current;
    if (!element) return;
    const mark = () => {
      if (element.scrollWidth > element.clientWidth + 1) {
        element.dataset.overflow = 'sideways';
        element.setAttribute('aria-describedby', hintId);
      } else {
        delete element.dataset.overflow;
        element.removeAttribute('aria-describedby');
      }
    };
    /* without ResizeObserver (jsdom, very old browsers) one measure stands */
    if (typeof ResizeObserver === 'undefined') return mark();
    const observer = new ResizeObserver(mark);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [scrollerRef, hintId]);
}
