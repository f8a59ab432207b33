import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { unfinishedRegistrationSlice } from '../features/registration';
import { registerSessionListeners, sessionSlice } from '../features/session';
import { api } from '../lib/api';
import { notificationsSlice } from '../lib/notifications-slice';
import { rememberThemeChoice, themeSlice } from '../lib/theme-slice';

/* combineReducers, not combineSlices: nothing injects reducers later, and configureStore brings
   combineReducers along anyway, while combineSlices would add its own code to the first download. */
export const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [unfinishedRegistrationSlice.reducerPath]: unfinishedRegistrationSlice.reducer,
  [themeSlice.reducerPath]: themeSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A new store: one per page load, and one per test or story so nothing leaks between them. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  registerSessionListeners(listener.startListening);
  rememberThemeChoice(listener.startListening);

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
