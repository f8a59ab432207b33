// `npm test`: everything a change must pass, in the order that fails fastest, closing with one
// plain `passed, failed` line summed over every Vitest run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const vitest = (name, args) => [
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
  join(reports, `${name}.json`),
  { unhandledErrors: join(reports, `${name}-unhandled.json`) },
];

const steps = [
  ['format', 'npm', ['run', '--silent', 'format:check']],
  ['migrations', 'npm', ['run', '--silent', 'db:check']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['openapi', 'npm', ['run', '--silent', 'openapi:lint']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  vitest('unit', ['--project', 'unit']),
  vitest('server', ['--project', 'server']),
  // .ci/run sets TEST_DATABASE_URL when PostgreSQL answers: the same suite again on PostgreSQL.
  ...(process.env.TEST_DATABASE_URL ? [vitest('server-pg', ['--project', 'server-postgres'])] : []),
  vitest('storybook', ['--project', 'storybook']),
  // The Storybook a designer opens: built, served, every story and docs page visited in Chromium.
  ['storybook-build', 'npm', ['run', '--silent', 'test:storybook-build'], null, { continueOnFailure: true }],
  vitest('e2e', ['--config', 'tests/e2e/vitest.config.ts']),
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const perProject = [];
/* Every step's wall time, printed at the end: where the suite's minutes go (issue 41 keeps it under 20). */
const durations = [];
const startedAt = performance.now();
const failedSteps = [];
const outsideTests = [];
for (const [name, command, args, report, { continueOnFailure = false, unhandledErrors } = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const env = unhandledErrors ? { ...process.env, UNHANDLED_ERRORS_FILE: unhandledErrors } : process.env;
  const stepStarted = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  durations.push([name, performance.now() - stepStarted]);
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
      totals.passed += result.numPassedTests;
      totals.failed += result.numFailedTests;
      totals.skipped += result.numPendingTests + result.numTodoTests;
    } catch {
      /* no report: the run failed before testing, and its status says so */
    }
  }
  if (status !== 0) {
    failedSteps.push(name);
    // Formatting, migrations, lint, typecheck or a missing browser stop here; test projects all run so one run shows every failure.
    if (!report && !continueOnFailure) break;
  }
}
rmSync(reports, { recursive: true, force: true });

console.log('\nproject    passed  failed');
for (const [name, passed, failed] of perProject)
  console.log(`${name.padEnd(10)} ${String(passed).padStart(6)}  ${String(failed).padStart(6)}`);
const seconds = (ms) => `${Math.round(ms / 1000)} s`.padStart(7);
console.log('\nstep              time');
for (const [name, ms] of durations) console.log(`${name.padEnd(15)} ${seconds(ms)}`);
console.log(`${'all'.padEnd(15)} ${seconds(performance.now() - startedAt)}`);
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
/* Errors outside any test fail a run whose tests all passed; the log's end is where a reader looks. */
for (const [name, errors] of outsideTests) {
  console.error(`\n${name}: ${errors.length === 1 ? 'an error' : `${errors.length} errors`} outside any test:`);
  for (const { message, stack } of errors.slice(0, 5)) {
    console.error(`  ${message}`);
    for (const line of stack.split('\n').slice(1, 7)) console.error(`  ${line.trim()}`);
  }
}
if (failedSteps.length) {
  console.error(`✖ failed: ${failedSteps.join(', ')}`);
  process.exit(1);
}
