import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { registerSessionListeners } from '../features/session';
import { writeThemeCookie } from '../lib/cookies';
import { globalSlice, initialGlobalState, themeModeChanged } from '../lib/global-slice';
import { notificationsSlice } from '../lib/notifications-slice';
import { initialThemeMode } from '../lib/theme-mode';

/* combineReducers, not combineSlices: nothing injects reducers later, and configureStore brings
   combineReducers along anyway, while combineSlices would add its own code to the first download. */
export const rootReducer = combineReducers({
  [globalSlice.reducerPath]: globalSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A new store: one per page load, and one per test or story so nothing leaks between them. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  registerSessionListeners(listener.startListening);
  listener.startListening({
    actionCreator: themeModeChanged,
    effect: (action) => writeThemeCookie(action.payload),
  });

  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      global: { ...initialGlobalState, themeMode: initialThemeMode() },
      ...preloadedState,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
