import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focusRing.ts';

const Root = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  [data-part='hint'] {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='options'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-height: ${({ theme }) => theme.size.control.md};
    padding: 0 ${({ theme }) => theme.space(4)};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
    user-select: none;
  }
  label:hover:not([data-disabled]) {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  label[data-checked] {
    background: ${({ theme }) => theme.color.primarySubtle};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  label[data-disabled] {
    color: ${({ theme }) => theme.color.textDisabled};
    border-color: ${({ theme }) => theme.color.divider};
    cursor: not-allowed;
  }
  label:has(input:focus-visible) {
    ${focusRing()}
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
`;

export interface ChoiceOption<V extends string | number> {
  /** Value reported by onChange. */
  value: V;
  /** Visible text. */
  label: ReactNode;
  /** Not selectable. */
  disabled?: boolean;
}

interface CommonProps<V extends string | number> {
  /** Group name (the legend): 'Выберите класс'. */
  label: ReactNode;
  /** Hint under the legend ('Выбери от 2-х до 5-ти предметов'). */
  hint?: ReactNode;
  /** The choices. */
  options: ChoiceOption<V>[];
}

export interface SingleChoiceChipsProps<V extends string | number> extends CommonProps<V> {
  /** One value may be chosen (radio buttons). */
  multiple?: false;
  /** The chosen value. */
  value: V | null;
  /** Called with the newly chosen value. */
  onChange: (value: V) => void;
  /** Only with `multiple`. */
  max?: never;
}

export interface MultipleChoiceChipsProps<V extends string | number> extends CommonProps<V> {
  /** Several values may be chosen (checkboxes). */
  multiple: true;
  /** The chosen values. */
  value: V[];
  /** Called with the new list. */
  onChange: (value: V[]) => void;
  /** At most this many; once reached the other options are disabled. */
  max?: number;
}

export type ChoiceChipsProps<V extends string | number> = SingleChoiceChipsProps<V> | MultipleChoiceChipsProps<V>;

/** Chips for picking one (the class 11..5) or several with a maximum (the subjects). */
export function ChoiceChips<V extends string | number>(props: ChoiceChipsProps<V>) {
  const name = useId();
  const hintId = `${name}-hint`;
  const chosen = (v: V) => (props.multiple ? props.value.includes(v) : props.value === v);
  const full = props.multiple && props.max !== undefined && props.value.length >= props.max;
  return (
    <Root aria-describedby={props.hint ? hintId : undefined}>
      <legend>{props.label}</legend>
      {props.hint && (
        <p data-part="hint" id={hintId}>
          {props.hint}
        </p>
      )}
      <div data-part="options">
        {props.options.map((option) => {
          const checked = chosen(option.value);
          const disabled = option.disabled || (full && !checked);
          return (
            <label key={option.value} data-checked={checked || undefined} data-disabled={disabled || undefined}>
              <input
                type={props.multiple ? 'checkbox' : 'radio'}
                name={name}
                checked={checked}
                disabled={disabled}
                onChange={() => {
                  if (props.multiple) {
                    props.onChange(
                      checked ? props.value.filter((v) => v !== option.value) : [...props.value, option.value],
                    );
                  } else {
                    props.onChange(option.value);
                  }
                }}
              />
              {checked && <Check aria-hidden="true" />}
              {option.label}
            </label>
          );
        })}
      </div>
    </Root>
  );
}
