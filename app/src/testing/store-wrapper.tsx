import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, type AppStore } from '../app/store';

/** A fresh store and a wrapper that provides it, for renderHook / render. */
export function withFreshStore(store: AppStore = createAppStore()) {
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  return { store, wrapper: Wrapper };
}
