#!/usr/bin/env node
// Browser tests drive Debian's Chromium, `npm run serve:prod` runs Debian's nginx and
// `npm run loadtest` runs Debian's wrk. Install whichever is missing (CI runs as root);
// as any other user, name the command instead of failing later with a cryptic error.
// Usage: node scripts/ensure-system-packages.mjs [chromium] [nginx] [wrk]  (default: all)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { toolPath } from './lib/system-tools.mjs';

const tools = {
  chromium: { path: toolPath('chromium'), pkg: 'chromium' },
  nginx: { path: toolPath('nginx'), pkg: 'nginx' },
  wrk: { path: '/usr/bin/wrk', pkg: 'wrk' },
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in tools));
if (unknown.length > 0) {
  console.error(`Unknown tool(s): ${unknown.join(', ')}. Known: ${Object.keys(tools).join(', ')}`);
  process.exit(1);
}
const names = requested.length > 0 ? requested : Object.keys(tools);
const missing = names.map((name) => tools[name]).filter((tool) => !existsSync(tool.path));
if (missing.length === 0) process.exit(0);

const packages = missing.map((tool) => tool.pkg);
if (process.getuid?.() !== 0) {
  for (const tool of missing) console.error(`Missing: ${tool.path}`);
  console.error(
    `Install with: sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
  );
  process.exit(1);
}

console.log(`Installing missing Debian package(s): ${packages.join(', ')}...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
// One package-list refresh for everything that is missing, not one per package.
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
  stdio: 'inherit',
  env,
});
const stillMissing = missing.filter((tool) => !existsSync(tool.path));
if (stillMissing.length > 0) {
  console.error(
    `apt-get finished but ${stillMissing.map((t) => t.path).join(', ')} still missing.`,
  );
  process.exit(1);
}
