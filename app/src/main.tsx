import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { startSession } from './features/session';

const store = createAppStore();
// Started once per page load, outside React: StrictMode's double effects must not check twice.
void store.dispatch(startSession());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider store={store}>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);
