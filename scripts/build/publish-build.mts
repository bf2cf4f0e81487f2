/**
 * Last step of `npm run build`: the staging folder is verified (verify-build.ts) and only then
 * becomes build/.
 */
import { buildDir, publishBuild, stagingDir } from './publish.ts';
import { verifyBuild } from './verify-build.ts';

verifyBuild(stagingDir)
  .then(() => publishBuild(stagingDir, buildDir))
  .then(
    () => {
      console.log(`[build] verified and published ${stagingDir}/ as ${buildDir}/`);
    },
    (error: unknown) => {
      console.error(`[build] ${(error as Error).message}`);
      process.exit(1);
    },
  );
