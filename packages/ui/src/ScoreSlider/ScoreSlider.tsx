import { useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { clamp, rangeKeyTarget } from '../keyboard/rangeKeys.ts';
import { focusRing } from '../theme/focusRing.ts';

const Root = styled.div`
  display: grid;
  /* the value's column has room for three tabular digits (100, the highest score) whatever the
     value, so the track beside it keeps its width while the value changes */
  grid-template-columns: minmax(0, 1fr) calc(3ch + 2 * ${({ theme }) => theme.space(2)});
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  min-width: 0;
  label {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  output {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  input {
    width: 100%;
    height: ${({ theme }) => theme.size.control.md};
    margin: 0;
    accent-color: ${({ theme }) => theme.color.accent};
    cursor: pointer;
  }
  input:focus-visible {
    ${focusRing()}
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  input:disabled {
    cursor: not-allowed;
  }
  [data-part='range'] {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface ScoreSliderProps {
  /** Visible label ('Желаемый результат: Физика'). */
  label: string;
  /** Lowest score (a subject's minimum passing score, or 3 for grades 5-9). */
  min: number;
  /** Highest score. */
  max: number;
  /** Step between scores. */
  step?: number;
  /** Current score. */
  value: number;
  /** Called with the new score, always within min..max. */
  onChange: (value: number) => void;
  /** Blocks changes. */
  disabled?: boolean;
}

/** Target score slider (`role="slider"`): arrows ±1, PageUp/PageDown ±10, Home/End; shows the value. */
export function ScoreSlider({ label, min, max, step = 1, value, onChange, disabled = false }: ScoreSliderProps) {
  const id = useId();
  const set = (v: number) => {
    const next = clamp(v, min, max);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const bigStep = Math.max(step, Math.round((max - min) / 10));
    const next = rangeKeyTarget(event.key, { value, min, max, step, bigStep, leftRight: true });
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };
  return (
    <Root>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        onKeyDown={onKeyDown}
        onChange={(event) => set(Number(event.target.value))}
      />
      <output htmlFor={id} aria-hidden="true">
        {value}
      </output>
      <div data-part="range" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </Root>
  );
}
