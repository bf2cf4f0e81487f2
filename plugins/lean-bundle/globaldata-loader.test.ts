import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

type Data = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS for Rspack
const loader = require('./globaldata-loader.cjs') as ((source: string) => string) & {
  compactGlobalData(data: Data, keepDocIds?: string[] | null): Data;
  expandDoc(entry: unknown): unknown;
  sharedModule: string;
};

const docs = [
  { id: 'intro/overview', path: '/intro/overview', sidebar: 'intro' },
  { id: 'discussions/knowledge-base/12', path: '/discussions/knowledge-base/12' },
  { id: 'guides/index', path: '/guides', sidebar: 'guides' },
  { id: 'faq/index', path: '/faq' },
  { id: 'odd', path: '/odd', sidebar: 'x', unlisted: true },
];
const globalData = {
  'docusaurus-plugin-content-docs': {
    default: { path: '/', versions: [{ name: 'current', docs, sidebars: { intro: {} } }] },
  },
  'repo-sets': { default: { public: ['a'] } },
};

describe('global data loader', () => {
  it('ships derivable ids as arrays and leaves other entries alone', () => {
    const compact = loader.compactGlobalData(globalData) as typeof globalData;
    expect(compact['docusaurus-plugin-content-docs'].default.versions[0]?.docs).toEqual([
      ['/intro/overview', 'intro'],
      ['/discussions/knowledge-base/12'],
      ['/guides', 'guides', 'guides/index'],
      ['/faq', 0, 'faq/index'],
      docs[4],
    ]);
    expect(compact['repo-sets']).toBe(globalData['repo-sets']);
  });

  it('lists only the docs to keep, and the main doc, when the plugin has one version', () => {
    const withMain = {
      ...globalData,
      'docusaurus-plugin-content-docs': {
        default: {
          path: '/',
          versions: [{ name: 'current', mainDocId: 'faq/index', docs, sidebars: {} }],
        },
      },
    };
    const compact = loader.compactGlobalData(withMain, ['intro/overview']) as typeof withMain;
    expect(compact['docusaurus-plugin-content-docs'].default.versions[0]?.docs).toEqual([
      ['/intro/overview', 'intro'],
      ['/faq', 0, 'faq/index'],
    ]);
    const twoVersions = {
      'docusaurus-plugin-content-docs': {
        default: {
          versions: [
            { name: 'current', docs },
            { name: '1.0', docs },
          ],
        },
      },
    };
    const kept = loader.compactGlobalData(twoVersions, []) as typeof twoVersions;
    expect(kept['docusaurus-plugin-content-docs'].default.versions[1]?.docs).toHaveLength(5);
  });

  it('rebuilds every doc exactly when the module runs', async () => {
    // The generated module imports the shared helpers by path; Node imports them by file URL.
    const source = loader(JSON.stringify(globalData)).replace(
      JSON.stringify(loader.sharedModule),
      JSON.stringify(pathToFileURL(loader.sharedModule).href),
    );
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const module = (await import(/* @vite-ignore */ url)) as { default: Data };
    expect(module.default).toEqual(globalData);
  });
});
