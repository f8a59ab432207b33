import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { useModalDialog } from '../hooks/useModalDialog.ts';
import { modalDialogStates } from '../theme/modalDialog.ts';
import { size } from '../theme/tokens.ts';

const Root = styled.dialog`
  position: fixed;
  inset: 0 auto 0 0;
  width: min(var(--drawer-width), calc(100vw - ${({ theme }) => theme.space(12)}));
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: none;
  background: ${({ theme }) => theme.color.surfaceOverlay};
  color: ${({ theme }) => theme.color.text};
  /* the edge on the inner side only, as an inset shadow so the sheet keeps its width */
  --drawer-edge: calc(-1 * ${({ theme }) => theme.size.border});
  box-shadow:
    inset var(--drawer-edge) 0 0 ${({ theme }) => theme.color.overlayEdge},
    ${({ theme }) => theme.elevation[3]};
  font-family: ${({ theme }) => theme.font.family};
  overflow: auto;
  &[data-side='right'] {
    inset: 0 0 0 auto;
    --drawer-edge: ${({ theme }) => theme.size.border};
  }
  ${modalDialogStates}
`;

export interface DrawerProps extends Omit<ComponentPropsWithRef<'dialog'>, 'open' | 'onClose'> {
  /** Whether the sheet is shown (modal). */
  open: boolean;
  /** Asked to close: Esc or a click on the scrim. */
  onClose: () => void;
  /** Edge the sheet slides from. */
  side?: 'left' | 'right';
  /** CSS width, e.g. `340px`; never wider than the screen minus a strip of scrim. */
  width?: string;
  /** Accessible name (drawers usually have no visible heading). */
  'aria-label': string;
  /** Content of the sheet. */
  children?: ReactNode;
}

/** Modal side sheet on the native `<dialog>`: focus moves in, Esc and the scrim close it, focus returns. */
export function Drawer({
  open,
  onClose,
  side = 'left',
  width = size.profileDrawer,
  children,
  style,
  ...rest
}: DrawerProps) {
  /* the sheet's callers take no reason */
  const modal = useModalDialog({ open, onClose: () => onClose() });
  return (
    <Root
      ref={modal.ref}
      data-side={side}
      data-state={open ? 'open' : 'closed'}
      style={{ ['--drawer-width' as string]: width, ...style }}
      {...modal.handlers}
      {...rest}
    >
      {open && children}
    </Root>
  );
}
