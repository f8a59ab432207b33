import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfter } from './browser';

describe('whenIdleAfter', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback) - 1);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      idle[handle] = () => {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs in the first idle period after the delay, not before it', () => {
    const callback = vi.fn();
    whenIdleAfter(1000, callback);

    vi.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs never once cancelled, before the delay or while waiting for the idle period', () => {
    const early = vi.fn();
    whenIdleAfter(1000, early)();
    const waiting = vi.fn();
    const cancel = whenIdleAfter(1000, waiting);
    vi.advanceTimersByTime(1000);
    cancel();
    idle.forEach((run) => run());

    expect(early).not.toHaveBeenCalled();
    expect(waiting).not.toHaveBeenCalled();
  });
});
