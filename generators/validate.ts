/**
 * `validate:data`: runs every rule `generate` runs (site.ts: the data files, the checks between
 * families and every render, where prose is proven inert in its place) without writing, prints
 * a count per family and exits 1 with every error, worded as `generate` words it. Takes the
 * repository root like `generate`, so both name data files by the same relative paths.
 */
import path from 'node:path';
import { renderSite, SiteDataErrors } from './site';
import { siteUrlFromEnv } from './shared/site-url';

process.chdir(path.resolve(process.argv[2] ?? '.'));

async function main(): Promise<number> {
  try {
    const { counts, families } = await renderSite('data', siteUrlFromEnv());
    console.log('tags.yml, github-repos.yml, repositories.yml: valid');
    for (const { name, files } of counts) console.log(`${name}: ${files} files valid`);
    console.log('modules named by articles, releases and tags of services: known');
    for (const { family, files } of families) {
      console.log(`${family.name}: ${files.length} files render`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof SiteDataErrors)) throw error;
    console.error(error.message);
    return 1;
  }
}

void main().then((code) => process.exit(code));
