/**
 * Bulky component props (rendered HTML bodies, long lists) go to a JSON file that the generated
 * page imports, instead of an object literal inside the MDX. MDX tokenises a literal one
 * character at a time and then parses it again with acorn, on the bundler's only JavaScript
 * thread; the bundler reads a JSON module natively. For the knowledge base and release notes
 * (2.7 MB of props) that was ~2 s of a cold build.
 */
import type { OutputFile } from './types';

/** Where the data of docs/<path>.mdx goes: generated/page-data/<path>.json. */
export function pageDataPath(pagePath: string): string {
  const match = /^docs\/(.+)\.mdx$/.exec(pagePath);
  if (!match) throw new Error(`page data needs a page under docs/ ending in .mdx, got ${pagePath}`);
  return `generated/page-data/${match[1]}.json`;
}

export interface PageData {
  /** Stores `value` and returns the MDX expression that reads it back. */
  ref(value: unknown): string;
  /** The page, importing its data, and the data file; only the page when nothing was stored. */
  files(page: OutputFile): OutputFile[];
}

/** Collects one page's props while it renders. */
export function pageData(): PageData {
  const values: unknown[] = [];
  return {
    ref(value) {
      values.push(value);
      return `pageData[${values.length - 1}]`;
    },
    files(page) {
      if (values.length === 0) return [page];
      const dataPath = pageDataPath(page.path);
      const frontMatterEnd = /^---\n[\s\S]*?\n---\n/.exec(page.content)?.[0].length;
      if (frontMatterEnd === undefined) throw new Error(`${page.path} has no front matter`);
      const importLine = `\nimport pageData from '@site/${dataPath}';\n`;
      const content =
        page.content.slice(0, frontMatterEnd) + importLine + page.content.slice(frontMatterEnd);
      return [
        { path: page.path, content },
        { path: dataPath, content: `${JSON.stringify(values)}\n` },
      ];
    },
  };
}
