import { createSlice, type ListenerMiddlewareInstance, type PayloadAction } from '@reduxjs/toolkit';
import { writeThemeCookie, type ThemeMode } from './cookies';
import { initialThemeMode } from './theme-mode';

export interface ThemeState {
  mode: ThemeMode;
}

export const themeSlice = createSlice({
  name: 'theme',
  // Read when a store is made, so each page load, test and story starts from the cookie or the system.
  initialState: (): ThemeState => ({ mode: initialThemeMode() }),
  reducers: {
    /** The visitor chose a theme: it is remembered in the `theme` cookie. */
    themeModeChanged(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
    /** The system preference changed and no theme was chosen: followed, not remembered. */
    systemThemeChanged(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.mode,
  },
});

export const { themeModeChanged, systemThemeChanged } = themeSlice.actions;
export const { selectThemeMode } = themeSlice.selectors;

/** Keeps the visitor's choice in the `theme` cookie; the system's changes are not written. */
export function rememberThemeChoice(startListening: ListenerMiddlewareInstance['startListening']) {
  return startListening({
    actionCreator: themeModeChanged,
    effect: (action) => writeThemeCookie(action.payload),
  });
}
