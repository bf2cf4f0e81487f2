/** Validates every data family and prints a count per family; exit 1 with all errors otherwise. */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { loadDiscussions } from './knowledge-base/load';
import { loadModules, loadServices } from './reference/load';
import { loadReleases } from './releases/load';
import { checkSiteData } from './shared/site-data';
import { checkCrossReferences } from './cross-checks';

const dataDir = path.resolve(process.argv[2] ?? 'data');

const families = [
  ['modules', loadModules],
  ['services', loadServices],
  ['discussions', loadDiscussions],
  ['releases', loadReleases],
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
      const loaded = await load(dataDir);
      console.log(`${name}: ${loaded.length} files valid`);
    } catch (error) {
      failed = true;
      console.error((error as Error).message);
    }
  }
  if (!failed) {
    try {
      await checkCrossReferences(dataDir);
      console.log('modules named by articles and releases, repositories of releases: known');
    } catch (error) {
      failed = true;
      console.error((error as Error).message);
    }
  }
  return failed ? 1 : 0;
}

void main().then((code) => process.exit(code));
