export { lightTheme } from './light.ts';
export { darkTheme } from './dark.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { ThemeProvider, themes, type ThemeProviderProps } from './ThemeProvider.tsx';
export { contrastRatio, luminance } from './contrast.ts';
export type { AppTheme, ColorTokens, ThemeName } from './tokens.ts';
export { space, radius, zIndex, breakpoint, media, motion, font, size, elevation } from './tokens.ts';
export { focusRing, type FocusRingOptions, type FocusRingPlacement } from './focusRing.ts';
export { roundButton } from './roundButton.ts';
