import { useCallback, useState } from 'react';

/**
 * A ref for an element and whether it has been on screen: true from the first time any of it is in the viewport,
 * and from then on. Where there is no IntersectionObserver (jsdom) it counts as seen at once.
 */
export function useSeen<Element extends HTMLElement>(): [(element: Element | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || seen) return;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [seen],
  );
  return [ref, seen];
}
