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
  ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`],
  join(reports, `${name}.json`),
];

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  vitest('unit-server-storybook', []),
  vitest('e2e', ['--config', 'tests/e2e/vitest.config.ts']),
];

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = null;
for (const [name, command, args, report] of steps) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (report) {
    try {
      const result = JSON.parse(readFileSync(report, 'utf8'));
      totals.passed += result.numPassedTests;
      totals.failed += result.numFailedTests;
      totals.skipped += result.numPendingTests + result.numTodoTests;
    } catch {
      /* no report: the run failed before testing, and its status says so */
    }
  }
  if (status !== 0) {
    failedStep = name;
    break;
  }
}
rmSync(reports, { recursive: true, force: true });

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
if (failedStep) {
  console.error(`✖ ${failedStep} failed`);
  process.exit(1);
}
