/**
 * Starts the MCP server (cli.mts) from one bundled file, rebuilt only when a source changed.
 * Loading the TypeScript sources through tsx costs about a second on this machine, mostly
 * tsx's loader hooks on each of the SDK's and zod's modules; the bundle loads in about 0.3 s,
 * which matters because an editor starts the server on every session. The bundle lives in
 * node_modules/.cache (never committed) beside the packages it imports (the HCL parser stays
 * outside it: it loads its WebAssembly file from its own folder).
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'gruntwork-docs-mcp');
const bundle = path.join(cacheDir, 'server.mjs');
const inputsFile = path.join(cacheDir, 'inputs.json');

/** True when the bundle exists and no file it was built from is newer. */
async function fresh() {
  try {
    const built = (await stat(bundle)).mtimeMs;
    const inputs = JSON.parse(await readFile(inputsFile, 'utf8'));
    const times = await Promise.all(inputs.map((file) => stat(path.join(root, file))));
    return times.every((info) => info.mtimeMs <= built);
  } catch {
    return false;
  }
}

async function rebuild() {
  const { build } = await import('esbuild');
  await mkdir(cacheDir, { recursive: true });
  const partial = `${bundle}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [path.join(root, 'scripts', 'mcp', 'cli.mts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: partial,
    external: ['@cdktf/hcl2json', 'esbuild'],
    metafile: true,
    logLevel: 'error',
    // Bundled CommonJS packages call require; ESM output has none of its own.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  await writeFile(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs)));
  // Renamed into place, so a server starting at the same moment never reads half a file.
  await rename(partial, bundle);
}

if (!(await fresh())) await rebuild();
await import(pathToFileURL(bundle).href);
