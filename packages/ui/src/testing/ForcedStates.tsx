import { useLayoutEffect, type ReactNode } from 'react';

const forced = (selector: string) => selector.replace(/:hover\b/g, "[data-force~='hover']");

/** Copies of the page's `:hover` rules with the pseudo-class swapped for the attribute, keeping @media. */
function forcedCopies(rules: CSSRuleList, wrap: (css: string) => string, out: string[]) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule && rule.selectorText.includes(':hover')) {
      out.push(wrap(`${forced(rule.selectorText)} { ${rule.style.cssText} }`));
    } else if (rule instanceof CSSMediaRule) {
      forcedCopies(rule.cssRules, (css) => wrap(`@media ${rule.conditionText} { ${css} }`), out);
    }
  }
}

/**
 * Shows the hover state in a still picture (stories and their screenshots). A script cannot make
 * the browser match `:hover`, so while this is mounted every `:hover` rule on the page is copied
 * with `[data-force~='hover']` in its place, and an element opts in with `data-force="hover"`.
 * Plain DOM and CSS: the same in the built Storybook, in Chromatic and under Vitest.
 */
export function ForcedStates({ children }: { children: ReactNode }) {
  /* layout effect: after styled-components inserted the children's rules, before the paint */
  useLayoutEffect(() => {
    const style = document.createElement('style');
    style.dataset.forcedStates = '';
    const copies: string[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        forcedCopies(sheet.cssRules, (css) => css, copies);
      } catch {
        /* a cross-origin sheet cannot be read, and holds none of our rules */
      }
    }
    style.textContent = copies.join('\n');
    document.head.appendChild(style);
    return () => style.remove();
  }, []);
  return <>{children}</>;
}
