import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, type AppStore } from '../app/store';
import { SessionView } from '../features/session';

/** A fresh store and a wrapper that provides it and the session's state, for renderHook / render. */
export function withFreshStore(store: AppStore = createAppStore()) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <SessionView>{children}</SessionView>
      </Provider>
    );
  }
  return { store, wrapper: Wrapper };
}
