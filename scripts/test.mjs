// `npm test`: everything a change must pass, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['vitest (unit, server, storybook)', 'npx', ['vitest', 'run']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(status ?? 1);
  }
}
