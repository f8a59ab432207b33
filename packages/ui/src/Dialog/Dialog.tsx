import { X } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useModalDialog, type ModalCloseReason } from '../hooks/useModalDialog.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { focusRing } from '../theme/focusRing.ts';
import { modalDialogStates } from '../theme/modalDialog.ts';

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog (browsers let focus escape to their own toolbar). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.offsetParent !== null,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export type DialogCloseReason = ModalCloseReason | 'close-button';

const Root = styled.dialog`
  width: min(calc(100% - ${({ theme }) => theme.space(8)}), var(--dialog-max));
  max-width: none;
  max-height: calc(100% - ${({ theme }) => theme.space(8)});
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceOverlay};
  color: ${({ theme }) => theme.color.text};
  /* the edge is an inset shadow, not a border, so the box keeps its size in both themes */
  box-shadow:
    inset 0 0 0 ${({ theme }) => theme.size.border} ${({ theme }) => theme.color.overlayEdge},
    ${({ theme }) => theme.elevation[3]};
  font-family: ${({ theme }) => theme.font.family};
  &[data-max='sm'] {
    --dialog-max: ${({ theme }) => theme.size.dialog.sm};
  }
  &[data-max='md'] {
    --dialog-max: ${({ theme }) => theme.size.dialog.md};
  }
  &[data-max='lg'] {
    --dialog-max: ${({ theme }) => theme.size.dialog.lg};
  }
  ${modalDialogStates}
  ${({ theme }) => theme.media.phone} {
    width: calc(100% - ${({ theme }) => theme.space(4)});
    max-height: calc(100% - ${({ theme }) => theme.space(4)});
  }
  > header {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(2)};
  }
  > header h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    padding-top: ${({ theme }) => theme.space(2)};
  }
  > header button {
    margin: -${({ theme }) => theme.space(1)} -${({ theme }) => theme.space(2)} 0 0;
  }
  > [data-part='content'] {
    flex: 1;
    overflow: auto;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  }
  /* a body that scrolls is a tab stop (see below) */
  > [data-part='content']:focus-visible {
    ${focusRing({ placement: 'inset' })}
  }
  > footer {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  }
`;

export interface DialogProps extends Omit<ComponentPropsWithRef<'dialog'>, 'title' | 'open' | 'onClose'> {
  /** Whether the dialog is shown (modal, with focus trapped inside). */
  open: boolean;
  /** Asked to close: Esc, a click on the backdrop or the close icon. Not called when `dismissible` is false. */
  onClose?: (reason: DialogCloseReason) => void;
  /** Heading; names the dialog. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  /** Body; scrolls when taller than the screen. */
  children?: ReactNode;
  /** Buttons at the bottom right. */
  actions?: ReactNode;
  /** Maximum width: sm 600, md 800, lg 1200 px. */
  maxWidth?: 'sm' | 'md' | 'lg';
  /** Esc, backdrop click and the close icon close it. False for blocking dialogs. */
  dismissible?: boolean;
  /** Shows the close icon in the header (when dismissible). */
  showCloseButton?: boolean;
  /** 'alertdialog' for an interruption that needs an answer (a question, an error); 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * Modal dialog on the native `<dialog>`: the browser traps focus and makes the page inert; Esc
 * asks to close; focus returns to the element that opened it; the page behind does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  maxWidth = 'sm',
  dismissible = true,
  showCloseButton = true,
  role = 'dialog',
  ...rest
}: DialogProps) {
  const modal = useModalDialog<'close-button'>({ open, onClose, dismissible });
  const titleId = useId();
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  /* a scrolling body must be reachable by keyboard (axe: scrollable-region-focusable) */
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!open || !content) return;
    const measure = () => setScrollable(content.scrollHeight > content.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [open, children]);

  return (
    <Root
      ref={modal.ref}
      role={role}
      data-max={maxWidth}
      data-state={open ? 'open' : 'closed'}
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={children ? contentId : undefined}
      {...modal.handlers}
      onKeyDown={(event) => {
        trapTab(event);
        modal.handlers.onKeyDown(event);
      }}
      {...rest}
    >
      {open && (
        <>
          {(title || (dismissible && showCloseButton)) && (
            <header>
              {title && <h2 id={titleId}>{title}</h2>}
              {dismissible && showCloseButton && (
                <IconButton label="Закрыть" onClick={() => modal.requestClose('close-button')}>
                  <X />
                </IconButton>
              )}
            </header>
          )}
          {children && (
            <div
              data-part="content"
              id={contentId}
              ref={contentRef}
              tabIndex={scrollable ? 0 : undefined}
              role={scrollable ? 'region' : undefined}
              aria-label={scrollable ? 'Содержимое диалога' : undefined}
            >
              {children}
            </div>
          )}
          {actions && <footer>{actions}</footer>}
        </>
      )}
    </Root>
  );
}
