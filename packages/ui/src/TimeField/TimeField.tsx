import { useState, type KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { minutesToTime, timeToMinutes, typedToTime } from './time-text.ts';

export interface TimeFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** The time as `HH:mm` (24-hour), '' when empty; text that is no time comes back as typed. */
  value: string;
  /** Called with the new value on every change: `HH:mm` once the text reads as a time. */
  onChange: (value: string) => void;
  /** Minutes the arrow keys move the time by. */
  step?: number;
}

/**
 * A time of day, always in 24-hour form ('16:00', never '04:00 PM'): typed as `чч:мм` ('1630', '9:30'
 * and '16' are read too), or moved by `step` minutes with the up and down arrows. A text field, not
 * `<input type="time">`, whose look follows the browser's locale. Controlled like DatePicker: text
 * that is no time is passed on as typed, so the form's rule can say what is wrong.
 */
export function TimeField({
  value,
  onChange,
  step = 15,
  placeholder = 'чч:мм',
  onBlur,
  onKeyDown,
  ...rest
}: TimeFieldProps) {
  /* The text keeps what the user typed ('930') while it means the current value; a new value from
     outside (a reset, an arrow key) shows as HH:mm. */
  const [shown, setShown] = useState({ value, text: value });
  if (shown.value !== value) setShown({ value, text: typedToTime(shown.text) === value ? shown.text : value });

  const change = (text: string) => {
    const next = typedToTime(text);
    setShown({ value: next, text });
    if (next !== value) onChange(next);
  };

  const stepBy = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    const minutes = timeToMinutes(value);
    if (direction === 0 || minutes === null || rest.readOnly || rest.disabled) return;
    event.preventDefault();
    /* to the next whole step first (16:07 up is 16:15), then a step at a time */
    const next = minutesToTime(
      direction > 0 ? Math.floor(minutes / step) * step + step : Math.ceil(minutes / step) * step - step,
    );
    setShown({ value: next, text: next });
    onChange(next);
  };

  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={placeholder}
      value={shown.text}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => {
        stepBy(event);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        /* a typed time settles into HH:mm once the user moves on */
        if (timeToMinutes(value) !== null) setShown({ value, text: value });
        onBlur?.(event);
      }}
    />
  );
}
