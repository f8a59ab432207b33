/**
 * Stand-ins for design-system parts that have not landed in @school/ui yet (OtpInput, Stepper,
 * ChoiceChips, ScoreSlider, Checkbox, TextField with a status adornment, PasswordField). Same
 * props and data-state as the issue-3 components describe, so swapping the import is the whole
 * migration. Delete each one as its real component lands.
 */
import { useId, useState, type ChangeEvent, type ClipboardEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@school/ui';

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  label { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.textMuted}; }
  [data-part='control'] { position: relative; display: flex; align-items: center; }
  input {
    flex: 1;
    min-height: ${({ theme }) => theme.size.control.md};
    padding: 0 ${({ theme }) => theme.space(3)};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
  input[readonly] { color: ${({ theme }) => theme.color.textMuted}; }
  &[data-status='invalid'] input { border-color: ${({ theme }) => theme.color.error}; }
  &[data-status='valid'] input { border-color: ${({ theme }) => theme.color.success}; }
  [data-part='adornment'] { position: absolute; right: ${({ theme }) => theme.space(2)}; display: inline-flex; }
  [data-part='helper'] { font-size: ${({ theme }) => theme.font.size.xs}; color: ${({ theme }) => theme.color.textMuted}; }
  &[data-status='invalid'] [data-part='helper'] { color: ${({ theme }) => theme.color.errorText}; }
  &[data-status='valid'] [data-part='helper'] { color: ${({ theme }) => theme.color.successText}; }
`;

export type FieldStatus = 'none' | 'checking' | 'valid' | 'invalid';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Helper or error text under the field. */
  helperText?: ReactNode;
  /** Validation status shown as an adornment: spinner, tick or cross. */
  status?: FieldStatus;
  /** Extra element at the end (the show/hide toggle of a password). */
  endAdornment?: ReactNode;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function TextField({ label, helperText, status = 'none', endAdornment, id, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = `${inputId}-helper`;
  return (
    <FieldRoot data-status={status}>
      <label htmlFor={inputId}>{label}</label>
      <div data-part="control">
        <input
          id={inputId}
          aria-invalid={status === 'invalid' || undefined}
          aria-describedby={helperText ? helperId : undefined}
          {...rest}
        />
        <span data-part="adornment">
          {status === 'checking' && <Spinner size="sm" label="Проверяем" />}
          {status === 'valid' && <span role="img" aria-label="Проверено">✓</span>}
          {status === 'invalid' && <span role="img" aria-label="Ошибка">✕</span>}
          {endAdornment}
        </span>
      </div>
      {helperText && (
        <span id={helperId} data-part="helper">
          {helperText}
        </span>
      )}
    </FieldRoot>
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <Button
          variant="text"
          size="sm"
          aria-pressed={shown}
          aria-label={shown ? `Скрыть: ${props.label}` : `Показать: ${props.label}`}
          onClick={() => setShown((value) => !value)}>
          {shown ? 'Скрыть' : 'Показать'}
        </Button>
      }
    />
  );
}

const OtpRoot = styled.input`
  width: calc(${({ theme }) => theme.size.control.lg} * 5);
  min-height: ${({ theme }) => theme.size.control.lg};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xl};
  letter-spacing: 0.5em;
  text-align: center;
  &[data-state='error'] { border-color: ${({ theme }) => theme.color.error}; }
  &[data-state='success'] { border-color: ${({ theme }) => theme.color.success}; }
`;

export interface OtpInputProps {
  /** The digits entered so far. */
  value: string;
  /** Called with the new digits (typing or paste). */
  onChange: (value: string) => void;
  /** neutral, success (green) or error (red). */
  state?: 'neutral' | 'success' | 'error';
  /** Number of digits. */
  length?: number;
  /** Accessible name. */
  label: string;
  disabled?: boolean;
}

export function OtpInput({ value, onChange, state = 'neutral', length = 6, label, disabled }: OtpInputProps) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange(event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length));
  };
  return (
    <OtpRoot
      aria-label={label}
      data-state={state}
      aria-invalid={state === 'error' || undefined}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      value={value}
      disabled={disabled}
      onPaste={onPaste}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
    />
  );
}

const StepperRoot = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; color: ${({ theme }) => theme.color.textMuted}; }
  li[data-state='current'] { color: ${({ theme }) => theme.color.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
  li[data-state='done'] { color: ${({ theme }) => theme.color.successText}; }
`;

export interface StepperProps {
  /** Step titles in order. */
  steps: readonly { label: string }[];
  /** Index of the current step. */
  active: number;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

export function Stepper({ steps, active, ...rest }: StepperProps) {
  return (
    <StepperRoot {...rest}>
      {steps.map((step, index) => {
        const state = index < active ? 'done' : index === active ? 'current' : 'upcoming';
        return (
          <li key={step.label} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span aria-hidden="true">{index + 1}.</span>
            {step.label}
          </li>
        );
      })}
    </StepperRoot>
  );
}

const ChipsRoot = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: ${({ theme }) => theme.space(2)}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.color.primarySubtle}; }
`;

export interface ChoiceChipsProps<V extends string | number> {
  /** Group title. */
  legend: string;
  options: readonly { value: V; label: string }[];
  /** Chosen values (one for single choice). */
  value: readonly V[];
  onToggle: (value: V) => void;
  /** At this many chosen, the others are disabled. */
  max?: number;
}

export function ChoiceChips<V extends string | number>({ legend, options, value, onToggle, max }: ChoiceChipsProps<V>) {
  return (
    <ChipsRoot>
      <legend>{legend}</legend>
      {options.map((option) => {
        const chosen = value.includes(option.value);
        return (
          <Button
            key={option.value}
            variant="outlined"
            size="sm"
            aria-pressed={chosen}
            disabled={!chosen && max !== undefined && value.length >= max}
            onClick={() => onToggle(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </ChipsRoot>
  );
}

export interface ScoreSliderProps {
  /** Accessible name. */
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}

export function ScoreSlider({ label, min, max, value, onChange }: ScoreSliderProps) {
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <input
        type="range"
        aria-label={label}
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output aria-hidden="true">{value}</output>
    </span>
  );
}

export interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function Checkbox({ label, checked, onChange }: CheckboxProps) {
  return (
    <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
