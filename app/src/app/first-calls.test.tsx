import type { User } from '@school/contract';
import { accessTokenFor, users } from '@school/mocks';
import { createServer } from '@school/mocks/node';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from './store';
import { clearAllCookies } from '../testing/cookies';
import { setTokens } from '../lib/cookies';

/*
 * The module keeps which page's calls went out during a page load: each test loads it, and the modules that use
 * it, afresh.
 */
const fresh = async () => {
  vi.resetModules();
  const [firstCalls, { createAppStore }, { sessionApi }] = await Promise.all([
    import('../lib/first-calls'),
    import('./store'),
    import('../features/session'),
  ]);
  return { ...firstCalls, createAppStore, sessionApi };
};

const server = createServer();
const asked: string[] = [];
server.events.on('request:start', ({ request }) => {
  asked.push(new URL(request.url).pathname.replace(/^\/server/, ''));
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.resetHandlers();
  clearAllCookies();
});

const times = (path: string) => asked.filter((each) => each === path).length;

/** main.tsx's start for `viewer`: the user call, and the first calls waiting for its answer. */
async function pageLoad(viewer: User) {
  const modules = await fresh();
  setTokens(accessTokenFor(viewer), 'refresh');
  const store: AppStore = modules.createAppStore();
  const userCall = store.dispatch(modules.sessionApi.endpoints.getUser.initiate());
  modules.startFirstCallsFor(
    userCall,
    () => modules.sessionApi.endpoints.getUser.select()(store.getState()).data,
    store.dispatch,
  );
  return { ...modules, store };
}

/** The page as the app renders it, on the store its first calls went to, once the session has started. */
async function renderPage(store: AppStore, Page: ComponentType) {
  // jsdom has no matchMedia: a desktop without preferences.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  // From the same fresh module graph as the page, whose session hooks read AppProvider's context.
  const [{ startSession }, { AppProvider }] = await Promise.all([import('../features/session'), import('./provider')]);
  void store.dispatch(startSession());
  render(
    <AppProvider store={store}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('first calls', () => {
  it('leave once the user is known, once each, however often the page meets them', async () => {
    const { startFirstCalls, sessionApi } = await pageLoad(users.senior);
    const calls = vi.fn(() => [sessionApi.util.prefetch('listSessions', undefined, {})]);

    startFirstCalls(calls);
    startFirstCalls(calls);

    await vi.waitFor(() => expect(times('/api/sessions')).toBe(1));
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledWith(users.senior);
    expect(asked.indexOf('/auth/getuser')).toBeLessThan(asked.indexOf('/api/sessions'));
  });

  it('go nowhere without a user, nor in a story or a test that did not start them', async () => {
    const { startFirstCalls, sessionApi, startFirstCallsFor, createAppStore } = await fresh();
    const calls = vi.fn(() => [sessionApi.util.prefetch('listSessions', undefined, {})]);
    startFirstCalls(calls);

    startFirstCallsFor(Promise.resolve(), () => undefined, createAppStore().dispatch);
    const later = vi.fn(() => []);
    startFirstCalls(later);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(calls).not.toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });

  it("go for the user of the moment a page opens: signed in since the load, they are that user's", async () => {
    const { startFirstCalls, startFirstCallsFor, createAppStore } = await fresh();
    const session: { user?: User } = {};
    startFirstCallsFor(Promise.resolve(), () => session.user, createAppStore().dispatch);
    session.user = users.teacher;
    const calls = vi.fn(() => []);
    startFirstCalls(calls);
    await vi.waitFor(() => expect(calls).toHaveBeenCalledWith(users.teacher));
  });

  it('go nowhere for a banned account', async () => {
    const { startFirstCalls, startFirstCallsFor, createAppStore } = await fresh();
    startFirstCallsFor(Promise.resolve(), () => ({ ...users.senior, isBanned: true }), createAppStore().dispatch);
    const calls = vi.fn(() => []);
    startFirstCalls(calls);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).not.toHaveBeenCalled();
  });

  it('/admin/users: its three lists leave when its module loads, before anything renders, and the page asks for none again', async () => {
    const { store } = await pageLoad(users.senior);
    const { loadUsersPage } = await import('../features/admin');
    const route = await loadUsersPage();

    await vi.waitFor(() => {
      for (const path of ['/api/getusers', '/api/getroles', '/api/getsubj']) expect(times(path)).toBe(1);
    });

    await renderPage(store, route.Component);
    // The session's 0.6 s skeleton first, then the table.
    expect(
      (await screen.findAllByText(new RegExp(users.teacher.lastName), undefined, { timeout: 3000 })).length,
    ).toBeGreaterThan(0);
    for (const path of ['/api/getusers', '/api/getroles', '/api/getsubj']) expect(times(path)).toBe(1);
  });

  it("/calendar: this week's lessons leave before the page renders, and its week asks for them no second time", async () => {
    const { store } = await pageLoad(users.student);
    const { loadCalendarPage } = await import('../features/lessons');
    const route = await loadCalendarPage();
    await vi.waitFor(() => expect(times('/api/lessons')).toBe(1));

    await renderPage(store, route.Component);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(times('/api/lessons')).toBe(1);
  });

  it("/settings: the calendar feed's link (with the feed's file, which the page's loader asks for) and the sign-ins leave before anything renders", async () => {
    await pageLoad(users.student);
    const { loadSettingsPage } = await import('../features/profile');
    await loadSettingsPage();

    await vi.waitFor(() => {
      for (const path of ['/api/ics-link', '/config', '/api/sessions']) expect(times(path)).toBe(1);
    });
  });

  it('/admin/users: a viewer the admin area does not let in asks for none of its lists', async () => {
    await pageLoad(users.teacher);
    const { loadUsersPage } = await import('../features/admin');
    await loadUsersPage();
    await vi.waitFor(() => expect(times('/auth/getuser')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toContain('/api/getusers');
  });
});
