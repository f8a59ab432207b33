import { describe, expect, it } from 'vitest';
import { serialPasses } from '../src/services/serial-passes.ts';

/** A pass that stays open until the test lets it end, counting how many have started. */
function gatedPasses() {
  let started = 0;
  let release = () => {};
  const passes = serialPasses(
    () => {
      started += 1;
      return new Promise<void>((resolve) => (release = resolve));
    },
    (error) => {
      throw error;
    },
  );
  return { passes, started: () => started, release: () => release() };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('serialPasses', () => {
  it('given several wakes in one turn / runs one pass', async () => {
    const { passes, started, release } = gatedPasses();
    passes.wake();
    passes.wake();
    passes.wake();
    await turn();
    release();
    await passes.drain();
    expect(started()).toBe(1);
  });

  it('given wakes while a pass runs / runs one more after it, never two at once', async () => {
    const { passes, started, release } = gatedPasses();
    passes.wake();
    await turn();
    passes.wake();
    passes.wake();
    expect(started()).toBe(1);
    release();
    await turn();
    expect(started()).toBe(2);
    release();
    await passes.drain();
    expect(started()).toBe(2);
  });

  it('given a pass that throws / hands the error over and the next wake runs again', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const passes = serialPasses(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
      },
      (error) => errors.push(error),
    );
    passes.wake();
    await passes.drain();
    passes.wake();
    await passes.drain();
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('database gone')]);
  });

  it('given stop / waits for the pass in flight and no wake starts another', async () => {
    const { passes, started, release } = gatedPasses();
    passes.wake();
    await turn();
    let stopped = false;
    const stopping = passes.stop().then(() => (stopped = true));
    await turn();
    expect(stopped).toBe(false);
    release();
    await stopping;
    passes.wake();
    await passes.drain();
    expect({ started: started(), stopped: passes.stopped }).toEqual({ started: 1, stopped: true });
  });

  it('given a timed wake asked again / the later one replaces it, and stop cancels it', async () => {
    let calls = 0;
    const passes = serialPasses(
      async () => {
        calls += 1;
      },
      (error) => {
        throw error;
      },
    );
    const wait = () => new Promise((resolve) => setTimeout(resolve, 50));
    passes.wakeIn(10);
    passes.wakeIn(60_000);
    await wait();
    expect(calls).toBe(0);
    passes.wakeIn(10);
    await wait();
    await passes.drain();
    expect(calls).toBe(1);
    passes.wakeIn(10);
    await passes.stop();
    await wait();
    expect(calls).toBe(1);
  });
});
