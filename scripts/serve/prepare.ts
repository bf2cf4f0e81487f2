/**
 * Reads the templates and the build, renders the nginx configuration and writes it to a
 * folder. Shared by `npm run serve:prod` and `npm run render:nginx`.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  cdnPolicy,
  contentSecurityPolicy,
  cspOptionsFromEnv,
  inlineScriptHashes,
  unknownInlineScripts,
  splitHashes,
  type PageScripts,
} from './csp.ts';
import { listBuiltPages } from '../lib/built-pages.ts';
import {
  pageHashesVariable,
  renderNginxConfig,
  uriOfBuildFile,
  type ServerSettings,
  type Templates,
} from './render.ts';

/** "local": loopback preview over build/; "container": the image in deploy/Dockerfile. */
export type Preset = 'local' | 'container';

/** What to render and where. */
export type PrepareOptions = {
  preset: Preset;
  buildDir: string;
  outDir: string;
  port: number;
  env: Record<string, string | undefined>;
};

const templateDir = path.resolve(import.meta.dirname, '../../deploy/nginx');

/** Reads the three templates that ship in deploy/nginx/. */
export async function readTemplates(): Promise<Templates> {
  const read = (name: string) => readFile(path.join(templateDir, name), 'utf8');
  const [nginx, securityHeaders, mimeTypes] = await Promise.all([
    read('nginx.conf.template'),
    read('security-headers.conf.template'),
    read('mime.types'),
  ]);
  return { nginx, securityHeaders, mimeTypes };
}

/** Every built page's URI and HTML. */
export async function readBuiltHtml(buildDir: string): Promise<{ uri: string; html: string }[]> {
  const files = await listBuiltPages(buildDir);
  return Promise.all(
    files.map(async (file) => ({
      uri: uriOfBuildFile(file),
      html: await readFile(path.join(buildDir, file), 'utf8'),
    })),
  );
}

/**
 * Hashes of the inline scripts of every page in the build; throws, naming the pages, when a page
 * has an inline script the site does not write (csp.ts, unknownInlineScripts), which a hash
 * would otherwise allow.
 */
export async function collectPageScripts(buildDir: string): Promise<PageScripts[]> {
  const pages = await readBuiltHtml(buildDir);
  const unknown = unknownInlineScripts(pages);
  if (unknown.length > 0)
    throw new Error(
      `${buildDir}/ has inline scripts the site does not write:\n  ${unknown.join('\n  ')}`,
    );
  return pages.map((page) => ({ uri: page.uri, hashes: inlineScriptHashes(page.html) }));
}

/**
 * Run as root, nginx would start its workers as "nobody", who may not be able to read a
 * clone under a private home folder; the owner of build/ always can.
 */
async function workerUser(buildDir: string): Promise<string | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const { uid } = await stat(buildDir);
  return execFileSync('id', ['-nu', String(uid)], { encoding: 'utf8' }).trim();
}

/** Listen address, paths and logs for a preset. */
export async function serverSettings(options: PrepareOptions): Promise<ServerSettings> {
  if (options.preset === 'container') {
    return {
      listen: String(options.port),
      root: '/usr/share/nginx/html',
      stateDir: '/tmp',
      errorLog: 'stderr',
      accessLog: '/dev/stdout combined',
    };
  }
  const user = await workerUser(options.buildDir);
  return {
    listen: `127.0.0.1:${options.port}`,
    root: path.resolve(options.buildDir),
    stateDir: path.resolve(options.outDir),
    errorLog: 'stderr',
    accessLog: `${path.resolve(options.outDir, 'access.log')} combined buffer=64k flush=2s`,
    ...(user ? { user } : {}),
  };
}

/** Renders the configuration into outDir and returns the path of its nginx.conf. */
export async function prepareConfig(options: PrepareOptions): Promise<string> {
  const indexFile = path.join(options.buildDir, 'index.html');
  if (!(await stat(indexFile).catch(() => undefined))) {
    throw new Error(`${indexFile} is missing: run "npm run build" first.`);
  }
  const { shared, perPage } = splitHashes(await collectPageScripts(options.buildDir));
  const cspOptions = cspOptionsFromEnv(options.env, shared);
  const policy = contentSecurityPolicy({ ...cspOptions, pageHashesVariable });
  const files = renderNginxConfig({
    templates: await readTemplates(),
    server: await serverSettings(options),
    contentSecurityPolicy: policy,
    pageScripts: perPage,
  });
  await mkdir(options.outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(options.outDir, name), text);
  }
  // One policy for every page, without the nginx variable: for a CDN's header settings.
  const cdn = cdnPolicy(cspOptions, perPage);
  await writeFile(path.join(options.outDir, 'content-security-policy.txt'), `${cdn.policy}\n`);
  if (!cdn.complete) {
    console.warn(
      `content-security-policy.txt leaves out the hashes of ${perPage.length} single pages: ` +
        'with them it would be too long for a CDN header policy (see deploy/README.md).',
    );
  }
  // A fresh log per run keeps the preview's folder from growing without bound.
  if (options.preset === 'local') await writeFile(path.join(options.outDir, 'access.log'), '');
  return path.join(path.resolve(options.outDir), 'nginx.conf');
}
