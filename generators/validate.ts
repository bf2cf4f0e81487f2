/** Validates every data family and prints a count per family; exit 1 with all errors otherwise. */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { checkSiteData } from './shared/site-data';
import { checkCrossReferences } from './cross-checks';
import { siteData } from './data';

const dataDir = path.resolve(process.argv[2] ?? 'data');
// Loaded once: the cross-checks reuse what each family's validation loaded.
const data = siteData(dataDir);

const families = [
  ['modules', data.modules],
  ['services', data.services],
  ['discussions', data.discussions],
  ['releases', data.releases],
] as const;

async function main(): Promise<number> {
  let failed = false;
  try {
    await checkSiteData(dataDir);
    console.log('tags.yml, github-repos.yml: valid');
  } catch (error) {
    failed = true;
    console.error((error as Error).message);
  }
  for (const [name, load] of families) {
    if (!existsSync(path.join(dataDir, name))) continue;
    try {
      const loaded = await load();
      console.log(`${name}: ${loaded.length} files valid`);
    } catch (error) {
      failed = true;
      console.error((error as Error).message);
    }
  }
  if (!failed) {
    try {
      await checkCrossReferences(data);
      console.log('modules named by articles and releases, repositories of releases: known');
    } catch (error) {
      failed = true;
      console.error((error as Error).message);
    }
  }
  return failed ? 1 : 0;
}

void main().then((code) => process.exit(code));
