/**
 * How every tool here starts Chromium (Vitest's browser projects, the e2e journeys, the benches): Debian's
 * chromium, since npm tools cannot download a browser on these machines, with the flags it needs to run
 * headless in a container and stay off the network.
 */
export const chromiumLaunchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
