export const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

export interface RangeKeyOptions {
  /** Where the control stands now. */
  value: number;
  min: number;
  max: number;
  /** What an arrow moves by. */
  step: number;
  /** What Page Up and Page Down move by. */
  bigStep: number;
  /** Left and Right move it too: a slider's track lies across, while in a spin button's text they move the caret. */
  leftRight?: boolean;
}

/**
 * Where a key moves a range control (a slider, a spin button) by the WAI-ARIA keys, within min..max;
 * undefined for a key that does not move it. Handled by the component, not the browser, so every
 * browser (and scripted keys in tests) moves by the same steps.
 */
export function rangeKeyTarget(
  key: string,
  { value, min, max, step, bigStep, leftRight = false }: RangeKeyOptions,
): number | undefined {
  const moves: Record<string, number> = {
    ArrowUp: value + step,
    ArrowDown: value - step,
    ...(leftRight && { ArrowRight: value + step, ArrowLeft: value - step }),
    PageUp: value + bigStep,
    PageDown: value - bigStep,
    Home: min,
    End: max,
  };
  const next = moves[key];
  return next === undefined ? undefined : clamp(next, min, max);
}
