// Where the system tools the tests and the production server use are found: the path in the
// environment variable when it is set, else the first that exists of the places Debian, Ubuntu,
// Fedora, Alpine and Homebrew install them, else Debian's path (what
// scripts/ensure-system-packages.mjs installs). Plain JavaScript: that script runs before tsx.
import { existsSync } from 'node:fs';

/** @type {Record<'chromium' | 'nginx', { variable: string, candidates: string[] }>} */
export const systemTools = {
  chromium: {
    variable: 'CHROMIUM_PATH',
    candidates: [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/lib64/chromium-browser/chromium-browser',
      '/usr/bin/google-chrome-stable',
      '/usr/bin/google-chrome',
    ],
  },
  nginx: {
    variable: 'NGINX_PATH',
    candidates: [
      '/usr/sbin/nginx',
      '/usr/bin/nginx',
      '/usr/local/sbin/nginx',
      '/opt/homebrew/bin/nginx',
      '/usr/local/bin/nginx',
    ],
  },
};

/**
 * The path of a tool.
 * @param {'chromium' | 'nginx'} name
 * @returns {string}
 */
export function toolPath(name) {
  const { variable, candidates } = systemTools[name];
  const chosen = process.env[variable]?.trim();
  if (chosen) return chosen;
  return candidates.find((candidate) => existsSync(candidate)) ?? candidates[0] ?? '';
}
