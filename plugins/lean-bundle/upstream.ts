/**
 * Tripwires for a Docusaurus upgrade (pure where it matters, so tests can feed them a changed
 * upstream): the source of every upstream file we replaced, copied or ejected is pinned by
 * version and hash (upstream-pins.json), and the upstream client code that reads data this
 * plugin trims is inventoried against a reviewed list (upstream-readers.json). A change names
 * the file to compare with our copy.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export type Pin = {
  /** Package and path inside it, e.g. @docusaurus/core/lib/client/preload.js */
  upstream: string;
  /** Our file that stands in for it, replaces or copies it. */
  ours: string;
  version: string;
  sha256: string;
};

export type Installed = { version: string; text: string } | undefined;

const siteRoot = path.join(__dirname, '..', '..');

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Splits `@scope/name/path` or `name/path` into package and file. */
export function splitUpstream(upstream: string): { pkg: string; file: string } {
  const parts = upstream.split('/');
  const size = upstream.startsWith('@') ? 2 : 1;
  return { pkg: parts.slice(0, size).join('/'), file: parts.slice(size).join('/') };
}

/** The hoisted install the site's bundles use (package exports may hide package.json). */
export function packageDir(pkg: string): string {
  return path.join(siteRoot, 'node_modules', pkg);
}

/** The installed upstream file and its package version, or undefined when it is gone. */
export function readInstalled(upstream: string): Installed {
  const { pkg, file } = splitUpstream(upstream);
  try {
    const dir = packageDir(pkg);
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    return { version, text: readFileSync(path.join(dir, file), 'utf8') };
  } catch {
    return undefined;
  }
}

/** One line per pin whose upstream file is gone or changed. */
export function checkPins(pins: readonly Pin[], read: (upstream: string) => Installed): string[] {
  return pins.flatMap((pin) => {
    const installed = read(pin.upstream);
    if (!installed) {
      return [
        `${pin.upstream} is gone (pinned at ${pin.version}): find what replaced it and re-compare with ${pin.ours}`,
      ];
    }
    if (sha256(installed.text) === pin.sha256) return [];
    return [
      `${pin.upstream} changed (${pin.version} -> ${installed.version}): re-compare it with ${pin.ours}, carry the change over, then run npm run lean-bundle:pin`,
    ];
  });
}

/** Identifiers and modules through which upstream code reads data this plugin trims. */
export const trimmedDataReaders = [
  'useAllDocsData',
  'useDocById',
  'useDocsVersion',
  'useActivePlugin',
  'useGlobalData',
  'usePluginData',
  'useAllPluginInstancesData',
  '@generated/routes',
  '@generated/registry',
  '@generated/routesChunkNames',
  '@generated/globalData',
  '__webpack_require__.gca',
] as const;

/** The browser code of the Docusaurus packages: where a reader of trimmed data would run. */
export const clientCodeDirs = [
  '@docusaurus/core/lib/client',
  '@docusaurus/theme-common/lib',
  '@docusaurus/theme-classic/lib/theme',
  '@docusaurus/plugin-content-docs/lib/client',
] as const;

export type Readers = Record<string, string[]>;

/** Which of the tokens each file uses (files that use none are left out). */
export function findReaders(
  files: readonly { file: string; text: string }[],
  tokens: readonly string[] = trimmedDataReaders,
): Readers {
  const found: Readers = {};
  for (const { file, text } of files) {
    const used = tokens.filter((token) => text.includes(token));
    if (used.length > 0) found[file] = used;
  }
  return found;
}

/** One line per reader that the reviewed list does not have. */
export function compareReaders(found: Readers, reviewed: Readers): string[] {
  return Object.entries(found).flatMap(([file, tokens]) =>
    tokens
      .filter((token) => !(reviewed[file] ?? []).includes(token))
      .map(
        (token) =>
          `${file} now reads ${token}: check that it works with the data lean-bundle trims (README "Trimmed data"), then add it to upstream-readers.json`,
      ),
  );
}

function listJs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listJs(full);
    return name.endsWith('.js') ? [full] : [];
  });
}

/** The installed client code, named as `package/path` for stable keys. */
export function installedClientCode(): { file: string; text: string }[] {
  return clientCodeDirs.flatMap((dir) => {
    const { pkg, file } = splitUpstream(dir);
    const root = packageDir(pkg);
    const base = path.join(root, file);
    return listJs(base)
      .sort()
      .map((full) => ({
        file: `${pkg}/${path.relative(root, full).split(path.sep).join('/')}`,
        text: readFileSync(full, 'utf8'),
      }));
  });
}

const tc = '@docusaurus/theme-classic/src/theme';

/** Every upstream file we stand in for, copy or eject, with our file. */
export const pinSources: readonly { upstream: string; ours: string }[] = [
  {
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    ours: 'plugins/lean-bundle/client/clientEntry.tsx',
  },
  {
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    ours: 'plugins/lean-bundle/client/docusaurus.ts',
  },
  {
    upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    ours: 'plugins/lean-bundle/client/ComponentCreator.tsx',
  },
  {
    upstream: '@docusaurus/core/lib/client/preload.js',
    ours: 'plugins/lean-bundle/client/preload.ts',
  },
  {
    upstream: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    ours: 'plugins/lean-bundle/registry-loader.cjs, routes-loader.cjs',
  },
  {
    upstream: '@docusaurus/core/lib/server/codegen/codegen.js',
    ours: 'plugins/lean-bundle/globaldata-loader.cjs',
  },
  { upstream: '@docusaurus/core/lib/ssg/ssgTemplate.html.js', ours: 'src/lib/htmlTemplate.ts' },
  {
    upstream: '@docusaurus/core/lib/client/theme-fallback/Loading/index.js',
    ours: 'src/theme/Loading/index.tsx',
  },
  {
    upstream: '@docusaurus/plugin-content-docs/lib/props.js',
    ours: 'plugins/lean-bundle/loader.cjs',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    ours: 'plugins/lean-bundle/empty-client-module.js',
  },
  {
    upstream: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    ours: 'plugins/lean-bundle/shallow-memo-loader.cjs',
  },
  {
    upstream: '@docusaurus/utils-common/lib/index.js',
    ours: 'plugins/lean-bundle/utils-common-loader.cjs',
  },
  { upstream: 'path-to-regexp/index.js', ours: 'plugins/lean-bundle/client/pathToRegexp.ts' },
  {
    upstream: 'react-router-config/modules/matchRoutes.js',
    ours: 'plugins/lean-bundle/client/routerConfig.tsx',
  },
  {
    upstream: 'react-router-config/modules/renderRoutes.js',
    ours: 'plugins/lean-bundle/client/routerConfig.tsx',
  },
  {
    upstream: '@rspack/core/package.json',
    ours: 'plugins/lean-bundle/chunk-hashes.ts (rewrites the Rspack runtime)',
  },
  { upstream: `${tc}/CodeBlock/index.tsx`, ours: 'src/theme/CodeBlock/index.tsx' },
  { upstream: `${tc}/CodeBlock/Content/index.tsx`, ours: 'src/theme/CodeBlock/Content/index.tsx' },
  { upstream: `${tc}/CodeBlock/Content/String.tsx`, ours: 'src/theme/CodeBlock/Content/index.tsx' },
  {
    upstream: `${tc}/CodeBlock/Container/index.tsx`,
    ours: 'src/theme/CodeBlock/Container/index.tsx',
  },
  { upstream: `${tc}/CodeBlock/Line/index.tsx`, ours: 'src/theme/CodeBlock/Line/index.tsx' },
  { upstream: `${tc}/Tabs/index.tsx`, ours: 'src/theme/Tabs/index.tsx' },
  { upstream: `${tc}/DocRoot/index.tsx`, ours: 'src/theme/DocRoot/index.tsx' },
  { upstream: `${tc}/LastUpdated/index.tsx`, ours: 'src/theme/LastUpdated/index.tsx' },
  {
    upstream: `${tc}/DocBreadcrumbs/StructuredData/index.tsx`,
    ours: 'src/theme/DocBreadcrumbs/StructuredData/index.tsx',
  },
  {
    upstream: `${tc}/NavbarItem/DocNavbarItem.tsx`,
    ours: 'src/theme/NavbarItem/DocNavbarItem.tsx',
  },
  {
    upstream: `${tc}/NavbarItem/DocSidebarNavbarItem.tsx`,
    ours: 'src/theme/NavbarItem/DocSidebarNavbarItem.tsx',
  },
  { upstream: `${tc}/SearchBar.tsx`, ours: 'src/theme/SearchBar/index.tsx' },
];

/** The pins of the installed packages (what `npm run lean-bundle:pin` writes). */
export function currentPins(): Pin[] {
  return pinSources.map(({ upstream, ours }) => {
    const installed = readInstalled(upstream);
    if (!installed) throw new Error(`${upstream} is not installed`);
    return { upstream, ours, version: installed.version, sha256: sha256(installed.text) };
  });
}
