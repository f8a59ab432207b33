import { CloseIcon } from '../icons/shell-icons.tsx';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge/Badge.tsx';
import { Drawer } from '../Drawer/Drawer.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { media, size } from '../theme/tokens.ts';
import { focusRing } from '../theme/focusRing.ts';

export interface NavItem {
  /** Stable key. */
  key: string;
  /** Text of the entry. */
  label: string;
  /** Leading icon (lucide-react element). */
  icon?: ReactNode;
  /** Target; entries without one are not links. */
  href?: string;
  /** Marks the entry of the current page (`aria-current="page"`). */
  active?: boolean;
  /** Not available yet: greyed out, with the 'В разработке' mark. */
  disabled?: boolean;
  /** Opens in a new tab (the school's main website). */
  external?: boolean;
}

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  ul {
    display: contents;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  [data-part='item'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: ${({ theme }) => theme.size.control.lg};
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  a[data-part='item']:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  a[data-part='item']:focus-visible {
    ${focusRing({ placement: 'inside' })}
  }
  a[data-part='item'][aria-current='page'] {
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primaryText};
  }
  [data-part='item'][aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
  [data-part='item'] > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.lg};
    height: ${({ theme }) => theme.size.icon.lg};
  }
  [data-part='label'] {
    flex: 1;
    min-width: 0;
  }
`;

/* The phone sheet's top row, as high as the app bar: its close button covers the place of the toggle that opened it. */
const SheetTop = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  min-height: ${({ theme }) => theme.size.appBar};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
`;

const Permanent = styled.aside`
  flex: none;
  width: ${({ theme }) => theme.size.navigationDrawer};
  /* full height of the row it sits in beside the content (the shell's body, a flex row); a
     percentage height would need a parent with a fixed height */
  align-self: stretch;
  border-right: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  background: ${({ theme }) => theme.color.surface};
  overflow-y: auto;
`;

export interface NavigationDrawerProps {
  /** Entries, top to bottom. */
  items: NavItem[];
  /** Open state: on desktop an open drawer sits beside the content, on phones it covers it. */
  open: boolean;
  /** Asked to open (edge swipe) or close (the close button, Esc, scrim, a chosen entry on phones). */
  onOpenChange: (open: boolean) => void;
  /** Called when an entry is clicked, e.g. to `preventDefault()` and navigate with the router. */
  onNavigate?: (item: NavItem, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Accessible name of the navigation. */
  'aria-label'?: string;
  /** Id of the drawer (for the app bar toggle's `aria-controls`). */
  id?: string;
  /** Force a mode; by default permanent from the desktop breakpoint up, temporary below. */
  variant?: 'auto' | 'permanent' | 'temporary';
  /** Content above the entries (a heading). */
  header?: ReactNode;
  /** Accessible name of the phone sheet's close button. */
  closeLabel?: string;
}

/**
 * Left navigation, 340 px. Permanent on desktop; on phones a temporary modal sheet that starts
 * closed (see `useNavigationDrawerDefaultOpen`), opens with a swipe from the left 25 px edge and
 * closes with its 'Закрыть меню' button, Esc, the scrim or a chosen entry.
 */
export function NavigationDrawer({
  items,
  open,
  onOpenChange,
  onNavigate,
  'aria-label': label = 'Основное меню',
  id,
  variant = 'auto',
  header,
  closeLabel = 'Закрыть меню',
}: NavigationDrawerProps) {
  const desktop = useMediaQuery(media.desktop);
  const temporary = variant === 'temporary' || (variant === 'auto' && !desktop);
  useEdgeSwipe(temporary && !open, () => onOpenChange(true));

  const list = (
    <Nav aria-label={label}>
      {header}
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {item.disabled || !item.href ? (
              <span data-part="item" aria-disabled={item.disabled || undefined}>
                {item.icon}
                <span data-part="label">{item.label}</span>
                {item.disabled && <Badge tone="warning">В разработке</Badge>}
              </span>
            ) : (
              <a
                data-part="item"
                href={item.href}
                aria-current={item.active ? 'page' : undefined}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={(event) => {
                  onNavigate?.(item, event);
                  if (temporary) onOpenChange(false);
                }}
              >
                {item.icon}
                <span data-part="label">{item.label}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </Nav>
  );

  if (temporary) {
    return (
      <Drawer
        id={id}
        open={open}
        onClose={() => onOpenChange(false)}
        side="left"
        width={size.navigationDrawer}
        aria-label={label}
      >
        {/* Esc and the scrim close it too, but neither is seen: a touch user needs a button to find. */}
        <SheetTop>
          <IconButton label={closeLabel} onClick={() => onOpenChange(false)}>
            <CloseIcon />
          </IconButton>
        </SheetTop>
        {list}
      </Drawer>
    );
  }
  return open ? (
    <Permanent id={id} data-state="open">
      {list}
    </Permanent>
  ) : null;
}

/** Desktop starts with the menu open, phones with it closed (spec: shell). */
export function useNavigationDrawerDefaultOpen(): boolean {
  return useMediaQuery(media.desktop);
}

/** Spec: swipe edge 25 px. A touch must start this close to the left edge and then move this far right. */
const SWIPE_EDGE_PX = 25;

/** Opens on a touch that starts within 25 px of the left edge and moves right. */
function useEdgeSwipe(enabled: boolean, onSwipe: () => void) {
  const onSwipeRef = useRef(onSwipe);
  useEffect(() => {
    onSwipeRef.current = onSwipe;
  });
  useEffect(() => {
    if (!enabled) return;
    let startX: number | null = null;
    const down = (event: PointerEvent) => {
      startX = event.pointerType !== 'mouse' && event.clientX <= SWIPE_EDGE_PX ? event.clientX : null;
    };
    const move = (event: PointerEvent) => {
      if (startX !== null && event.clientX - startX > SWIPE_EDGE_PX) {
        startX = null;
        onSwipeRef.current();
      }
    };
    const up = () => {
      startX = null;
    };
    document.addEventListener('pointerdown', down);
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', up);
    document.addEventListener('pointercancel', up);
    return () => {
      document.removeEventListener('pointerdown', down);
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', up);
      document.removeEventListener('pointercancel', up);
    };
  }, [enabled]);
}
