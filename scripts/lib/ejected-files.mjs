// The ejected theme files: those whose header says "Ejected from <package>@<version> <path>".
// Prettier formats them as upstream does and ESLint allows upstream's idioms in them, so they
// stay upstream's text plus fenced changes (plugins/lean-bundle/ejected.ts checks that).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');

export function ejectedFiles() {
  const themeDir = path.join(root, 'src', 'theme');
  return readdirSync(themeDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join('src', 'theme', file).split(path.sep).join('/'))
    .filter((file) =>
      readFileSync(path.join(root, file), 'utf8').startsWith('/**\n * Ejected from '),
    )
    .sort();
}

// The options of Docusaurus's own .prettierrc, which its theme sources are formatted with.
export const upstreamPrettier = {
  arrowParens: 'always',
  bracketSameLine: true,
  bracketSpacing: false,
  printWidth: 80,
  proseWrap: 'never',
  singleQuote: true,
  trailingComma: 'all',
};
