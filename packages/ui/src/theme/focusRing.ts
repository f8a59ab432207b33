import { css, type DefaultTheme } from 'styled-components';

/**
 * Where the keyboard focus ring sits relative to the focused box.
 * - `outside`: a gap of `size.focusOffset` around the control (buttons, checkboxes, chips).
 * - `edge`: touching the box (small buttons inside chips and toasts, scroll regions, links).
 * - `border`: drawn over the 1 px border, which also takes the ring's colour (text fields,
 *   selects, code cells), so a field does not grow when it gains focus.
 * - `inside`: within the box (full-width list items, whose neighbours would cover a ring outside).
 * - `inset`: within the box with the usual gap (a clipped area, where nothing outside shows).
 */
export type FocusRingPlacement = 'outside' | 'edge' | 'border' | 'inside' | 'inset';

export interface FocusRingOptions {
  /** Where the ring sits; `outside` unless the box cannot show a ring around it. */
  placement?: FocusRingPlacement;
  /** `currentColor` where the ring is drawn on the inverse surface (toasts). */
  color?: 'focus' | 'currentColor';
}

const offset: Record<FocusRingPlacement, (theme: DefaultTheme) => string> = {
  outside: (theme) => theme.size.focusOffset,
  edge: () => '0',
  border: (theme) => `-${theme.size.border}`,
  inside: (theme) => `-${theme.size.focusRing}`,
  inset: (theme) => `calc(-1 * (${theme.size.focusRing} + ${theme.size.focusOffset}))`,
};

/* a field's border marks its edge, so it takes the ring's colour too */
const borderTakesRing = css`
  border-color: ${({ theme }) => theme.color.focus};
`;

/**
 * The one keyboard focus ring: declarations to put under the component's own focus selector,
 * e.g. `&:focus-visible { ${focusRing()} }`.
 */
export const focusRing = ({ placement = 'outside', color = 'focus' }: FocusRingOptions = {}) => css`
  outline: ${({ theme }) => theme.size.focusRing} solid
    ${({ theme }) => (color === 'focus' ? theme.color.focus : 'currentColor')};
  outline-offset: ${({ theme }) => offset[placement](theme)};
  ${placement === 'border' && borderTakesRing}
`;
