/**
 * Docusaurus plugin: after the build, writes a forwarding page for every old URL form that
 * `src/lib/redirects.ts` maps to a live page (replaces @docusaurus/plugin-client-redirects,
 * whose pages put a <script> after </head> and lack a title and language, which the
 * html-validate gate rejects).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { referenceRedirects } from '../../src/lib/redirects';
import { planRedirects, renderRedirectPage } from './render';

export default function redirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-redirects',
    async postBuild({ routesPaths, outDir }) {
      const redirects = planRedirects(routesPaths, referenceRedirects);
      await Promise.all(
        redirects.map(async (redirect) => {
          const file = path.join(outDir, redirect.from, 'index.html');
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, renderRedirectPage(redirect, context.siteConfig.url));
        }),
      );
    },
  };
}
