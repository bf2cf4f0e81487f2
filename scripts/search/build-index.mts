/** `npm run search:index [build-dir]`: (re)builds and verifies the search index of an existing build. */
import path from 'node:path';
import { indexSite } from './index-site.mts';

indexSite(path.resolve(process.argv[2] ?? 'build')).then(
  (summary) => {
    console.log(summary);
  },
  (error: unknown) => {
    console.error(`[search] ${(error as Error).message}`);
    process.exit(1);
  },
);
