/** Last step of `npm run build`: the finished staging folder becomes build/. */
import { publishBuild, stagingDir } from './publish.ts';

publishBuild(stagingDir, 'build').then(
  () => {
    console.log(`[build] published ${stagingDir}/ as build/`);
  },
  (error: unknown) => {
    console.error(`[build] ${(error as Error).message}`);
    process.exit(1);
  },
);
