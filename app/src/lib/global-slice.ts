import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeMode } from './cookies';

/** A dialog that blocks the whole app until it is dealt with (platform.md section 8). */
export type Blocker = 'server' | 'banned';

export interface GlobalState {
  /** The session is still being established (health check, user fetch and its short delay). */
  loading: boolean;
  /** A signed-in user's profile is loaded. */
  userLoaded: boolean;
  /** The sign-in dialog is open (also raised after a finished registration). */
  loginDialog: boolean;
  /** Said at the top of the sign-in dialog when the app opened it itself ('Пароль изменен. ...'). */
  loginNotice: string | null;
  blocker: Blocker | null;
  /** A pending registration from the `tempuserId` cookie exists and the visitor has not answered the prompt. */
  unfinishedRegistration: boolean;
  themeMode: ThemeMode;
  /** The 0.6 s sign-out spinner is showing. */
  loggingOut: boolean;
}

export const initialGlobalState: GlobalState = {
  loading: true,
  userLoaded: false,
  loginDialog: false,
  loginNotice: null,
  blocker: null,
  unfinishedRegistration: false,
  themeMode: 'light',
  loggingOut: false,
};

export const globalSlice = createSlice({
  name: 'global',
  initialState: initialGlobalState,
  reducers: {
    sessionLoaded(state) {
      state.loading = false;
      state.userLoaded = true;
    },
    sessionAnonymous(state) {
      state.loading = false;
      state.userLoaded = false;
    },
    /** The refresh token was refused: whatever was loaded no longer belongs to anyone. */
    sessionExpired(state) {
      state.loading = false;
      state.userLoaded = false;
    },
    blocked(state, action: PayloadAction<Blocker>) {
      state.blocker = action.payload;
      state.loading = false;
      state.userLoaded = false;
    },
    loginDialogChanged(state, action: PayloadAction<boolean>) {
      state.loginDialog = action.payload;
      state.loginNotice = null;
    },
    /** The app opens the sign-in dialog with a word on why (a password just changed). */
    loginInvited(state, action: PayloadAction<string>) {
      state.loginDialog = true;
      state.loginNotice = action.payload;
    },
    unfinishedRegistrationChanged(state, action: PayloadAction<boolean>) {
      state.unfinishedRegistration = action.payload;
    },
    /** The visitor chose a theme: it is remembered in the `theme` cookie. */
    themeModeChanged(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
    /** The system preference changed and no theme was chosen: followed, not remembered. */
    systemThemeChanged(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
    loggingOutStarted(state) {
      state.loggingOut = true;
    },
  },
  selectors: {
    selectLoading: (state) => state.loading,
    selectUserLoaded: (state) => state.userLoaded,
    selectLoginDialog: (state) => state.loginDialog,
    selectLoginNotice: (state) => state.loginNotice,
    selectBlocker: (state) => state.blocker,
    selectUnfinishedRegistration: (state) => state.unfinishedRegistration,
    selectThemeMode: (state) => state.themeMode,
    selectLoggingOut: (state) => state.loggingOut,
  },
});

export const {
  sessionLoaded,
  sessionAnonymous,
  sessionExpired,
  blocked,
  loginDialogChanged,
  loginInvited,
  unfinishedRegistrationChanged,
  themeModeChanged,
  systemThemeChanged,
  loggingOutStarted,
} = globalSlice.actions;

export const {
  selectLoading,
  selectUserLoaded,
  selectLoginDialog,
  selectLoginNotice,
  selectBlocker,
  selectUnfinishedRegistration,
  selectThemeMode,
  selectLoggingOut,
} = globalSlice.selectors;
