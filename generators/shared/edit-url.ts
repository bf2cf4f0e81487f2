/**
 * "Edit this page" for a generated page: the data file it is generated from, because that is
 * where a reader fixes a description or a summary (the generated MDX is git-ignored). A page
 * built from many files (an index, a month of releases) has none.
 */
import path from 'node:path';
import { brand } from '../../src/lib/brand';

export function dataEditUrl(file: string): string {
  const relative = path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
  return `${brand.github.docsEditBase}${relative.split(path.sep).join('/')}`;
}
