/** How browser tests and benchmarks start Debian's Chromium on this headless, offline machine. */
import { toolPath } from '../scripts/lib/system-tools.mjs';

/** CHROMIUM_PATH, or the first Chromium found in the usual places (scripts/lib/system-tools.mjs). */
export const chromiumPath = toolPath('chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
