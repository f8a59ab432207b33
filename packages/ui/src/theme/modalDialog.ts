import { css } from 'styled-components';
import { focusRing } from './focusRing.ts';

/**
 * The states every modal `<dialog>` (Dialog, Drawer) draws alike: a column while open, the page
 * dimmed behind it, and the theme's inset ring on the panel itself, which takes focus when it holds
 * nothing focusable (without this the browser's own ring shows).
 */
export const modalDialogStates = css`
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
  }
  &:focus-visible {
    ${focusRing({ placement: 'inset' })}
  }
`;
