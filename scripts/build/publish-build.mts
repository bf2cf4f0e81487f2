/** Last step of `npm run build`: the finished staging folder becomes build/. */
import { buildDir, publishBuild, stagingDir } from './publish.ts';

publishBuild(stagingDir, buildDir).then(
  () => {
    console.log(`[build] published ${stagingDir}/ as ${buildDir}/`);
  },
  (error: unknown) => {
    console.error(`[build] ${(error as Error).message}`);
    process.exit(1);
  },
);
