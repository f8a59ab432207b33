import { afterEach, describe, expect, it } from 'vitest';
import { installFakeClock, type FakeClock } from './fakeClock.ts';

let clock: FakeClock | undefined;
afterEach(() => clock?.uninstall());

describe('installFakeClock', () => {
  it('fires timeouts and intervals in time order only when ticked', async () => {
    clock = installFakeClock();
    const calls: string[] = [];
    window.setTimeout(() => calls.push('t500'), 500);
    const id = window.setInterval(() => calls.push(`i${clock!.now()}`), 50);
    await clock.tick(499);
    expect(calls).toEqual(['i50', 'i100', 'i150', 'i200', 'i250', 'i300', 'i350', 'i400', 'i450']);
    window.clearInterval(id);
    await clock.tick(1);
    expect(calls.at(-1)).toBe('t500');
    await clock.tick(1000);
    expect(calls).toHaveLength(10);
  });

  it('moves Date.now with the fake time', async () => {
    clock = installFakeClock();
    const start = Date.now();
    await clock.tick(1500);
    expect(Date.now() - start).toBe(1500);
  });

  it('keeps zero-delay timeouts real so awaiting code still runs', async () => {
    clock = installFakeClock();
    await new Promise<void>((resolve) => window.setTimeout(resolve, 0));
    expect(clock.now()).toBe(0);
  });

  it('waits in real time until a timer of the given delay has been started', async () => {
    clock = installFakeClock();
    let waited = false;
    const started = clock.started(1000).then(() => (waited = true));
    window.setTimeout(() => {}, 500);
    await new Promise<void>((resolve) => window.setTimeout(resolve, 0));
    expect(waited).toBe(false);
    window.setInterval(() => {}, 1000);
    await started;
    expect(clock.now()).toBe(0);
  });

  it('restores the real timers', () => {
    const real = window.setTimeout;
    clock = installFakeClock();
    expect(window.setTimeout).not.toBe(real);
    clock.uninstall();
    expect(window.setTimeout).toBe(real);
  });
});
