import { describe, expect, it } from 'vitest';
import { spacers } from './virtualRows.ts';

describe('spacers', () => {
  it('given no rows drawn (not virtual, loading, empty) / no spacers', () => {
    expect(spacers([], 0)).toEqual({ top: 0, bottom: 0 });
    expect(spacers([], 5000)).toEqual({ top: 0, bottom: 0 });
  });

  it('given the rows at the top drawn / only a spacer below, for the rows after them', () => {
    expect(
      spacers(
        [
          { start: 0, end: 53 },
          { start: 53, end: 106 },
        ],
        5300,
      ),
    ).toEqual({ top: 0, bottom: 5194 });
  });

  it('given rows in the middle drawn, of different heights / spacers above and below fill the height of all rows', () => {
    const shown = [
      { start: 1060, end: 1113 },
      { start: 1113, end: 1200 },
      { start: 1200, end: 1253 },
    ];
    const { top, bottom } = spacers(shown, 5300);
    expect({ top, bottom }).toEqual({ top: 1060, bottom: 4047 });
    expect(top + (1253 - 1060) + bottom).toBe(5300);
  });

  it('given the last rows drawn / only a spacer above', () => {
    expect(spacers([{ start: 5247, end: 5300 }], 5300)).toEqual({ top: 5247, bottom: 0 });
  });
});
