import { ChevronDown, ChevronUp, GripVertical, Trash2 } from 'lucide-react';
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
import { IconButton } from '../IconButton/IconButton.tsx';
import { focusRing } from '../theme/focusRing.ts';

const Root = styled.div`
  ol {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-height: ${({ theme }) => theme.size.control.lg};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
  li + li {
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  }
  /* the row just moved, so the eye finds it where it landed */
  li[data-state='moved'] {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  [data-part='content'] {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  [data-control='handle'] {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: ${({ theme }) => theme.size.control.sm};
    height: ${({ theme }) => theme.size.control.sm};
    padding: 0;
    border: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: grab;
  }
  [data-control='handle']:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
  [data-control='handle'] svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  [data-part='status'] {
    ${({ theme }) => theme.visuallyHidden}
  }
`;

export interface ReorderItem {
  /** Stable identity of the item (a material's id); unique within the list. */
  id: string;
  /** What the row shows. */
  content: ReactNode;
  /** The item's name in plain text, for the buttons' accessible names and the announcements ('Кинематика'). */
  label: string;
}

type Control = 'handle' | 'up' | 'down';

export interface ReorderListProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> {
  /** The items in their current order; the list is controlled: it shows what it is given. */
  items: readonly ReorderItem[];
  /** Accessible name of the list ('Материалы курса'). */
  label: string;
  /** Called when the user moves an item; the caller reorders `items` (or refuses, and nothing moves). */
  onMove: (fromIndex: number, toIndex: number) => void;
  /** Shows a remove button on each row; called with the item's id and index. */
  onRemove?: (id: string, index: number) => void;
  /** Accessible name of a row's 'up' button; 'Переместить «…» выше' by default. */
  moveUpLabel?: (label: string) => string;
  /** Accessible name of a row's 'down' button; 'Переместить «…» ниже' by default. */
  moveDownLabel?: (label: string) => string;
  /** Accessible name of a row's keyboard handle; '«…»: порядок' by default. */
  handleLabel?: (label: string) => string;
  /** Accessible name of a row's remove button; 'Удалить «…»' by default. */
  removeLabel?: (label: string) => string;
  /** What the handle's description says about the keys. */
  keyboardHint?: string;
  /** What a screen reader hears after a move; position counts from 1. */
  movedAnnouncement?: (label: string, position: number, total: number) => string;
}

const defaults = {
  moveUpLabel: (label: string) => `Переместить «${label}» выше`,
  moveDownLabel: (label: string) => `Переместить «${label}» ниже`,
  handleLabel: (label: string) => `«${label}»: порядок`,
  removeLabel: (label: string) => `Удалить «${label}»`,
  keyboardHint: 'Alt и стрелка вверх или вниз переставляют пункт',
  movedAnnouncement: (label: string, position: number, total: number) =>
    `«${label}» перемещен на позицию ${position} из ${total}`,
};

/** Where focus goes once the caller has re-rendered: a moved item's control, or a row's handle after a removal. */
type PendingFocus = { id: string; control: Control } | { index: number };

/**
 * An outline editor's list that the user reorders with each row's 'up' and 'down' buttons, or with Alt+arrows
 * on the row's handle; every move is announced, and focus stays on the control that moved the item.
 */
export function ReorderList({
  items,
  label,
  onMove,
  onRemove,
  moveUpLabel = defaults.moveUpLabel,
  moveDownLabel = defaults.moveDownLabel,
  handleLabel = defaults.handleLabel,
  removeLabel = defaults.removeLabel,
  keyboardHint = defaults.keyboardHint,
  movedAnnouncement = defaults.movedAnnouncement,
  ...rest
}: ReorderListProps) {
  const root = useRef<HTMLDivElement>(null);
  const pending = useRef<PendingFocus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [movedId, setMovedId] = useState<string | null>(null);
  const hintId = useId();

  /* React moves keyed rows by re-inserting DOM nodes, which drops focus: put it back once the new order is drawn. */
  useLayoutEffect(() => {
    const target = pending.current;
    const list = root.current;
    if (!target || !list) return;
    pending.current = null;
    /* `:scope >`: a row's content may hold a list of its own (a module's materials), whose rows and controls are not this list's */
    const rows = [...list.querySelectorAll<HTMLElement>(':scope > ol > li[data-id]')];
    const row =
      'id' in target
        ? rows.find((r) => r.dataset.id === target.id)
        : (rows[Math.min(target.index, rows.length - 1)] ?? undefined);
    if (!row) return;
    const control = 'id' in target ? target.control : 'handle';
    const wanted = row.querySelector<HTMLButtonElement>(`:scope > [data-control='${control}']`);
    /* an 'up' button disabled by the move (the item is now first) cannot hold focus: the handle takes it */
    (wanted && !wanted.disabled ? wanted : row.querySelector<HTMLElement>(":scope > [data-control='handle']"))?.focus();
  }, [items]);

  const move = (from: number, to: number, control: Control) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || to === from) return;
    pending.current = { id: item.id, control };
    setMovedId(item.id);
    setAnnouncement(movedAnnouncement(item.label, to + 1, items.length));
    onMove(from, to);
  };

  /* on the row's own controls only: inside its content Alt+arrows belong to whatever is there */
  const keys = (index: number, control: Control) => ({
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, control);
    },
  });

  return (
    <Root ref={root} {...rest}>
      <ol aria-label={label}>
        {items.map((item, index) => (
          <li key={item.id} data-id={item.id} data-state={movedId === item.id ? 'moved' : undefined}>
            <button
              type="button"
              data-control="handle"
              aria-label={handleLabel(item.label)}
              aria-describedby={hintId}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
              {...keys(index, 'handle')}
            >
              <GripVertical aria-hidden="true" />
            </button>
            <div data-part="content">{item.content}</div>
            <IconButton
              size="sm"
              data-control="up"
              {...keys(index, 'up')}
              label={moveUpLabel(item.label)}
              disabled={index === 0}
              onClick={() => move(index, index - 1, 'up')}
            >
              <ChevronUp aria-hidden="true" />
            </IconButton>
            <IconButton
              size="sm"
              data-control="down"
              {...keys(index, 'down')}
              label={moveDownLabel(item.label)}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1, 'down')}
            >
              <ChevronDown aria-hidden="true" />
            </IconButton>
            {onRemove && (
              <IconButton
                size="sm"
                color="error"
                label={removeLabel(item.label)}
                onClick={() => {
                  pending.current = { index };
                  setMovedId(null);
                  onRemove(item.id, index);
                }}
              >
                <Trash2 aria-hidden="true" />
              </IconButton>
            )}
          </li>
        ))}
      </ol>
      <span id={hintId} hidden>
        {keyboardHint}
      </span>
      <div data-part="status" role="status">
        {announcement}
      </div>
    </Root>
  );
}
