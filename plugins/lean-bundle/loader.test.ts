import { describe, expect, it } from 'vitest';
import { propFilePattern } from './contacts';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS for Rspack
const loader = require('./loader.cjs') as ((source: string) => string) & {
  trimVersionMetadata: (prop: unknown) => unknown;
};

/** Runs the loader as Rspack does for the client build, on `index-466.json<query>`. */
const clientLoad = (source: string, resourceQuery = '') =>
  loader.call(
    {
      getOptions: () => ({ splitSidebars: true }),
      resourcePath: '/s/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json',
      resourceQuery,
    } as never,
    source,
  );

const versionProp = {
  version: {
    version: 'current',
    docsSidebars: { intro: [{ type: 'link', href: '/intro', label: 'Intro', docId: 'intro' }] },
    docs: {
      intro: { id: 'intro', title: 'Intro', description: 'A long summary.', sidebar: 'intro' },
    },
  },
};

describe('lean docs metadata loader', () => {
  it('empties the per-doc list of the version metadata and keeps the sidebars', () => {
    const out = JSON.parse(loader(JSON.stringify(versionProp))) as typeof versionProp;
    expect(out.version.docs).toEqual({});
    expect(out.version.docsSidebars).toEqual(versionProp.version.docsSidebars);
  });

  it('leaves other route props byte for byte', () => {
    const tagProp = '{"tag":{"label":"vpc","description":"Virtual networks","count":3}}';
    expect(loader(tagProp)).toBe(tagProp);
  });

  it('gives the client build each sidebar as its own module, loaded through the sidebar store', () => {
    const source = JSON.stringify(versionProp);
    const main = clientLoad(source);
    expect(main).toContain('registerSidebars(prop.version, {');
    expect(main).toContain(
      `"intro": () => import(/* webpackChunkName: "sidebar-intro" */ "./index-466.json?sidebar=intro")`,
    );
    const prop = JSON.parse(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(main)?.[1] ?? '""') as string;
    expect(JSON.parse(prop)).toEqual({
      version: { ...versionProp.version, docs: {}, docsSidebars: {} },
    });
    expect(clientLoad(source, '?sidebar=intro')).toBe(
      `export default JSON.parse(${JSON.stringify(JSON.stringify(versionProp.version.docsSidebars.intro))});\n`,
    );
    expect(() => clientLoad(source, '?sidebar=nope')).toThrow(
      /index-466\.json: no sidebar named "nope"/,
    );
  });

  it('turns other route props into the same data as a module for the client build', () => {
    const tagProp = '{"tag":{"label":"vpc","count":3}}';
    expect(clientLoad(tagProp)).toBe(`export default JSON.parse(${JSON.stringify(tagProp)});\n`);
  });

  it('matches only the docs plugin route-prop files', () => {
    expect(
      propFilePattern.test(
        '/s/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json',
      ),
    ).toBe(true);
    expect(
      propFilePattern.test('/s/.docusaurus/docusaurus-plugin-content-pages/default/p/x.json'),
    ).toBe(false);
  });
});

describe('the site shows no DocCards', () => {
  it('keeps DocCardList and generated-index categories out of docs, sidebars and components', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const offenders: string[] = [];
    for (const root of ['docs', 'sidebars', 'src']) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !/\.(mdx?|tsx?|json)$/.test(entry.name)) continue;
        const file = `${entry.parentPath}/${entry.name}`;
        if (file.includes('lean-bundle')) continue;
        const text = await readFile(file, 'utf8');
        if (/DocCardList|@theme\/DocCard|generated-index/.test(text)) offenders.push(file);
      }
    }
    // DocCards read the per-doc list (useDocById), which loader.cjs removes from the client data.
    expect(offenders).toEqual([]);
  });
});
