import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS for Rspack
const { patchHelmet } = require('./helmet-loader.cjs') as {
  patchHelmet: (source: string, file?: string) => string;
};

const modulePath = createRequire(import.meta.url).resolve('react-helmet-async/lib/index.module.js');
const original = readFileSync(modulePath, 'utf8');

type HelmetModule = {
  Helmet: ComponentType<Record<string, unknown>>;
  HelmetProvider: ComponentType<{ context: Record<string, unknown>; children: ReactNode }>;
};
type ServerState = Record<string, { toString(): string }>;

/** Loads a copy of the module next to node_modules, so its bare imports resolve as usual. */
async function loadCopy(name: string, source: string): Promise<HelmetModule> {
  const folder = path.resolve('node_modules/.cache/helmet-loader-test');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.mjs`);
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ file)) as HelmetModule;
}

/** Renders a page with several Helmets, later ones overriding earlier ones, like a doc page. */
function renderHead({ Helmet, HelmetProvider }: HelmetModule): ServerState {
  const context: { helmet?: ServerState } = {};
  renderToString(
    <HelmetProvider context={context}>
      <Helmet htmlAttributes={{ lang: 'en', dir: 'ltr' }} titleTemplate="%s | Docs">
        <meta name="twitter:card" content="summary_large_image" />
        <link rel="canonical" href="https://example.test/a" />
      </Helmet>
      <Helmet htmlAttributes={{ class: 'plugin-docs' }}>
        <title>Deploy a VPC</title>
        <meta name="description" content="First" />
      </Helmet>
      <div>
        <Helmet>
          <meta name="description" content="Second & final" />
          <script type="application/ld+json">{'{"@type":"TechArticle"}'}</script>
        </Helmet>
      </div>
      <Helmet bodyAttributes={{ class: 'docs-page' }} />
    </HelmetProvider>,
  );
  if (!context.helmet) throw new Error('no helmet state');
  return context.helmet;
}

const keys = ['htmlAttributes', 'bodyAttributes', 'title', 'meta', 'link', 'script', 'base'];

describe('helmet loader', () => {
  it('gives the static renderer the same head as the unpatched module', async () => {
    const expected = renderHead(await loadCopy('original', original));
    const actual = renderHead(await loadCopy('patched', patchHelmet(original)));
    for (const key of keys) expect(actual[key]?.toString(), key).toBe(expected[key]?.toString());
    expect(actual.title?.toString()).toContain('Deploy a VPC | Docs');
    expect(actual.meta?.toString()).toContain('Second &amp; final');
    expect(actual.meta?.toString()).not.toContain('First');
  });

  it('fails the build with the file name when the module is not the expected version', () => {
    expect(() => patchHelmet('export const x = 1;', '/x/index.module.js')).toThrow(
      /\/x\/index\.module\.js: helmet-loader cannot find/,
    );
  });
});
