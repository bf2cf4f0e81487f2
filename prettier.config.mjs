import { ejectedFiles, upstreamPrettier } from './scripts/lib/ejected-files.mjs';

export default {
  singleQuote: true,
  printWidth: 100,
  trailingComma: 'all',
  proseWrap: 'preserve',
  overrides: [{ files: ejectedFiles(), options: upstreamPrettier }],
};
