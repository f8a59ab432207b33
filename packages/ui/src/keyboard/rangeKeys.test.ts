import { describe, expect, it } from 'vitest';
import { rangeKeyTarget } from './rangeKeys.ts';

const range = { value: 5, min: 0, max: 10, step: 1, bigStep: 3 };

describe('rangeKeyTarget', () => {
  it('moves by a step on the arrows, a big step on the page keys, to the ends on Home and End', () => {
    const targets = ['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'].map((key) =>
      rangeKeyTarget(key, range),
    );
    expect(targets).toEqual([6, 4, 8, 2, 0, 10]);
  });

  it('stays within min..max', () => {
    expect(rangeKeyTarget('PageUp', { ...range, value: 9 })).toBe(10);
    expect(rangeKeyTarget('ArrowDown', { ...range, value: 0 })).toBe(0);
    expect(rangeKeyTarget('ArrowUp', { ...range, value: 14 })).toBe(10);
  });

  it('moves on Left and Right only where asked, and not on other keys', () => {
    expect(rangeKeyTarget('ArrowRight', range)).toBeUndefined();
    expect(rangeKeyTarget('ArrowRight', { ...range, leftRight: true })).toBe(6);
    expect(rangeKeyTarget('ArrowLeft', { ...range, leftRight: true })).toBe(4);
    expect(rangeKeyTarget('a', range)).toBeUndefined();
  });
});
