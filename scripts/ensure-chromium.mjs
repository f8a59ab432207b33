// Browser tests need Debian's chromium; npm tools cannot download a browser on these machines.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.log(`${chromium} is missing: installing Debian's chromium with apt-get (needs root, about a minute)...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`, {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } catch {
    console.error('Could not install chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
}
