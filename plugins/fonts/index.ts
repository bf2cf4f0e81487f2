/**
 * Self-hosted fonts with stable, content-hashed URLs. The faces come from the @fontsource
 * packages (latin and latin-ext only: the site is in English). Bundled through CSS, their URLs
 * were known only after bundling, too late to preload them; here the plugin names each file
 * after a hash of its bytes, copies it to generated/static/assets/fonts (served and cached like
 * other hashed assets) and puts the preload links and @font-face rules in every page's head.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { selfHostedFontTags, type SelfHostedFace } from '../../src/lib/fonts';

// Unicode ranges of Google Fonts' latin and latin-ext subsets, as fontsource declares them.
const latin =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,' +
  'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const latinExt =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,' +
  'U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const sources = [
  { family: 'Inter Variable', pkg: 'inter', weight: '100 900', subset: 'latin', preload: true },
  {
    family: 'Inter Variable',
    pkg: 'inter',
    weight: '100 900',
    subset: 'latin-ext',
    preload: false,
  },
  {
    family: 'JetBrains Mono Variable',
    pkg: 'jetbrains-mono',
    weight: '100 800',
    subset: 'latin',
    preload: true,
  },
  {
    family: 'JetBrains Mono Variable',
    pkg: 'jetbrains-mono',
    weight: '100 800',
    subset: 'latin-ext',
    preload: false,
  },
] as const;

const fontDir = path.join('generated', 'static', 'assets', 'fonts');

/** Options: `{ preload: boolean }`; false when a provider font replaces the body font. */
export default function fontsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const preload = Boolean((rawOptions as { preload?: unknown } | undefined)?.preload);
  const files = sources.map((source) => {
    const name = `${source.pkg}-${source.subset}-wght-normal`;
    const from = require.resolve(`@fontsource-variable/${source.pkg}/files/${name}.woff2`);
    const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 12);
    const fileName = `${name}.${hash}.woff2`;
    const face: SelfHostedFace = {
      family: source.family,
      weight: source.weight,
      unicodeRange: source.subset === 'latin' ? latin : latinExt,
      href: `${context.baseUrl}assets/fonts/${fileName}`,
      preload: source.preload,
    };
    return { from, to: path.join(context.siteDir, fontDir, fileName), face };
  });

  return {
    name: 'self-hosted-fonts',
    async loadContent() {
      await mkdir(path.join(context.siteDir, fontDir), { recursive: true });
      await Promise.all(files.map(({ from, to }) => copyFile(from, to)));
    },
    injectHtmlTags() {
      return {
        headTags: selfHostedFontTags(
          files.map((file) => file.face),
          { preload },
        ),
      };
    },
  };
}
