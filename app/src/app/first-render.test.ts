import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { sessionAnonymous } from '../features/session';
import { api } from '../lib/api';
import { renderWhenSettled } from './first-render';
import { createAppStore, type AppStore } from './store';

/* Calls whose answers the tests hand out themselves. */
const answers = new Map<string, (value: { data: string }) => void>();
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    answeredLater: build.query<string, string>({
      queryFn: (name) => new Promise((resolve) => answers.set(name, resolve)),
    }),
  }),
});
const answer = (name: string) => answers.get(name)?.({ data: name });

let store: AppStore;
let render: Mock<() => void>;

beforeEach(() => {
  vi.useFakeTimers();
  answers.clear();
  store = createAppStore();
  render = vi.fn();
});
afterEach(() => vi.useRealTimers());

/* The store tells its subscribers of an answer at the next animation frame (RTK's auto-batching). */
const soon = () => vi.advanceTimersByTimeAsync(50);
const call = (name: string) => void store.dispatch(testApi.endpoints.answeredLater.initiate(name));

describe('renderWhenSettled', () => {
  it('given the page module in and no call under way / renders once', async () => {
    renderWhenSettled({ store, pageLoad: Promise.resolve(), waitForSession: false, render });
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(sessionAnonymous());
    await vi.advanceTimersByTimeAsync(2000);

    expect(render).toHaveBeenCalledTimes(1);
  });

  it('given the page module still loading / does not render', async () => {
    renderWhenSettled({ store, pageLoad: new Promise(() => {}), waitForSession: false, render });
    await vi.advanceTimersByTimeAsync(2000);

    expect(render).not.toHaveBeenCalled();
  });

  it('given a call under way / renders once it has answered, not before', async () => {
    call('user');
    renderWhenSettled({ store, pageLoad: Promise.resolve(), waitForSession: false, render });
    await vi.advanceTimersByTimeAsync(100);
    expect(render).not.toHaveBeenCalled();

    answer('user');
    await soon();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("given a call that leaves from a promise callback of another's answer / waits for that one too", async () => {
    const user = store.dispatch(testApi.endpoints.answeredLater.initiate('user'));
    /* As when the user answers: the session's listeners dispatch at once an action the store tells its subscribers
       of without waiting for a frame, and the page's first calls leave from a promise callback after it. */
    void user.then(() => store.dispatch(sessionAnonymous()));
    void user.then(() => Promise.resolve()).then(() => call('lessons'));
    renderWhenSettled({ store, pageLoad: Promise.resolve(), waitForSession: false, render });
    await vi.advanceTimersByTimeAsync(0);

    answer('user');
    await soon();
    expect(render).not.toHaveBeenCalled();

    answer('lessons');
    await soon();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('given a call that does not answer / renders after maxWaitMs from the page module', async () => {
    call('slow');
    renderWhenSettled({ store, pageLoad: Promise.resolve(), waitForSession: false, render, maxWaitMs: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(render).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('given the anonymous home as the first paint / waits for the session as well', async () => {
    renderWhenSettled({ store, pageLoad: Promise.resolve(), waitForSession: true, render });
    await vi.advanceTimersByTimeAsync(2000);
    expect(render).not.toHaveBeenCalled();

    store.dispatch(sessionAnonymous());
    await soon();
    expect(render).toHaveBeenCalledTimes(1);
  });
});
