import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { darkTheme } from './dark.ts';
import { GlobalStyle } from './GlobalStyle.ts';
import { lightTheme } from './light.ts';
import type { ThemeName } from './tokens.ts';

export const themes = { light: lightTheme, dark: darkTheme } as const;

export interface ThemeProviderProps {
  /** Which theme to apply. */
  theme?: ThemeName;
  /** Also inject the page-wide GlobalStyle (once per page; off for nested providers). */
  global?: boolean;
  /** The themed subtree. */
  children?: ReactNode;
}

/** Applies a theme (and, by default, the global base styles with the Inter font). */
export function ThemeProvider({ theme = 'light', global = true, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={themes[theme]}>
      {global && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
