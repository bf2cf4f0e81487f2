#!/usr/bin/env node
// Browser tests drive Debian's Chromium; install it when it is missing (CI runs as root).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(chromiumPath)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Chromium not found at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`,
  );
  process.exit(1);
}

console.log('Chromium is missing: installing Debian package "chromium"...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
  stdio: 'inherit',
  env,
});
if (!existsSync(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
