/**
 * Writes the code colours (src/lib/codeThemes.ts) as a stylesheet and adds it to every page, so
 * code blocks need no inline colours (see src/lib/codeThemeCss.ts for why). The file is
 * generated when the config loads, before bundling, into the git-ignored generated/ folder.
 * The server bundle gets the synchronous highlighter (src/lib/prism/highlighter.server.ts) in
 * place of the browser's on-demand one, so built pages carry highlighted code that
 * src/theme/CodeBlock keeps while hydrating.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeThemeCss } from '../../src/lib/codeThemeCss';
import { darkCodeTheme, lightCodeTheme } from '../../src/lib/codeThemes';

export default function codeThemePlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.siteDir, 'generated', 'code-theme.css');
  mkdirSync(path.dirname(cssFile), { recursive: true });
  writeFileSync(cssFile, codeThemeCss(lightCodeTheme, darkCodeTheme));
  return {
    name: 'code-theme',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      if (!isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /src[\\/]lib[\\/]prism[\\/]highlighter\.ts$/,
            path.resolve(__dirname, '../../src/lib/prism/highlighter.server.ts'),
          ),
        ],
      };
    },
  };
}
