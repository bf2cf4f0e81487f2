import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchEngine } from '../../src/lib/search/engine';
import { buildIndexFiles, type IndexFile } from './index-files';
import { openBuiltIndex, openIndexFiles } from './open-index';
import { pageRecord, type PageRecord } from './records';
import { verifyIndex } from './verify-index';
import { fixturePages } from './__fixtures__/pages';

const records = Object.entries(fixturePages)
  .map(([url, html]) => pageRecord(url, html))
  .filter((record): record is PageRecord => record !== null);
const files = buildIndexFiles(records, [['k8s', 'kubernetes']]);
let engine: SearchEngine;

beforeAll(async () => {
  engine = await openIndexFiles(files);
});

async function top(query: string, options = {}): Promise<string[]> {
  const response = await engine.search(query, options);
  const data = await Promise.all(response.results.map((result) => result.data()));
  return data.map((result) => result.url);
}

describe('the search engine over a small site', () => {
  it('puts a module page first for its slug and for its title, above release notes', async () => {
    expect((await top('vpc-app'))[0]).toBe('/reference/modules/terraform-aws-vpc/vpc-app');
    expect((await top('VPC App'))[0]).toBe('/reference/modules/terraform-aws-vpc/vpc-app');
    const ranks = await top('vpc-app');
    expect(ranks.indexOf('/guides/stay-up-to-date/releases/2021-01')).toBeGreaterThan(0);
  });

  it("links an input name straight to the input's anchor", async () => {
    expect((await top('num_nat_gateways'))[0]).toBe(
      '/reference/modules/terraform-aws-vpc/vpc-app#num_nat_gateways',
    );
  });

  it('matches any word, ranking pages with more of them first', async () => {
    const urls = await top('merger subnets nonexistentword');
    expect(urls).toContain('/discussions/knowledge-base/331');
    expect(urls).toContain('/reference/modules/terraform-aws-vpc/vpc-app');
  });

  it('finds error text inside code blocks', async () => {
    expect((await top('configmaps "aws-auth" is forbidden'))[0]).toBe(
      '/discussions/knowledge-base/331',
    );
  });

  it('matches the last word as a prefix while it is typed', async () => {
    expect(await top('merg', { typing: true })).toContain('/discussions/knowledge-base/331');
    expect(await top('merg')).toEqual([]);
  });

  it('returns nothing for stopwords only or unknown words', async () => {
    expect(await top('how do I')).toEqual([]);
    expect(await top('qwxzvvbnm')).toEqual([]);
  });

  it('filters by type and section, and lists a filter alone by title', async () => {
    expect(await top('vpc', { filters: { type: 'release-notes' } })).toEqual([
      '/guides/stay-up-to-date/releases/2021-01',
    ]);
    expect(await top('', { filters: { type: { any: ['reference-module'] } } })).toEqual([
      '/reference/modules/terraform-aws-vpc/vpc-app',
      '/reference/modules/terraform-aws-vpc/vpc-mgmt',
    ]);
    expect(await top('vpc', { filters: { version: 'other' } })).toEqual([]);
  });

  it('shapes a result with highlighted excerpt, facets, page meta and sub-results', async () => {
    const response = await engine.search('cidr_block');
    const result = await response.results[0]?.data();
    expect(result).toMatchObject({
      url: '/reference/modules/terraform-aws-vpc/vpc-app#cidr_block',
      meta: { title: 'VPC App', section: 'Library Reference', group: 'VPC Modules' },
      filters: { type: ['reference-module'], tag: ['vpc'], version: ['current'] },
    });
    expect(result?.sub_results[1]?.url).toBe(
      '/reference/modules/terraform-aws-vpc/vpc-app#cidr_block',
    );
    expect(engine.filters().section).toMatchObject({ 'Library Reference': 2, 'Knowledge Base': 1 });
  });

  it('writes the same files for the same pages', () => {
    expect(buildIndexFiles(records, [['k8s', 'kubernetes']])).toEqual(files);
  });
});

describe('verifyIndex', () => {
  let dir: string;
  const write = async (list: readonly IndexFile[]) => {
    await rm(path.join(dir, 'search-index'), { recursive: true, force: true });
    for (const file of list) {
      const target = path.join(dir, 'search-index', file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
    }
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'search-verify-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('passes an index that answers', async () => {
    await write(files);
    await expect(verifyIndex(dir, 'search-index')).resolves.toBeUndefined();
    expect((await openBuiltIndex(dir)).docs).toHaveLength(records.length);
  });

  // What a killed writer leaves behind: the file exists but holds nothing.
  it('refuses an index with an empty file, naming it', async () => {
    const shard = files.find((file) => file.path.startsWith('terms/'));
    await write(files.map((file) => (file === shard ? { ...file, content: '' } : file)));
    await expect(verifyIndex(dir, 'search-index')).rejects.toThrow(
      new RegExp(`${shard?.path.replace('.', '\\.') ?? ''} is empty`),
    );
  });

  it('refuses an index with a missing or broken file', async () => {
    const chunk = files.find((file) => file.path.startsWith('text/'));
    await write(files.filter((file) => file !== chunk));
    await expect(verifyIndex(dir, 'search-index')).rejects.toThrow(/is missing/);
    await write(
      files.map((file) => (file.path === 'index.json' ? { ...file, content: '{' } : file)),
    );
    await expect(verifyIndex(dir, 'search-index')).rejects.toThrow(/index\.json does not parse/);
  });

  it('refuses an index that cannot find a page by its title', async () => {
    const docs = files.find((file) => file.path.startsWith('docs.'));
    const renamed = docs?.content.replace('"VPC App"', '"Nothing Like It Zzzq"') ?? '';
    await write(files.map((file) => (file === docs ? { ...file, content: renamed } : file)));
    await expect(verifyIndex(dir, 'search-index')).rejects.toThrow(/does not find/);
  });
});

describe('words found together', () => {
  const section = (heading: string, anchor: string, text: string) => ({
    heading,
    anchor,
    text,
    code: '',
  });
  const page = (url: string, sections: PageRecord['sections']): PageRecord => ({
    url,
    title: url.slice(1),
    description: '',
    type: 'docs',
    section: 'Docs',
    tags: [],
    meta: {},
    sections,
  });

  it('ranks a page with the query words in one section above one with them apart', async () => {
    const filler = 'Some words about other things entirely.';
    const together = page('/together', [
      section('together', '', filler),
      section('Rotation', 'rotation', 'Rotate the keys of a cluster.'),
      section('Notes', 'notes', filler),
    ]);
    const apart = page('/apart', [
      section('apart', '', filler),
      section('Rotation', 'rotation', 'Rotate the keys.'),
      section('Notes', 'notes', 'A cluster of things.'),
    ]);
    const small = await openIndexFiles(buildIndexFiles([apart, together], []));
    const response = await small.search('rotate cluster keys');
    const urls = await Promise.all(response.results.map(async (r) => (await r.data()).url));
    expect(urls[0]).toMatch(/^\/together/);
  });
});
