/**
 * Docusaurus plugin: writes /llms.txt after the build, from the docs plugin's resolved sidebars
 * and doc metadata (render.ts), and the site's reading order (every sidebar page in sidebar
 * order) for `scripts/markdown/`, which writes each page's Markdown and /llms-full.txt after the
 * build and removes the order file.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { brand } from '../../src/lib/brand';
import { areas } from './areas';
import { readingOrderFile } from './order-file';
import { summary, details, extraPages, optionalPages, robotsTxt } from './text';
import { checkAreas, readingOrder, renderLlmsTxt, type DocInfo, type SidebarItem } from './render';

export default function llmsPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  let llmsTxt = '';
  let order: string[] = [];
  return {
    name: 'site-llms',
    allContentLoaded({ allContent }) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('[llms] the docs plugin loaded no version');
      const docs = new Map<string, DocInfo>(
        version.docs.map((doc) => [
          doc.id,
          { title: doc.title, description: doc.description, permalink: doc.permalink },
        ]),
      );
      const sidebars = version.sidebars as unknown as Record<string, SidebarItem[]>;
      checkAreas(areas, Object.keys(sidebars));
      llmsTxt = renderLlmsTxt({
        siteTitle: brand.siteTitle,
        siteUrl,
        summary,
        details: details(siteUrl),
        areas,
        sidebars,
        docs,
        extra: extraPages(docs),
        optional: optionalPages,
      });
      order = readingOrder(areas, sidebars, docs);
    },
    async postBuild({ outDir }) {
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt);
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
      await writeFile(path.join(outDir, readingOrderFile), JSON.stringify(order));
    },
  };
}
