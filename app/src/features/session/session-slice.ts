import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { blocked, sessionExpired, signedIn, type Blocker } from '../../lib/session-events';

export interface SessionState {
  /** The session is still being established (health check, user fetch and its short delay). */
  loading: boolean;
  /** A signed-in user's profile is loaded. */
  userLoaded: boolean;
  /** The sign-in dialog is open (also raised after a finished registration). */
  loginDialog: boolean;
  /** Said at the top of the sign-in dialog when the app opened it itself ('Пароль изменен. ...'). */
  loginNotice: string | null;
  blocker: Blocker | null;
  /** The 0.6 s sign-out spinner is showing. */
  loggingOut: boolean;
}

export const initialSessionState: SessionState = {
  loading: true,
  userLoaded: false,
  loginDialog: false,
  loginNotice: null,
  blocker: null,
  loggingOut: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionLoaded(state) {
      state.loading = false;
      state.userLoaded = true;
    },
    sessionAnonymous(state) {
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
    loggingOutStarted(state) {
      state.loggingOut = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        state.loading = false;
        state.userLoaded = false;
      })
      .addCase(blocked, (state, action) => {
        state.blocker = action.payload;
        state.loading = false;
        state.userLoaded = false;
      })
      // The login-dialog flag of platform.md section 3, raised after a registration (which signs in, too).
      .addCase(signedIn, (state, action) => {
        if (action.payload.way !== 'registration') return;
        state.loginDialog = true;
        state.loginNotice = null;
      });
  },
  selectors: {
    selectLoading: (state) => state.loading,
    selectUserLoaded: (state) => state.userLoaded,
    selectLoginDialog: (state) => state.loginDialog,
    selectLoginNotice: (state) => state.loginNotice,
    selectBlocker: (state) => state.blocker,
    selectLoggingOut: (state) => state.loggingOut,
  },
});

export const { sessionLoaded, sessionAnonymous, loginDialogChanged, loginInvited, loggingOutStarted } =
  sessionSlice.actions;

export const {
  selectLoading,
  selectUserLoaded,
  selectLoginDialog,
  selectLoginNotice,
  selectBlocker,
  selectLoggingOut,
} = sessionSlice.selectors;
