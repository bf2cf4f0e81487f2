/**
 * `npm run render:nginx -- --out DIR [--preset container] [--port 8080]`: writes the nginx
 * configuration for build/ into DIR without starting a server (e.g. for deploy/Dockerfile).
 */
import { parseServeArgs } from './args.ts';
import { prepareConfig } from './prepare.ts';

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2), 8080);
  if (!args.outDir) throw new Error('--out DIR is required');
  const conf = await prepareConfig({ ...args, outDir: args.outDir, env: process.env });
  console.log(`Wrote ${conf} (${args.preset} preset) with its includes beside it.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
