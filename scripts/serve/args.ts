/** Command-line options of `npm run serve:prod` and `npm run render:nginx`. */
import { parseArgs } from 'node:util';
import type { Preset } from './prepare.ts';

/** Parsed options with their defaults filled in. */
export type ServeArgs = { port: number; buildDir: string; outDir?: string; preset: Preset };

/** Parses --port N, --build DIR, --out DIR and --preset local|container; throws on bad input. */
export function parseServeArgs(argv: string[], defaultPort: number): ServeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      build: { type: 'string' },
      out: { type: 'string' },
      preset: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = values.port === undefined ? defaultPort : Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`--port must be a whole number from 1 to 65535, got "${values.port ?? ''}"`);
  }
  const preset = values.preset ?? 'local';
  if (preset !== 'local' && preset !== 'container') {
    throw new Error(`--preset must be "local" or "container", got "${preset}"`);
  }
  return {
    port,
    buildDir: values.build ?? 'build',
    ...(values.out === undefined ? {} : { outDir: values.out }),
    preset,
  };
}
