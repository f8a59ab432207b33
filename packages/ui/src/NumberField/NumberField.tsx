import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { clamp, rangeKeyTarget } from '../keyboard/rangeKeys.ts';
import { FieldControl, FieldHelper, FieldLabel, FieldRoot } from '../TextField/TextField.tsx';
import { roundButton } from '../theme/roundButton.ts';

/** Spec: a held stepper button repeats first after 500 ms, then every 50 ms. */
const NUMBER_INPUT_REPEAT = { delayMs: 500, intervalMs: 50 } as const;

const Control = styled(FieldControl)`
  padding: 0 ${({ theme }) => theme.space(1)};
  input {
    /* A few digits wide, grown by flex when the field takes the full width. Left to the browser, an input
       is as wide as 20 of the font's average characters, a figure of its tables that a cut of the font moves. */
    width: 6ch;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  button {
    ${roundButton((theme) => theme.size.control.sm)}
    flex: none;
  }
  button:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  button:disabled {
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: not-allowed;
  }
`;

export interface NumberFieldProps {
  /** Visible label, the accessible name. */
  label: string;
  /** The number, or null when the field is empty. */
  value: number | null;
  /** Called on every keystroke with the number typed (not clamped: the form flags one out of range) or null when empty; the steppers and keys report values within min..max. */
  onChange: (value: number | null) => void;
  /** Lowest value: the floor of the steppers and keys, and announced to screen readers. */
  min: number;
  /** Highest value: the ceiling of the steppers and keys, and announced to screen readers. */
  max: number;
  /** Step of the buttons and arrow keys. */
  step?: number;
  /** Hint under the field. */
  helperText?: string;
  /** Error message: marks the field invalid. */
  error?: string | null;
  /** Blocks input. */
  disabled?: boolean;
  /** Take the full width of the container. */
  fullWidth?: boolean;
  /** Name for forms. */
  name?: string;
}

const format = (value: number | null) => (value === null ? '' : String(value));

/** The number in what was typed, or null while there is none ('' or a lone minus). */
const parse = (text: string): number | null => {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? null : parsed;
};

/**
 * Whole number input (`role="spinbutton"`) with − and + buttons. What is typed is the value at
 * once (onChange on every keystroke, aria-valuenow with it), never clamped, so the form checks and
 * the screen reader hears what the user sees. Holding a button repeats the step: first after
 * 500 ms, then every 50 ms. Keys: arrows ±step, PageUp/PageDown ±10 steps, Home/End.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  helperText,
  error,
  disabled = false,
  fullWidth = false,
  name,
}: NumberFieldProps) {
  const id = useId();
  /* The text keeps what was typed ('007') while it means the current value; a new value from
     outside (a stepper, a reset) shows as its number. */
  const [shown, setShown] = useState(() => ({ value, text: format(value) }));
  if (shown.value !== value) setShown({ value, text: parse(shown.text) === value ? shown.text : format(value) });
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({});

  /* From the value shown: one out of range steps back into it. */
  const stepBy = (delta: number) => {
    const next = clamp((valueRef.current ?? min) + delta, min, max);
    if (next !== valueRef.current) {
      valueRef.current = next;
      onChangeRef.current(next);
    }
  };
  const stop = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
  };
  useEffect(() => stop, []);

  const press = (delta: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault(); // keep focus in the input
    stop();
    stepBy(delta);
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(() => stepBy(delta), NUMBER_INPUT_REPEAT.intervalMs);
    }, NUMBER_INPUT_REPEAT.delayMs);
  };

  /* Digits only (and a leading minus where the range goes below zero), no longer than the bounds. */
  const width = Math.max(String(min).length, String(max).length);
  const type = (raw: string) => {
    const sign = min < 0 && raw.trimStart().startsWith('-') ? '-' : '';
    const text = sign + raw.replace(/\D/g, '').slice(0, width - sign.length);
    const next = parse(text);
    setShown({ value: next, text });
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = rangeKeyTarget(event.key, { value: value ?? min, min, max, step, bigStep: 10 * step });
    if (next === undefined) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  };

  const helper = error || helperText;
  return (
    <FieldRoot data-full-width={fullWidth || undefined}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control data-invalid={error ? '' : undefined} data-disabled={disabled || undefined}>
        <button
          type="button"
          tabIndex={-1}
          aria-label="Уменьшить"
          aria-controls={id}
          disabled={disabled || (value !== null && value <= min)}
          onPointerDown={press(-step)}
          onPointerUp={stop}
          onPointerLeave={stop}
          onPointerCancel={stop}
        >
          <Minus aria-hidden="true" size={18} />
        </button>
        <input
          id={id}
          name={name}
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value ?? undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={helper ? `${id}-helper` : undefined}
          disabled={disabled}
          value={shown.text}
          onChange={(event) => type(event.target.value)}
          /* '007' settles into 7 once the user moves on */
          onBlur={() => setShown({ value, text: format(value) })}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label="Увеличить"
          aria-controls={id}
          disabled={disabled || (value !== null && value >= max)}
          onPointerDown={press(step)}
          onPointerUp={stop}
          onPointerLeave={stop}
          onPointerCancel={stop}
        >
          <Plus aria-hidden="true" size={18} />
        </button>
      </Control>
      {helper && (
        <FieldHelper id={`${id}-helper`} data-invalid={error ? '' : undefined}>
          {helper}
        </FieldHelper>
      )}
    </FieldRoot>
  );
}
