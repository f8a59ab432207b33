import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { darkTheme } from './dark.ts';
import { lightTheme } from './light.ts';
import type { ColorTokens } from './tokens.ts';

type Role = keyof ColorTokens;
/** [foreground, background, minimum ratio]: 4.5 for text, 3 for UI parts (WCAG 1.4.3 / 1.4.11). */
const pairs: [Role, Role, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceRaised', 4.5],
  ['text', 'surfaceOverlay', 4.5],
  ['textMuted', 'surfaceOverlay', 4.5],
  ['primaryText', 'surfaceOverlay', 4.5],
  ['errorText', 'surfaceOverlay', 4.5],
  ['border', 'surfaceOverlay', 3],
  ['focus', 'surfaceOverlay', 3],
  ['accent', 'surfaceOverlay', 3],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['primaryText', 'surface', 4.5],
  ['primaryText', 'background', 4.5],
  ['primaryText', 'primarySubtle', 4.5],
  ['text', 'primarySubtle', 4.5],
  ['onSecondary', 'secondary', 4.5],
  ['onSecondary', 'secondaryHover', 4.5],
  ['secondaryText', 'surface', 4.5],
  ['secondaryText', 'background', 4.5],
  ['onSuccess', 'success', 4.5],
  ['successText', 'surface', 4.5],
  ['onError', 'error', 4.5],
  ['onError', 'errorHover', 4.5],
  ['errorText', 'surface', 4.5],
  ['errorText', 'background', 4.5],
  ['onWarning', 'warning', 4.5],
  ['text', 'rowCurrent', 4.5],
  ['text', 'rowBanned', 4.5],
  ['textMuted', 'rowCurrent', 4.5],
  ['onInverseSurface', 'inverseSurface', 4.5],
  ['border', 'surface', 3],
  ['border', 'background', 3],
  ['onSelection', 'selection', 4.5],
  ['focus', 'surface', 3],
  ['focus', 'background', 3],
  ['accent', 'surface', 3],
  ['accent', 'background', 3],
  ['onAccent', 'accent', 4.5],
  ['textMuted', 'primarySubtle', 4.5],
];

describe.each([lightTheme, darkTheme])('the $name theme', (theme) => {
  it.each(pairs)('draws %s on %s with at least %d:1 contrast', (fg, bg, min) => {
    expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(min);
  });
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow();
  });
});
