/**
 * `npm run test:storybook-build`: the Storybook a designer opens, checked as they would meet it.
 *
 * Builds Storybook into a temporary folder, serves it statically (MSW's worker comes from
 * staticDirs, as on any static host), opens `iframe.html` in Chromium and visits every story and
 * every docs page of `index.json` inside that one loaded preview, the way the sidebar switches
 * them: through the preview's channel. There is no act() and no Vitest here, so a play that
 * assumes React's effects already ran, a fake clock left installed (Storybook's wait for
 * animations then never returns) or two stories of a docs page fighting over the clock show up.
 *
 * A story fails on a render error, a play failure, an unhandled error, a failed accessibility
 * report (`a11y.test: 'error'`, light theme) or not finishing within STORY_TIMEOUT_MS; a docs page
 * fails when it or any story on it errors or does not settle. Stories a docs page shows in frames
 * of their own (`docs.story.inline: false`) are whole previews that run their plays: the page is done
 * only when each has finished (their frames load lazily; the check loads them at once). Stories without a `viewport` global
 * get LAPTOP (a laptop's canvas beside the sidebar, under 1024 px), so a story that silently needs
 * a wide window fails here rather than on a designer's screen.
 *
 * Options: `--dir <folder>` checks an existing build instead of building; `--only <text>` visits
 * the entries whose id contains the text. Four pages work through one queue.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import type { Browser, Page } from 'playwright';
import { launch } from '../e2e/browser.ts';
import { serveStatic } from '../support/static-server.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const STORY_TIMEOUT_MS = 30_000;
/* Bounds that only catch a hang: a docs page of many stories took 30 s beside other test steps on CI. */
const DOCS_TIMEOUT_MS = 60_000;
/* A docs page is done when every story on it has finished and nothing has happened for this long. */
const DOCS_QUIET_MS = 400;
const POLL_MS = 25;
const AFTER_FAILURE_MS = 2000;
/* Visits mostly wait on plays and quiet periods: four pages visited 491 entries in 126 s, two in 158 s on an
   idle machine; but on CI this step runs beside another one on two cores, and four pages there starved each
   other's plays (lazy pages past their waits, focus and timing checks failing). */
const PAGES = 2;
const LAPTOP = { width: 1000, height: 720 };

interface Entry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

interface Outcome {
  id: string;
  ms: number;
  problems: string[];
}

const { values: options } = parseArgs({ options: { dir: { type: 'string' }, only: { type: 'string' } } });

function build(): { dir: string; ms: number } {
  const dir = mkdtempSync(join(tmpdir(), 'storybook-build-'));
  const started = performance.now();
  const result = spawnSync(join(repoRoot, 'node_modules/.bin/storybook'), ['build', '--quiet', '-o', dir], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`storybook build exited with ${result.status}`);
  }
  return { dir, ms: performance.now() - started };
}

/* Runs in the page once after load: records the channel events that tell how a render went. The
   real timers are taken now because stories may replace window.setTimeout with a fake clock. */
function installProbe() {
  type Channel = { on: (type: string, listener: (...args: unknown[]) => void) => void };
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
  const log: { type: string; args: unknown[]; at: number }[] = [];
  const now = performance.now.bind(performance);
  for (const type of [
    'currentStoryWasSet',
    'storyRenderPhaseChanged',
    'storyFinished',
    'storyRendered',
    'storyErrored',
    'storyThrewException',
    'storyMissing',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
    'docsRendered',
  ])
    channel.on(type, (...args) => void log.push({ type, args, at: now() }));
  Object.assign(window, { __check: { log, now } });
}

/** What the page has reported about `id` since it was selected; `done` when nothing more is coming. */
function readProgress({ id, type, quietMs }: { id: string; type: Entry['type']; quietMs: number }) {
  type Logged = { type: string; args: unknown[]; at: number };
  const { log, now } = (window as unknown as { __check: { log: Logged[]; now: () => number } }).__check;
  const problems: string[] = [];
  const message = (value: unknown) =>
    typeof value === 'object' && value !== null && 'message' in value
      ? String((value as { message: unknown }).message)
      : JSON.stringify(value);
  const phases = new Map<string, string>();
  const finished = new Set<string>();
  let finishedStory = false;
  let docsRendered = false;
  /* Only what happened since the preview took this selection: the previous entry may still report. */
  const selectedAt = log.findIndex(
    (event) => event.type === 'currentStoryWasSet' && (event.args[0] as { storyId?: string })?.storyId === id,
  );
  for (const event of selectedAt === -1 ? [] : log.slice(selectedAt)) {
    const [first] = event.args as [Record<string, unknown> & { storyId?: string }];
    switch (event.type) {
      case 'storyRenderPhaseChanged':
        phases.set(String(first.storyId), String(first.newPhase));
        if (first.newPhase === 'errored') problems.push(`${first.storyId}: render phase 'errored'`);
        break;
      case 'storyFinished': {
        finished.add(String(first.storyId));
        if (first.storyId === id) finishedStory = true;
        if (first.status === 'error') {
          const failed = ((first.reporters ?? []) as { type: string; status: string; result?: unknown }[])
            .filter((report) => report.status === 'failed')
            .map((report) => {
              const violations = (report.result as { violations?: { id: string; impact: string }[] })?.violations;
              return violations
                ? `${report.type}: ${violations.map((v) => `${v.id} (${v.impact})`).join(', ')}`
                : report.type;
            });
          problems.push(`${first.storyId}: finished with an error${failed.length ? ` (${failed.join('; ')})` : ''}`);
        }
        break;
      }
      case 'docsRendered':
        if (event.args[0] === id) docsRendered = true;
        break;
      case 'storyErrored':
        problems.push(`story error: ${first.title}: ${first.description}`);
        break;
      case 'storyThrewException':
      case 'playFunctionThrewException':
        problems.push(`${event.type}: ${message(first)}`);
        break;
      case 'unhandledErrorsWhilePlaying':
        problems.push(`unhandled errors while playing: ${(event.args[0] as unknown[]).map(message).join(' | ')}`);
        break;
      case 'storyMissing':
        problems.push(`story missing: ${JSON.stringify(event.args)}`);
        break;
    }
  }
  const lastAt = log.at(-1)?.at ?? 0;
  const unsettled = [...phases]
    .filter(([, phase]) => phase !== 'finished')
    .map(([story, phase]) => `${story}: ${phase}`);
  /* A story shown in a frame of its own (`docs.story.inline: false`) is a whole preview: it runs its
     play and reports through this channel, and the page is not done before it has finished. Until
     its frame has loaded it reports nothing, so waiting for quiet alone would leave it to the next
     entry (whose page then tears it down half-way). */
  const framed = [...document.querySelectorAll<HTMLIFrameElement>('#storybook-docs iframe[src*="id="]')].map((frame) =>
    new URL(frame.src, location.href).searchParams.get('id')!,
  );
  const framesWaiting = framed.filter((story) => !finished.has(story));
  const done =
    type === 'story'
      ? finishedStory
      : docsRendered && unsettled.length === 0 && framesWaiting.length === 0 && now() - lastAt >= quietMs;
  const waitingFor =
    type === 'story'
      ? `last render phase: ${phases.get(id) ?? 'none'}`
      : docsRendered
        ? `stories not finished: ${[...unsettled, ...framesWaiting.filter((story) => !phases.has(story)).map((story) => `${story}: frame not loaded`)].join(', ') || 'none (still busy)'}`
        : 'the docs page never rendered';
  const errorDisplay = document.body.classList.contains('sb-show-errordisplay')
    ? (document.querySelector('#error-message')?.textContent ?? 'error display shown')
    : null;
  /* Docs pages show a story's exception in its block and tell the channel only that it failed. */
  if (type === 'docs' && problems.length)
    for (const line of document.querySelector<HTMLElement>('#storybook-docs')?.innerText.match(/^\w*Error: .*$/gm) ??
      [])
      problems.push(`on the page: ${line}`);
  return { done, problems, waitingFor, errorDisplay };
}

/** Docs frames load lazily, as a designer scrolls to them; the check loads them all at once. */
function loadFramedStories() {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('#storybook-docs iframe[loading="lazy"]'))
    frame.loading = 'eager';
}

/** The viewport the story asks for through the `viewport` global, as the manager would size the canvas. */
async function viewportFor(page: Page, id: string) {
  return page.evaluate(
    async ({ id, fallback }) => {
      type Preview = {
        loadStory: (args: { storyId: string }) => Promise<{
          storyGlobals: { viewport?: { value?: string } };
          parameters: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
        }>;
      };
      const story = await (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__.loadStory({
        storyId: id,
      });
      const name = story.storyGlobals.viewport?.value;
      const styles = name ? story.parameters.viewport?.options?.[name]?.styles : undefined;
      return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : fallback;
    },
    { id, fallback: LAPTOP },
  );
}

async function openPreview(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: LAPTOP, locale: 'ru-RU', timezoneId: 'UTC' });
  /* tsx compiles this file with esbuild's keepNames, which wraps the page functions' inner
     functions in __name(); the page needs it too. */
  await context.addInitScript('globalThis.__name = (fn) => fn');
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  /* No story is selected at first; the visits then select each through the channel. */
  await page.goto(`${url}/iframe.html`);
  await page.waitForFunction(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__
        ?.storyStoreValue !== undefined,
  );
  await page.evaluate(installProbe);
  /* A story that navigates the preview away (a real link followed, a reload) loses the designer's place. */
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      pageErrors.push(`the preview navigated to ${request.url()}`);
  });
  return { context, page, pageErrors, consoleErrors };
}

interface Preview {
  page: Page;
  pageErrors: string[];
  consoleErrors: string[];
}

async function visit({ page, pageErrors, consoleErrors }: Preview, entry: Entry): Promise<Outcome> {
  const started = performance.now();
  consoleErrors.length = 0;
  if (entry.type === 'story') await page.setViewportSize(await viewportFor(page, entry.id));
  else await page.setViewportSize(LAPTOP);
  pageErrors.length = 0;
  await page.evaluate(({ id, type }) => {
    const check = (window as unknown as { __check: { log: unknown[] } }).__check;
    check.log.length = 0;
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (type: string, payload: unknown) => void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId: id, viewMode: type });
  }, entry);
  const timeout = entry.type === 'story' ? STORY_TIMEOUT_MS : DOCS_TIMEOUT_MS;
  let failedAt: number | undefined;
  for (;;) {
    if (entry.type === 'docs') await page.evaluate(loadFramedStories);
    const progress = await page.evaluate(readProgress, { id: entry.id, type: entry.type, quietMs: DOCS_QUIET_MS });
    const elapsed = performance.now() - started;
    const problems = [
      ...progress.problems,
      /* the console has the story's own error when the channel only says that it failed */
      ...(progress.problems.length
        ? consoleErrors.map((text) => `console: ${text.split('\n').slice(0, 4).join(' / ')}`)
        : []),
      ...pageErrors.map((message) => `uncaught: ${message}`),
      ...(progress.errorDisplay ? [`error display: ${progress.errorDisplay}`] : []),
    ];
    if (progress.done) return { id: entry.id, ms: elapsed, problems };
    /* A failed story often never finishes (its fake clock stays): what failed is already known. */
    if (problems.length) failedAt ??= elapsed;
    if (failedAt !== undefined && elapsed - failedAt > AFTER_FAILURE_MS) return { id: entry.id, ms: elapsed, problems };
    if (elapsed > timeout)
      return {
        id: entry.id,
        ms: elapsed,
        problems: [...problems, `not finished after ${timeout} ms (${progress.waitingFor})`],
      };
    await new Promise((wait) => setTimeout(wait, POLL_MS));
  }
}

async function main() {
  const built = options.dir ? { dir: resolve(options.dir), ms: 0 } : build();
  const index = JSON.parse(readFileSync(join(built.dir, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
  const entries = Object.values(index.entries).filter((entry) => !options.only || entry.id.includes(options.only));
  const server = await serveStatic(built.dir);
  const browser = await launch();
  const started = performance.now();
  const outcomes: Outcome[] = [];
  try {
    const worker = await (await fetch(`${server.url}/mockServiceWorker.js`)).text();
    if (!worker.includes('MSW')) throw new Error('the build serves no mockServiceWorker.js (staticDirs: public/)');

    const queue = [...entries];
    await Promise.all(
      Array.from({ length: PAGES }, async () => {
        let preview = await openPreview(browser, server.url);
        let visitedStory = false;
        for (let entry = queue.shift(); entry; entry = queue.shift()) {
          visitedStory ||= entry.type === 'story';
          const lost = (error: Error): Outcome => ({
            id: entry.id,
            ms: 0,
            problems: [`the check lost the page: ${error.message}`],
          });
          let outcome = await visit(preview, entry).catch(lost);
          if (outcome.problems.some((problem) => problem.includes('Execution context was destroyed'))) {
            /* A page that navigated under the check (seen once on a loaded run, at a visit's first step) is
               not this entry's failure: it gets one visit on a fresh page, and fails if it loses that one too. */
            await preview.context.close();
            preview = await openPreview(browser, server.url);
            outcome = await visit(preview, entry).catch(lost);
          }
          outcomes.push(outcome);
          const mark = outcome.problems.length ? '✖' : '✓';
          console.log(`${mark} ${entry.type === 'docs' ? 'docs ' : ''}${entry.id} ${Math.round(outcome.ms)} ms`);
          for (const problem of outcome.problems) console.log(`    ${stripVTControlCharacters(problem)}`);
          if (outcome.problems.length) {
            /* What a broken story left behind (a fake clock, a stuck render) must not fail the next one. */
            await preview.context.close();
            preview = await openPreview(browser, server.url);
            visitedStory = false;
          }
        }
        /* The mock network really ran through the built worker, not only the stories' own code. */
        const controlled = await preview.page.evaluate(async () =>
          (await navigator.serviceWorker.getRegistrations()).some((registration) =>
            registration.active?.scriptURL.endsWith('/mockServiceWorker.js'),
          ),
        );
        if (!controlled && visitedStory)
          outcomes.push({ id: 'msw', ms: 0, problems: ['no active mockServiceWorker.js registration in the preview'] });
        await preview.context.close();
      }),
    );
  } finally {
    await browser.close();
    await server.close();
    if (!options.dir) rmSync(built.dir, { recursive: true, force: true });
  }

  const failed = outcomes.filter((outcome) => outcome.problems.length);
  const visitSeconds = (performance.now() - started) / 1000;
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(
    `\nbuilt Storybook: ${outcomes.length} entries visited in ${visitSeconds.toFixed(0)} s` +
      (built.ms ? ` after a ${(built.ms / 1000).toFixed(0)} s build` : '') +
      `; slowest: ${slowest.map((outcome) => `${outcome.id} ${(outcome.ms / 1000).toFixed(1)} s`).join(', ')}`,
  );
  if (failed.length) {
    console.error(`✖ ${failed.length} failed: ${failed.map((outcome) => outcome.id).join(', ')}`);
    process.exit(1);
  }
  console.log('✓ every story and docs page rendered, played and passed its checks');
}

await main();
