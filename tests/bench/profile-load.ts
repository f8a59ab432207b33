/**
 * `npm run bench:profile -- --path /settings`: where a page load's main thread goes, read from Chromium's own CPU
 * profile of the load, mapped through the build's source maps to the modules and functions that spent it. It is a
 * tool for finding the next lever of issue 16 (Lighthouse's TBT is these tasks at a 4x slower CPU), not a test.
 *
 * Each load is a fresh browser (cold cache) on the platform `npm start` runs (built if needed, a throw-away
 * DATA_DIR), or on `--url BASE` (a platform of this checkout's build, whose source maps are read from `dist`, and with
 * the bench owner of `bench:lighthouse`). Signed in as the owner unless `--anonymous`. `--loads N` (default 3),
 * `--cpu-slowdown N` (Chromium's CPU throttling, default none: the shares are the same, the tasks N times longer),
 * `--top N` functions (default 25), `--long MS` the tasks listed (default 50; 12.5 unthrottled lists what
 * Lighthouse's simulated 4x counts), `--detail MS` for each task longer than MS the functions it ran with what they
 * called (inclusive time, `--detail-rows N` of them, default 12), `--save-trace FILE` the last load's trace (it opens
 * in Chromium's performance panel).
 *
 * Printed, averaged over the loads: CPU by package (or by the app's folder), the functions with the most self time,
 * and every main-thread task over `--long` with the packages and the kinds of browser work that spent most of it.
 * The profiler's own bookkeeping weighs on code that runs for the first time, so cold paths look somewhat dearer
 * than they are; compare loads of two builds, not a figure with Lighthouse's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { benchPlatform, benchTokens } from './bench-owner.ts';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const pagePath = argument('--path') ?? '/';
const anonymous = process.argv.includes('--anonymous');
const loads = Number(argument('--loads') ?? 3);
const cpuSlowdown = Number(argument('--cpu-slowdown') ?? 1);
const top = Number(argument('--top') ?? 25);
const givenUrl = argument('--url');
const detail = Number(argument('--detail') ?? 0);
const detailRows = Number(argument('--detail-rows') ?? 12);
const traceFile = argument('--save-trace');
/* Lighthouse counts a task's time over 50 ms at its 4x slowdown: unthrottled, a task over 12.5 ms weighs. */
const LONG_TASK_MS = Number(argument('--long') ?? 50);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      startTime?: number;
      documentLoaderURL?: string;
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Sample {
  /** Microseconds, the trace's clock. */
  ts: number;
  durationUs: number;
  node: ProfileNode;
}

const distAssets = path.resolve(import.meta.dirname, '../../dist/assets');
const sourceMaps = new Map<string, SourceMapConsumer | null>();

function sourceMapOf(url: string): SourceMapConsumer | null {
  const file = url.split('/assets/')[1];
  if (!file) return null;
  if (!sourceMaps.has(file)) {
    try {
      sourceMaps.set(
        file,
        new SourceMapConsumer(JSON.parse(readFileSync(path.join(distAssets, `${file}.map`), 'utf8'))),
      );
    } catch {
      sourceMaps.set(file, null);
    }
  }
  return sourceMaps.get(file)!;
}

interface Place {
  /** A package (`react-dom`), the app's folder (`app/src/features/session`), or V8's own work (`(garbage collector)`). */
  group: string;
  where: string;
}

const places = new Map<ProfileNode, Place>();

function placeOf(node: ProfileNode): Place {
  const known = places.get(node);
  if (known) return known;
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  let place: Place;
  if (!url) {
    place = { group: functionName.startsWith('(') ? functionName : '(native)', where: functionName || '(anonymous)' };
  } else {
    const original = sourceMapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    const source = original?.source ?? url.split('/').pop() ?? url;
    const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    const ownMatch = /((?:app|packages)\/[^/]+\/src\/(?:[^/]+\/)?[^/]+)\//.exec(source);
    const group = packageMatch?.[1] ?? ownMatch?.[1] ?? (url.includes('/assets/') ? source : '(document)');
    const name = original?.name ?? (functionName || '(anonymous)');
    const file = source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    place = { group, where: `${name} ${file}:${original?.line ?? lineNumber + 1}` };
  }
  places.set(node, place);
  return place;
}

async function ownerCookies(baseUrl: string) {
  return Object.entries(await benchTokens(baseUrl)).map(([name, value]) => ({ name, value, url: baseUrl }));
}

interface Load {
  samples: Sample[];
  nodes: Map<number, ProfileNode>;
  tasks: { start: number; duration: number; events: [string, number][] }[];
}

async function profileLoad(baseUrl: string): Promise<Load> {
  const browser = await puppeteer.launch({
    ...chromiumLaunchOptions(),
    headless: true,
  });
  try {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    if (!anonymous) await tab.setCookie(...(await ownerCookies(baseUrl)));
    if (cpuSlowdown !== 1)
      await (await tab.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await tab.tracing.start({
      categories: [
        'blink.user_timing',
        'loading',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await tab.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle0' });
    // The spec's skeleton turn (0.6 s) and the renders after it.
    await new Promise((resolve) => setTimeout(resolve, 1500 * cpuSlowdown));
    const raw = Buffer.from((await tab.tracing.stop())!).toString('utf8');
    if (traceFile) writeFileSync(traceFile, raw);
    const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
    return readTrace(trace.traceEvents, `${baseUrl}${pagePath}`);
  } finally {
    await browser.close();
  }
}

function readTrace(events: TraceEvent[], pageUrl: string): Load {
  // Chromium's own pages (the new tab page) are profiled too: the page's renderer is the one that navigated to it.
  const navigation = events.findLast(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(pageUrl),
  );
  if (!navigation) throw new Error(`no navigation to ${pageUrl} in the trace`);
  const profile = events.find(
    (event) =>
      event.name === 'Profile' &&
      event.pid === navigation.pid &&
      events.some(
        (thread) =>
          thread.name === 'thread_name' &&
          thread.args?.name === 'CrRendererMain' &&
          thread.pid === event.pid &&
          thread.tid === event.tid,
      ),
  );
  if (!profile) throw new Error("no CPU profile of the page's main thread in the trace");
  const onMain = (event: TraceEvent) => event.pid === profile.pid && event.tid === profile.tid;
  const navigationStart = navigation.ts;
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  let clock = profile.args?.data?.startTime ?? 0;
  for (const chunk of events.filter(
    (event) => event.name === 'ProfileChunk' && event.pid === profile.pid && event.id === profile.id,
  )) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    ids.forEach((id, index) => {
      clock += deltas[index] ?? 0;
      const next = deltas[index + 1] ?? 0;
      samples.push({ ts: clock - navigationStart, durationUs: Math.max(0, next), node: nodes.get(id)! });
    });
  }
  const timeline = events.filter((event) => event.ph === 'X' && onMain(event) && event.name !== 'RunTask');
  const tasks = events
    .filter((event) => event.name === 'RunTask' && onMain(event) && (event.dur ?? 0) > LONG_TASK_MS * 1000)
    .map((event) => ({
      start: event.ts - navigationStart,
      duration: event.dur!,
      events: selfTimes(timeline.filter((inner) => inner.ts >= event.ts && inner.ts < event.ts + event.dur!)),
    }));
  return {
    samples: samples.filter((sample) => sample.node && sample.node.callFrame.functionName !== '(idle)'),
    nodes,
    tasks,
  };
}

/** The self time of each kind of timeline event (ParseHTML, Layout, v8.compile, FunctionCall, ...) among nested events. */
function selfTimes(inner: TraceEvent[]): [string, number][] {
  const sorted = [...inner].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const event of sorted) {
    while (open.length && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) totals.set(parent.name, (totals.get(parent.name) ?? 0) - (event.dur ?? 0));
    totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0));
    open.push(event);
  }
  return [...totals].filter(([, us]) => us > 0).sort((a, b) => b[1] - a[1]);
}

/** Time in each function with what it called, for the functions that spent most of it. */
function inclusive(samples: Sample[], nodes: Map<number, ProfileNode>): [string, number][] {
  const totals = new Map<string, number>();
  for (const sample of samples) {
    const seen = new Set<string>();
    for (
      let node: ProfileNode | undefined = sample.node;
      node;
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    ) {
      const where = placeOf(node).where;
      if (seen.has(where)) continue;
      seen.add(where);
      totals.set(where, (totals.get(where) ?? 0) + sample.durationUs);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const byKey = (samples: Sample[], key: (place: Place) => string) => {
  const totals = new Map<string, number>();
  for (const sample of samples) {
    const name = key(placeOf(sample.node));
    totals.set(name, (totals.get(name) ?? 0) + sample.durationUs);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
};

const ms = (us: number) => (us / 1000).toFixed(1);

const platform = await benchPlatform(givenUrl);
const profiled: Load[] = [];
try {
  for (let index = 0; index < loads; index += 1) profiled.push(await profileLoad(platform.baseUrl));
} finally {
  await platform.stop();
}

const everySample = profiled.flatMap((load) => load.samples);
const total = everySample.reduce((sum, sample) => sum + sample.durationUs, 0);
const who = anonymous ? 'anonymous' : 'the owner';
console.log(
  `\n${pagePath} as ${who}, ${loads} cold loads, CPU slowdown ${cpuSlowdown}x: ${ms(total / loads)} ms of main-thread CPU a load\n`,
);
console.log('| package or folder | ms a load | share |\n|---|---:|---:|');
for (const [group, us] of byKey(everySample, (place) => place.group).slice(0, 20)) {
  console.log(`| ${group} | ${ms(us / loads)} | ${((100 * us) / total).toFixed(1)}% |`);
}
console.log('\n| function (self time) | ms a load |\n|---|---:|');
for (const [where, us] of byKey(everySample, (place) => place.where).slice(0, top)) {
  console.log(`| ${where} | ${ms(us / loads)} |`);
}
console.log(
  `\nTasks over ${LONG_TASK_MS} ms (start after navigation, duration, the three packages that spent most of it, [the three kinds of work]):`,
);
profiled.forEach((load, index) => {
  console.log(`load ${index + 1}:`);
  for (const task of load.tasks) {
    const inside = load.samples.filter((sample) => sample.ts >= task.start && sample.ts < task.start + task.duration);
    const spent = byKey(inside, (place) => place.group)
      .slice(0, 3)
      .map(([group, us]) => `${group} ${ms(us)}`)
      .join(', ');
    const kinds = task.events
      .slice(0, 3)
      .map(([name, us]) => `${name} ${ms(us)}`)
      .join(', ');
    console.log(`  ${ms(task.start)} ms  ${ms(task.duration)} ms  ${spent}  [${kinds}]`);
    if (detail && task.duration > detail * 1000) {
      for (const [where, us] of inclusive(inside, load.nodes).slice(0, detailRows))
        console.log(`      ${ms(us)} ms in ${where}`);
    }
  }
});
