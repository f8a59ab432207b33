// `npm test`: everything a change must pass, closing with one plain `passed, failed` line summed over
// every Vitest run and each step's wall and processor time.
//
// Steps run two at a time (the machine kind CI runs on has two cores, and the browser steps keep less
// than one busy), each step's output printed whole when it ends so two steps never interleave: first
// the checks (a failure there stops the run), then the test projects, all of which run so one run shows
// every failure. `--serial` runs one step at a time instead,
// printing as it goes, which is easier to follow when a step hangs.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters as stripAnsi } from 'node:util';

const serial = process.argv.includes('--serial');
const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));

/** A step: its name, the command, and for a Vitest run the JSON report it writes. */
const step = (name, command, args, extra = {}) => ({ name, command, args, ...extra });
const vitest = (name, args) =>
  step(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, `${name}.json`)}`,
      '--reporter=./tests/support/unhandled-errors-reporter.ts',
    ],
    { report: join(reports, `${name}.json`), unhandledErrors: join(reports, `${name}-unhandled.json`) },
  );
const npmRun = (name, script) => step(name, 'npm', ['run', '--silent', script]);

/* Two runners take the steps in this order, each the next one when its last has ended: the longest first, and
   the ones that compute (the server suite, the unit project) first beside ones that mostly wait on a browser
   page (storybook, e2e). Two computing steps at once slow each other down far more than two cores suggest
   (on CI the server project took 479 s beside the unit project, about 200 s alone). */
const RUNNERS = serial ? 1 : 2;
const checks = [
  npmRun('typecheck', 'typecheck'),
  npmRun('lint', 'lint'),
  npmRun('format', 'format:check'),
  npmRun('openapi', 'openapi:lint'),
  npmRun('migrations', 'db:check'),
  step('chromium', 'node', ['scripts/ensure-chromium.mjs']),
  /* Built once before the projects: the e2e journeys and the unit project's process-level tests start the
     platform as `npm start` does, which builds a missing or stale app, and two such builds at once (the two
     runners) write dist/ over each other. NODE_ENV as `npm start` sets it for its build. */
  step('build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    env: { NODE_ENV: 'production' },
  }),
];
const projects = [
  vitest('server', ['--project', 'server']),
  vitest('storybook', ['--project', 'storybook']),
  vitest('unit', ['--project', 'unit']),
  vitest('e2e', ['--config', 'tests/e2e/vitest.config.ts']),
  // .ci/run sets TEST_DATABASE_URL when PostgreSQL answers: the same suite again on PostgreSQL.
  ...(process.env.TEST_DATABASE_URL ? [vitest('server-pg', ['--project', 'server-postgres'])] : []),
  // The Storybook a designer opens: built, served, every story and docs page visited in Chromium.
  npmRun('storybook-build', 'test:storybook-build'),
];

const startedAt = performance.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
/** name, status, wall time, report */
const finished = [];

/* GNU time, where the machine has it, tells a step's processor seconds beside its wall time: how many
   cores it keeps busy, which is what the order of the steps is chosen by. */
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

function run({ name, command, args, report, unhandledErrors, env: extraEnv = {} }) {
  const env = { ...process.env, ...extraEnv, ...(unhandledErrors && { UNHANDLED_ERRORS_FILE: unhandledErrors }) };
  const stepStarted = performance.now();
  const log = join(reports, `${name}.log`);
  const cpuFile = join(reports, `${name}.cpu`);
  const [file, argv] = gnuTime ? [gnuTime, ['-q', '-f', '%U %S', '-o', cpuFile, command, ...args]] : [command, args];
  if (!serial) console.log(`▶ ${name} started at ${seconds(stepStarted - startedAt)}`);
  else console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const out = serial ? undefined : createWriteStream(log);
    const child = spawn(file, argv, { stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const ms = performance.now() - stepStarted;
      let cpu;
      try {
        const [user, system] = readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
        cpu = (user + system) * 1000;
      } catch {
        /* no GNU time, or it could not write */
      }
      const print = () => {
        if (!serial) {
          console.log(`\n━━ ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)} ━━`);
          process.stdout.write(readFileSync(log));
        }
        finished.push({ name, status, ms, cpu, report, unhandledErrors });
        resolve(status);
      };
      if (out) out.end(print);
      else print();
    });
  });
}

/** Runs `steps` on RUNNERS runners, in order; true when every step passed. */
async function runAll(steps) {
  const queue = [...steps];
  let passed = true;
  await Promise.all(
    Array.from({ length: RUNNERS }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) passed = (await run(next)) === 0 && passed;
    }),
  );
  return passed;
}

/* Formatting, migrations, lint, typecheck, a missing browser or a failed build stop the run before any test project;
   the test projects all run, so one run shows every failure. */
if (await runAll(checks)) await runAll(projects);

const totals = { passed: 0, failed: 0, skipped: 0 };
const perProject = [];
const outsideTests = [];
/** [step, test's full name, the start of its first failure] */
const failedTests = [];
/* Testing Library's errors start with their class name on a line alone and a link into Storybook. */
const gist = (message = '') =>
  stripAnsi(message)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Click to debug'))
    .slice(0, 2)
    .join(' ')
    .slice(0, 300);
for (const { name, report, unhandledErrors } of finished) {
  if (unhandledErrors) {
    try {
      const errors = JSON.parse(readFileSync(unhandledErrors, 'utf8'));
      if (errors.length) outsideTests.push([name, errors]);
    } catch {
      /* no record: the run ended before its reporters did */
    }
  }
  if (report) {
    try {
      const result = JSON.parse(readFileSync(report, 'utf8'));
      perProject.push([name, result.numPassedTests, result.numFailedTests]);
      for (const file of result.testResults ?? []) {
        const path = file.name.replace(`${process.cwd()}/`, '');
        /* A file that failed to load has no tests to name. */
        if (file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'))
          failedTests.push([name, path, gist(file.message)]);
        for (const test of file.assertionResults ?? [])
          if (test.status === 'failed')
            failedTests.push([name, `${path} > ${test.fullName}`, gist(test.failureMessages?.[0])]);
      }
      totals.passed += result.numPassedTests;
      totals.failed += result.numFailedTests;
      totals.skipped += result.numPendingTests + result.numTodoTests;
    } catch {
      /* no report: the run failed before testing, and its status says so */
    }
  }
}
rmSync(reports, { recursive: true, force: true });

console.log('\nproject    passed  failed');
for (const [name, passed, failed] of perProject)
  console.log(`${name.padEnd(10)} ${String(passed).padStart(6)}  ${String(failed).padStart(6)}`);
console.log('\nstep              time  processor');
for (const { name, ms, cpu, status } of finished)
  console.log(
    `${name.padEnd(15)} ${seconds(ms).padStart(7)}  ${cpu === undefined ? '' : seconds(cpu).padStart(9)}${status === 0 ? '' : '  failed'}`,
  );
console.log(`${'all'.padEnd(15)} ${seconds(performance.now() - startedAt).padStart(7)}`);
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
/* A long run's log is read from its end (CI keeps only the tail): which tests failed, and why, goes there. */
if (failedTests.length) console.error('\nfailed tests:');
for (const [name, test, message] of failedTests.slice(0, 20)) console.error(`  ${name}: ${test}\n    ${message}`);
if (failedTests.length > 20) console.error(`  … and ${failedTests.length - 20} more`);
/* Errors outside any test fail a run whose tests all passed; the log's end is where a reader looks. */
for (const [name, errors] of outsideTests) {
  console.error(`\n${name}: ${errors.length === 1 ? 'an error' : `${errors.length} errors`} outside any test:`);
  for (const { message, stack } of errors.slice(0, 5)) {
    console.error(`  ${message}`);
    for (const line of stack.split('\n').slice(1, 7)) console.error(`  ${line.trim()}`);
  }
}
const failedSteps = finished.filter(({ status }) => status !== 0).map(({ name }) => name);
if (failedSteps.length) {
  console.error(`✖ failed: ${failedSteps.join(', ')}`);
  process.exit(1);
}
