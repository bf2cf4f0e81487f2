/**
 * The docs site as an assistant reads it: one production build folder, read lazily (start-up
 * opens only the search index's entry). Search uses the site's own engine and index, module
 * facts are the `<page>.json` files the reference pages publish, releases are `releases.json`,
 * and module calls are judged by the site's one checker (src/lib/moduleCalls). Every bad input
 * throws a ToolError whose message says what was wrong.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchEngine } from '../../src/lib/search/engine.ts';
import {
  checkCode,
  namesInNotes,
  type Finding,
  type Reference,
} from '../../src/lib/moduleCalls/check.ts';
import { terraformUsage, terragruntUsage } from '../../generators/reference/usage.ts';
import type { ReleaseJson } from '../../generators/releases/releases-json.ts';
import { compareVersions } from '../../src/lib/versions.ts';
import { incompleteBuild } from '../build/publish.ts';
import { openBuiltIndex } from '../search/open-index.ts';
import { markdownSection } from './markdown-section.ts';
import { parseHtml } from '../markdown/parse-html.ts';
import { textOf } from '../markdown/hast-to-mdast.ts';

/** A bad request: answered as a tool error, and the server keeps serving. */
export class ToolError extends Error {
  override name = 'ToolError';
}

/** True for a ToolError, also across module instances (tsx loads .ts and .mts apart). */
export function isToolError(error: unknown): error is ToolError {
  return error instanceof Error && error.name === 'ToolError';
}

export interface ModuleFactsJson {
  id: string;
  title: string;
  description: string;
  url: string;
  kind: string;
  repository: string;
  version: string;
  path: string;
  source?: string;
  recordedFrom?: string;
  submodules?: string[];
  deprecation?: { since?: string; replacedBy?: string };
  inputs: {
    name: string;
    type?: string;
    required: boolean;
    default?: string;
    description: string;
  }[];
  outputs: { name: string; description: string }[];
  releases?: { version: string; published: string; kind?: string; summary: string; url: string }[];
}

export interface SearchHit {
  title: string;
  url: string;
  section: string;
  excerpt: string;
}

const maxQuery = 500;
const releasesFile = 'guides/stay-up-to-date/releases/releases.json';
const moduleTypes = ['reference-module', 'reference-service'];

/** An excerpt's text: its <mark> highlights dropped, character references decoded. */
const plain = (html: string) =>
  parseHtml(html)
    .children.map((node) => (node.type === 'text' || node.type === 'element' ? textOf(node) : ''))
    .join('');

export class DocsSite {
  private modulesLoaded?: Promise<ModuleFactsJson[]>;
  private releasesLoaded?: Promise<ReleaseJson[]>;
  private referenceBuilt?: Promise<Reference>;

  private constructor(
    readonly buildDir: string,
    readonly siteUrl: string,
    private readonly engine: SearchEngine,
  ) {}

  /** Opens a build folder; refuses one without the completion marker of a finished build. */
  static async open(buildDir: string): Promise<DocsSite> {
    const root = path.resolve(buildDir);
    const incomplete = incompleteBuild(root);
    if (incomplete) throw new Error(incomplete);
    const engine = await openBuiltIndex(root);
    const robots = await readFile(path.join(root, 'sitemap.xml'), 'utf8').catch(() => '');
    const siteUrl = /<loc>(https?:\/\/[^/<]+)/.exec(robots)?.[1] ?? 'https://docs.gruntwork.io';
    return new DocsSite(root, siteUrl, engine);
  }

  /** The section names search can be narrowed to. */
  sections(): readonly string[] {
    return this.engine.entry.sections;
  }

  async search(
    query: string,
    options: { section?: string; limit?: number } = {},
  ): Promise<SearchHit[]> {
    const term = query.trim();
    if (!term) throw new ToolError('query is empty: give a few words, a module slug or an error');
    if (term.length > maxQuery)
      throw new ToolError(`query is ${term.length} characters; keep it under ${maxQuery}`);
    const filters: Record<string, string> = {};
    if (options.section) {
      const wanted = options.section.toLowerCase();
      const found = this.sections().find((name) => name.toLowerCase() === wanted);
      if (!found)
        throw new ToolError(
          `no section "${options.section}"; sections: ${this.sections().join(', ')}`,
        );
      filters.section = found;
    }
    const response = await this.engine.search(term, { filters });
    const top = response.results.slice(0, Math.min(Math.max(options.limit ?? 8, 1), 25));
    const data = await Promise.all(top.map((result) => result.data()));
    return data.map((hit) => ({
      title: hit.meta.title ?? hit.url,
      url: `${this.siteUrl}${hit.url}`,
      section: hit.meta.section ?? '',
      excerpt: plain(hit.excerpt),
    }));
  }

  /** A page's Markdown twin, or the section of it under `heading` (its text or anchor). */
  async readPage(urlOrPath: string, heading?: string): Promise<{ url: string; markdown: string }> {
    const pathname = this.pathOf(urlOrPath);
    const candidates =
      pathname === '/'
        ? ['index.md']
        : [`${pathname.slice(1)}.md`, `${pathname.slice(1)}/index.md`];
    for (const candidate of candidates) {
      const file = path.resolve(this.buildDir, candidate);
      if (!file.startsWith(`${this.buildDir}${path.sep}`))
        throw new ToolError(`${urlOrPath} is outside the site`);
      if (!existsSync(file)) continue;
      const markdown = await readFile(file, 'utf8');
      const url = `${this.siteUrl}${pathname}`;
      if (!heading) return { url, markdown };
      const section = markdownSection(markdown, heading);
      if (section === undefined) throw new ToolError(`${pathname} has no heading "${heading}"`);
      return { url, markdown: section };
    }
    throw new ToolError(`no page at ${pathname}: search_docs finds pages by topic`);
  }

  /** A site path from a full URL, a path or a path with `.md`, `#anchor` or `?query`. */
  private pathOf(urlOrPath: string): string {
    let value = urlOrPath.trim();
    if (!value) throw new ToolError('url_or_path is empty');
    if (/^https?:\/\//.test(value)) {
      const url = new URL(value);
      if (
        url.origin !== this.siteUrl &&
        url.hostname !== 'localhost' &&
        url.hostname !== '127.0.0.1'
      )
        throw new ToolError(`${value} is not a page of ${this.siteUrl}`);
      value = url.pathname;
    }
    value = value.replace(/[?#].*$/, '');
    if (!value.startsWith('/')) value = `/${value}`;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      throw new ToolError(`${urlOrPath} is not a valid path`);
    }
    if (decoded.includes('\0') || decoded.split('/').includes('..'))
      throw new ToolError(`${urlOrPath} is outside the site`);
    const trimmed = decoded.replace(/\.(md|html)$/, '').replace(/\/+$/, '');
    return trimmed || '/';
  }

  /** Every module and service's published facts (the reference pages' JSON), read once. */
  modules(): Promise<ModuleFactsJson[]> {
    this.modulesLoaded ??= (async () => {
      const urls = this.engine.docs
        .filter((row) => moduleTypes.includes(this.engine.entry.types[row[2]] ?? ''))
        .map((row) => row[0]);
      const facts = await Promise.all(
        urls.map(async (url) => {
          const file = path.join(this.buildDir, `${url.slice(1)}.json`);
          return JSON.parse(await readFile(file, 'utf8')) as ModuleFactsJson;
        }),
      );
      return facts.sort((a, b) => a.id.localeCompare(b.id));
    })();
    this.modulesLoaded.catch(() => (this.modulesLoaded = undefined));
    return this.modulesLoaded;
  }

  releases(): Promise<ReleaseJson[]> {
    this.releasesLoaded ??= readFile(path.join(this.buildDir, releasesFile), 'utf8').then(
      (text) => (JSON.parse(text) as { releases: ReleaseJson[] }).releases,
      () => {
        throw new ToolError(`this build has no ${releasesFile}: build the site again`);
      },
    );
    this.releasesLoaded.catch(() => (this.releasesLoaded = undefined));
    return this.releasesLoaded;
  }

  /** Modules and services for a slug, title or purpose, ranked by the site's search. */
  async findModule(query: string, limit = 10): Promise<ModuleFactsJson[]> {
    const term = query.trim();
    if (!term) throw new ToolError('query is empty: give a slug, a title or what it should do');
    if (term.length > maxQuery)
      throw new ToolError(`query is ${term.length} characters; keep it under ${maxQuery}`);
    const modules = await this.modules();
    const byUrl = new Map(modules.map((facts) => [new URL(facts.url).pathname, facts]));
    const response = await this.engine.search(term, { filters: { type: { any: moduleTypes } } });
    const found: ModuleFactsJson[] = [];
    for (const result of response.results) {
      const row = this.engine.docs[Number(result.id)];
      const facts = row ? byUrl.get(row[0]) : undefined;
      if (facts && !found.includes(facts)) found.push(facts);
      if (found.length >= limit) break;
    }
    return found;
  }

  /** One module by id (`modules/vpc/vpc-app`), slug (`vpc-app`) or page URL. */
  async getModule(id: string): Promise<ModuleFactsJson> {
    const wanted = id.trim().replace(/\/+$/, '');
    if (!wanted) throw new ToolError('id is empty: give a module id such as modules/vpc/vpc-app');
    const modules = await this.modules();
    const exact = modules.find(
      (facts) =>
        facts.id === wanted ||
        facts.url === wanted ||
        new URL(facts.url).pathname === wanted ||
        `${facts.repository}//${facts.path}` === wanted,
    );
    if (exact) return exact;
    const bySlug = modules.filter((facts) => facts.id.split('/').pop() === wanted);
    if (bySlug.length === 1 && bySlug[0]) return bySlug[0];
    if (bySlug.length > 1)
      throw new ToolError(
        `"${wanted}" names ${bySlug.length} modules: ${bySlug.map((facts) => facts.id).join(', ')}`,
      );
    const near = await this.findModule(wanted, 3).catch(() => []);
    throw new ToolError(
      `no module "${wanted}"${near.length ? `; closest: ${near.map((facts) => facts.id).join(', ')}` : ''}`,
    );
  }

  /** Sample usage as the reference page shows it, from the same generator. */
  usage(facts: ModuleFactsJson): { terraform: string; terragrunt: string } | undefined {
    if (facts.kind !== 'terraform') return undefined;
    const usageFacts = {
      slug: facts.id.split('/').pop() ?? '',
      repository: facts.repository,
      source: facts.path,
      version: facts.version,
      inputs: facts.inputs,
    };
    return { terraform: terraformUsage(usageFacts), terragrunt: terragruntUsage(usageFacts) };
  }

  /** The checker's view of the reference, built once from the facts and releases. */
  private reference(): Promise<Reference> {
    this.referenceBuilt ??= (async () => {
      const [modules, releases] = await Promise.all([this.modules(), this.releases()]);
      const byRepository: Record<string, string[]> = {};
      const summaries: Record<string, string[]> = {};
      for (const release of releases) {
        (byRepository[release.repository] ??= []).push(release.version);
        (summaries[release.repository] ??= []).push(release.summary);
      }
      return {
        modules: modules.map((facts) => ({
          id: `${facts.repository}//${facts.path}`,
          repository: facts.repository,
          source: facts.path,
          version: facts.version,
          ...(facts.submodules ? { submodules: facts.submodules } : {}),
          ...(facts.recordedFrom ? { recordedFrom: facts.recordedFrom } : {}),
          inputs: facts.inputs,
        })),
        releases: byRepository,
        mentioned: Object.fromEntries(
          Object.entries(summaries).map(([repository, notes]) => [repository, namesInNotes(notes)]),
        ),
      };
    })();
    this.referenceBuilt.catch(() => (this.referenceBuilt = undefined));
    return this.referenceBuilt;
  }

  /** What is wrong with a module block or a Terragrunt unit, against the reference. */
  async checkModuleCall(code: string): Promise<{ calls: string[]; findings: Finding[] }> {
    if (!code.trim())
      throw new ToolError('code is empty: give a module block or a Terragrunt unit');
    if (code.length > 200_000) throw new ToolError('code is over 200,000 characters');
    const result = await checkCode(code, await this.reference());
    const parse = result.findings.find((finding) => finding.kind === 'parse');
    if (parse) throw new ToolError(`line ${parse.line}: ${parse.message}`);
    if (result.calls.length === 0)
      throw new ToolError(
        'no Gruntwork module call found: give a module block whose source is a gruntwork-io repository, or a Terragrunt unit with terraform { source }',
      );
    return {
      calls: result.calls.map(
        (call) => call.module?.id ?? `${call.source.repository}//${call.source.path}`,
      ),
      findings: result.findings,
    };
  }

  /** Releases, newest first, narrowed by repository, module and a start date or version. */
  async listReleases(options: {
    repository?: string;
    module?: string;
    since?: string;
    limit?: number;
  }): Promise<ReleaseJson[]> {
    let releases = await this.releases();
    const { repository, module, since } = options;
    if (repository) {
      const repo = repository.trim().replace(/^gruntwork-io\//, '');
      releases = releases.filter((release) => release.repository === repo);
      if (releases.length === 0) {
        const names = [...new Set((await this.releases()).map((r) => r.repository))].sort();
        throw new ToolError(`no releases of "${repository}"; repositories: ${names.join(', ')}`);
      }
    }
    if (module) {
      const slug = module.trim().split('/').pop() ?? '';
      releases = releases.filter((release) =>
        (release.modules ?? []).some((name) => name === slug || name.endsWith(`/${slug}`)),
      );
    }
    if (since) {
      const value = since.trim();
      if (/^v\d+(\.\d+){0,2}$/.test(value)) {
        if (!repository) throw new ToolError('since as a version needs a repository');
        releases = releases.filter((release) => compareVersions(release.version, value) >= 0);
      } else if (/^\d{4}-\d{2}(-\d{2})?$/.test(value)) {
        releases = releases.filter((release) => release.published >= value);
      } else {
        throw new ToolError(
          `since "${since}" is neither a date (2023-06 or 2023-06-15) nor a version (v0.26.0)`,
        );
      }
    }
    return releases.slice(0, Math.min(Math.max(options.limit ?? 20, 1), 200));
  }
}
