import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { DayPicker, type ChevronProps, type Matcher } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import styled, { useTheme } from 'styled-components';
import { hidePopover, showPopover } from '../hooks/topLayer.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { focusRing } from '../theme/focusRing.ts';
import { dateToIso, isoToDate, isoToText, typedToIso } from './date-text.ts';

/* The field and its popover side by side in the parent's layout: the wrapper draws no box, so a
   full-width field stays full width in a grid or a flex row. */
const Root = styled.div`
  display: contents;
`;

/* Shown in the top layer (the popover API): it is not clipped by a dialog's scrolling body and sits
   above the modal, while staying inside the dialog's DOM, so the modal does not make it inert. */
const Popover = styled.div`
  position: fixed;
  inset: auto;
  margin: 0;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  box-sizing: border-box;
  max-width: calc(100vw - ${({ theme }) => theme.space(4)});
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceOverlay};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.elevation[2]};
  font-family: ${({ theme }) => theme.font.family};

  /* react-day-picker's own parts; their states come as data-* attributes on the day cells */
  .rdp-months {
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: ${({ theme }) => theme.size.control.md};
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .rdp-caption_label::first-letter {
    text-transform: uppercase;
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
  }
  .rdp-nav button {
    display: inline-grid;
    place-items: center;
    width: ${({ theme }) => theme.size.control.md};
    height: ${({ theme }) => theme.size.control.md};
    padding: 0;
    border: none;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: none;
    color: inherit;
    cursor: pointer;
  }
  .rdp-nav button:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  .rdp-nav button[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
  .rdp-nav button:focus-visible {
    ${focusRing()}
  }
  .rdp-nav svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  table {
    border-collapse: collapse;
  }
  th {
    height: ${({ theme }) => theme.size.control.sm};
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
  }
  td {
    padding: 0;
    text-align: center;
  }
  /* the same day marks as Calendar: today filled with the primary colour, the chosen day ringed */
  td button {
    display: inline-grid;
    place-items: center;
    width: ${({ theme }) => theme.size.control.md};
    height: ${({ theme }) => theme.size.control.md};
    padding: 0;
    border: ${({ theme }) => theme.size.border} solid transparent;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: none;
    color: inherit;
    font-family: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  td button:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  /* a gap between the day and the ring: today's day is filled with a colour close to the ring's */
  td button:focus-visible {
    ${focusRing()}
  }
  td[data-outside] button {
    color: ${({ theme }) => theme.color.textMuted};
  }
  td[data-today] button {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  td[data-selected] button {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  td[data-selected][data-today] button {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  td[data-disabled] button {
    color: ${({ theme }) => theme.color.textDisabled};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;

function Chevron({ orientation }: ChevronProps) {
  return orientation === 'left' ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />;
}

export interface DatePickerProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'endAdornment' | 'multiline' | 'rows' | 'status'
> {
  /** Visible label, also the accessible name of the input (the calendar button is named 'Выбрать дату'). */
  label: string;
  /** The date `yyyy-MM-dd`; '' when empty; what was typed but is not a date, as it was typed. */
  value: string;
  /** Called with the new value: a date picked or typed as `yyyy-MM-dd`, '' when cleared, else the text itself. */
  onChange: (value: string) => void;
  /** The first day that may be picked, `yyyy-MM-dd`; earlier days are disabled in the calendar. */
  min?: string;
  /** The last day that may be picked, `yyyy-MM-dd`; later days are disabled in the calendar. */
  max?: string;
  /** The day marked as today (the real today by default; fixed in tests and screenshots). */
  today?: Date;
}

const POPOVER_NAME = 'Выбор даты';

/** Puts the popover under the field (over it when there is no room below), inside the viewport. */
function place(popover: HTMLElement, anchor: HTMLElement, gap: number) {
  const field = anchor.getBoundingClientRect();
  const width = popover.offsetWidth;
  const height = popover.offsetHeight;
  const viewWidth = document.documentElement.clientWidth;
  const viewHeight = window.innerHeight;
  const left = Math.max(gap, Math.min(field.left, viewWidth - width - gap));
  const below = field.bottom + gap;
  const above = field.top - gap - height;
  const top =
    below + height <= viewHeight - gap || above < gap
      ? Math.max(gap, Math.min(below, viewHeight - height - gap))
      : above;
  popover.style.left = `${left}px`;
  popover.style.top = `${top}px`;
}

interface CalendarPopoverProps {
  id: string;
  selected: Date | null;
  today?: Date;
  min: Date | null;
  max: Date | null;
  anchor: RefObject<HTMLInputElement | null>;
  onPick: (day: Date) => void;
  onDismiss: (returnFocus: boolean) => void;
  toggle: RefObject<HTMLButtonElement | null>;
}

function CalendarPopover({ id, selected, today, min, max, anchor, onPick, onDismiss, toggle }: CalendarPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const gap = parseFloat(useTheme().space(1));
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  /* shown and placed before the day inside takes focus (react-day-picker focuses it in an effect) */
  useLayoutEffect(() => {
    const popover = ref.current;
    const field = anchor.current?.parentElement;
    if (!popover || !field) return;
    /* browsers without the popover API (jsdom) draw it as a fixed box */
    showPopover(popover);
    const reposition = () => place(popover, field, gap);
    reposition();
    /* a click anywhere else closes it; the toggle button closes it by its own click */
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popover.contains(target) && !toggle.current?.contains(target)) dismiss.current(false);
    };
    window.addEventListener('resize', reposition);
    /* capture: a scroll of any container (a dialog's body) moves the field */
    window.addEventListener('scroll', reposition, true);
    document.addEventListener('pointerdown', outside, true);
    return () => {
      window.removeEventListener('resize', reposition);
      window.removeEventListener('scroll', reposition, true);
      document.removeEventListener('pointerdown', outside, true);
      hidePopover(popover);
    };
  }, [anchor, toggle, gap]);

  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });

  return (
    <Popover
      ref={ref}
      id={id}
      popover="manual"
      role="dialog"
      aria-label={POPOVER_NAME}
      /* focus left for something outside (Tab past the last day): the popover is done */
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next) && !toggle.current?.contains(next))
          onDismiss(false);
      }}
    >
      <DayPicker
        mode="single"
        required
        locale={ru}
        weekStartsOn={1}
        showOutsideDays
        fixedWeeks
        autoFocus
        today={today}
        selected={selected ?? undefined}
        defaultMonth={selected ?? today ?? new Date()}
        startMonth={min ?? undefined}
        endMonth={max ?? undefined}
        disabled={disabled}
        onSelect={onPick}
        components={{ Chevron }}
      />
    </Popover>
  );
}

/**
 * A date field: typed as `дд.мм.гггг` (or pasted as ISO) or picked in a Monday-first Russian
 * calendar that the button beside it opens. Controlled: the value is `yyyy-MM-dd`, '' when empty;
 * text that is not a date is passed on as typed, so the form's rule can say what is wrong.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  today,
  disabled,
  readOnly,
  id: idProp,
  placeholder = 'дд.мм.гггг',
  onBlur,
  ref,
  ...rest
}: DatePickerProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const popoverId = `${id}-calendar`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);

  /* The text shown keeps what the user typed ('5.1.2026') while it means the current value; a new
     value from outside (a reset, a picked day) shows in the field's own format. */
  const [shown, setShown] = useState(() => ({ value, text: isoToText(value) }));
  if (shown.value !== value) {
    setShown({ value, text: typedToIso(shown.text) === value ? shown.text : isoToText(value) });
  }

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const pick = (day: Date) => {
    const next = dateToIso(day);
    setShown({ value: next, text: isoToText(next) });
    if (next !== value) onChange(next);
    close(true);
  };

  /* Esc closes the calendar only, not a dialog around the field */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  const setInputRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const selected = isoToDate(value);
  return (
    <Root onKeyDown={onKeyDown}>
      <TextField
        {...rest}
        ref={setInputRef}
        id={id}
        label={label}
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        value={shown.text}
        onChange={(event) => {
          const text = event.target.value;
          const next = typedToIso(text);
          setShown({ value: next, text });
          if (next !== value) onChange(next);
        }}
        onBlur={(event) => {
          /* a typed date settles into дд.мм.гггг once the user moves on */
          if (selected) setShown({ value, text: isoToText(value) });
          onBlur?.(event);
        }}
        endAdornment={
          <IconButton
            ref={toggleRef}
            label="Выбрать дату"
            size="sm"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popoverId : undefined}
            disabled={disabled || readOnly}
            onClick={() => (open ? close(true) : setOpen(true))}
          >
            <CalendarDays aria-hidden="true" />
          </IconButton>
        }
      />
      {open && (
        <CalendarPopover
          id={popoverId}
          selected={selected}
          today={today}
          min={min ? isoToDate(min) : null}
          max={max ? isoToDate(max) : null}
          anchor={inputRef}
          toggle={toggleRef}
          onPick={pick}
          onDismiss={close}
        />
      )}
    </Root>
  );
}
