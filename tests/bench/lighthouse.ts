/**
 * `npm run bench:lighthouse`: Lighthouse 12's performance score of the main pages as a new visitor gets them from
 * `npm start` (built if needed, a throw-away DATA_DIR): `/` anonymous, then signed in as the owner `/`, `/calendar`,
 * `/settings`, `/admin/users`, `/courses`, and a seeded course's page and text material, both with KaTeX formulas
 * (issue 42). Mobile preset (Lighthouse's default config: a mid-range phone, simulated slow 4G
 * and 4x CPU slowdown), cold cache: every run is a fresh Chromium profile. Each page is audited RUNS times and the
 * median run (by score) is printed, since one run on a shared machine moves by several points.
 *
 * `--runs N` changes the number of runs a page, `--only /path` audits one page (both signed in and out when it is /),
 * `--save DIR` keeps every run's Lighthouse report (JSON) there, to see what a figure is made of, and
 * `--url BASE` audits a platform already running there (its OWNER_* as below) instead of starting one: two builds
 * can then be audited in turns, so that other work on the machine weighs on both alike.
 *
 * `--applied` throttles the browser itself (Lighthouse's `devtools` method: 4x CPU, slow 4G with 562 ms round trips)
 * instead of simulating the load from an unthrottled one. The score is not the published one, but the page's own
 * chain of requests shows: the simulation starts a script's requests when the script has arrived, not when it has
 * run, so it never sees the route chunks' waterfall after the first file's evaluation.
 *
 * `--cpu-slowdown N` replaces the preset's 4x CPU slowdown. The preset's 4x turns a high-end desktop (Lighthouse's
 * CPU benchmark index 1500-2000) into a mid-tier phone; on a slower host the same 4x stands for a slower phone, and
 * Lighthouse's guide (docs/throttling.md, "Calibrating the CPU slowdown") suggests 2x for an index of 1000-1500. The
 * goal is the preset's score; a calibrated run shows what is the page's and what is the host's when two hosts differ.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { BENCH_STUDENT, benchPlatform, benchTokens, seedFormulaCourse } from './bench-owner.ts';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const RUNS = Number(argument('--runs') ?? 3);
const only = argument('--only');
const saveDir = argument('--save');
const givenUrl = argument('--url');
const applied = process.argv.includes('--applied');
const cpuSlowdown = argument('--cpu-slowdown');
if (cpuSlowdown !== undefined && !(Number(cpuSlowdown) > 0)) throw new Error('--cpu-slowdown takes a number above 0');

interface Page {
  path: string;
  signedIn: boolean;
  /** Signed in as the enrolled bench student rather than the owner (the owner where no student could be made). */
  student?: boolean;
}

const pages: Page[] = [
  { path: '/', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/calendar', signedIn: true },
  { path: '/settings', signedIn: true },
  { path: '/admin/users', signedIn: true },
  // issue 42: the catalogue, a course with formulas in its description, and a material of formulas
  { path: '/courses', signedIn: true, student: true },
  { path: '/courses/:course', signedIn: true, student: true },
  { path: '/courses/:course/materials/:material', signedIn: true, student: true },
].filter((page) => !only || page.path === only);

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU: the same build scores lower on a slower machine. */
  benchmarkIndex: number;
  /** The CPU slowdown the run applied or simulated, as Lighthouse reports it. */
  cpuSlowdown: number;
}

function figuresOf(result: Result): Figures {
  const value = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: result.environment.benchmarkIndex,
    cpuSlowdown: result.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

class LighthouseRunError extends Error {}

/* Chromium now and then loses a run's trace (NO_NAVSTART, NO_FCP): such a run says nothing of the page. */
const ATTEMPTS = 3;

async function audit(baseUrl: string, page: Page, run: number): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(baseUrl, page, run);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS) throw error;
      console.error(`${label(page)}: ${error.message}; run again`);
    }
  }
}

/** One cold-cache audit: a new browser with an empty profile, the session cookies set before the page loads. */
async function auditOnce(baseUrl: string, page: Page, run: number): Promise<Figures> {
  const browser = await puppeteer.launch({
    ...chromiumLaunchOptions(),
    headless: true,
    defaultViewport: null,
  });
  try {
    const tab = await browser.newPage();
    if (page.signedIn) {
      const cookies = await benchTokens(baseUrl, page.student ? BENCH_STUDENT : undefined);
      await tab.setCookie(...Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl })));
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      // The profile is new, so the cache is cold already; a reset would also clear the session cookies.
      disableStorageReset: true,
      ...(applied ? { throttlingMethod: 'devtools' as const } : {}),
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: Number(cpuSlowdown) } } : {}),
    };
    const runner = await lighthouse(`${baseUrl}${page.path}`, flags, undefined, tab);
    if (!runner) throw new Error('Lighthouse returned no result');
    const { lhr } = runner;
    if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code);
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = `${page.student ? 'student' : page.signedIn ? 'owner' : 'anonymous'}${page.path.replaceAll('/', '-')}-${run + 1}.json`;
      writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
    }
    return figuresOf(lhr);
  } finally {
    await browser.close();
  }
}

const median = (runs: Figures[]): Figures => {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

const platform = await benchPlatform(givenUrl);
const rows: { page: Page; figures: Figures; scores: number[] }[] = [];
try {
  const seeded = pages.some((page) => page.student) ? await seedFormulaCourse(platform) : undefined;
  for (const { path: pattern, signedIn, student } of pages) {
    const ids: Record<string, string> = { course: seeded?.course ?? '', material: seeded?.material ?? '' };
    const page = {
      signedIn,
      student: student && seeded?.student,
      path: pattern.replace(/:(\w+)/g, (_, name: string) => ids[name]!),
    };
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(platform.baseUrl, page, run));
    rows.push({ page, figures: median(runs), scores: runs.map((r) => r.score) });
    const last = rows.at(-1)!;
    console.error(`${label(page)}: scores ${last.scores.join(', ')}`);
  }
} finally {
  await platform.stop();
}

function label(page: Page) {
  return `${page.path} ${page.student ? '(student)' : page.signedIn ? '(owner)' : '(anonymous)'}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const throttling = applied ? 'applied throttling (devtools)' : 'simulated throttling';
const slowdowns = [...new Set(rows.map((row) => row.figures.cpuSlowdown))].join(', ');
const preset = cpuSlowdown ? `mobile preset with a ${slowdowns}x CPU slowdown instead of 4x` : 'mobile preset';
console.log(`\nLighthouse 12 ${preset}, ${throttling}, cold cache, median of ${RUNS} runs a page (by score)\n`);
console.log('| page | performance | FCP | LCP | TBT | CLS | runs |');
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const { page, figures, scores } of rows) {
  console.log(
    `| ${label(page)} | ${figures.score} | ${seconds(figures.fcp)} | ${seconds(figures.lcp)} | ${Math.round(figures.tbt)} ms | ${figures.cls.toFixed(3)} | ${scores.join(', ')} |`,
  );
}
const indexes = rows.map((row) => row.figures.benchmarkIndex);
console.log(`\nLighthouse's CPU benchmark index of this machine: ${Math.min(...indexes)}-${Math.max(...indexes)}`);
const goal = cpuSlowdown ? "the goal, 98, is the preset's" : 'goal 98';
console.log(`\nminimum score: ${Math.min(...rows.map((row) => row.figures.score))} (${goal})`);
