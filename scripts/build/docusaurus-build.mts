/**
 * Runs `docusaurus build` into the staging folder. Broken links and broken anchors are both
 * set to warn in the config, so Docusaurus reports both kinds (with throw, it stops at the
 * links and never lists the anchors); this wrapper then fails the build if either was found.
 */
import { spawn } from 'node:child_process';
import { brokenLinkReports, buildDir, stagingDir } from './publish.ts';

const child = spawn('npx', ['docusaurus', 'build', '--out-dir', stagingDir], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk: Buffer) => {
  output += chunk.toString();
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk: Buffer) => {
  output += chunk.toString();
  process.stderr.write(chunk);
});
child.on('exit', (code) => {
  const broken = brokenLinkReports(output);
  if (broken.length > 0) {
    console.error(
      `[build] broken ${broken.join(' and ')} (listed above); ${buildDir}/ is unchanged`,
    );
    process.exit(1);
  }
  if (code !== 0) console.error(`[build] docusaurus build failed; ${buildDir}/ is unchanged`);
  process.exit(code ?? 1);
});
