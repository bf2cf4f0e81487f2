/**
 * A build is written to a staging folder and becomes build/ only when every step succeeded, so
 * a failed build never leaves build/ empty or half-processed. The completion marker tells the
 * production server that a folder is a whole build.
 */
import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** `BUILD_DIR` names the published folder (build-stock for the LEAN_BUNDLE=off build). */
export const buildDir = process.env.BUILD_DIR?.trim() || 'build';
export const stagingDir = `${buildDir}.staging`;
export const completionMarker = '.build-complete';

/** Marks the staged build complete and swaps it in for the published one. */
export async function publishBuild(staging: string, target: string): Promise<void> {
  if (!existsSync(staging)) throw new Error(`${staging} does not exist: nothing to publish`);
  await writeFile(
    path.join(staging, completionMarker),
    `${JSON.stringify({ completedAt: new Date().toISOString() })}\n`,
  );
  const previous = `${target}.previous`;
  await rm(previous, { recursive: true, force: true });
  if (existsSync(target)) await rename(target, previous);
  await rename(staging, target);
  await rm(previous, { recursive: true, force: true });
}

/** Why a folder cannot be served as a build, or undefined when it can. */
export function incompleteBuild(dir: string): string | undefined {
  if (!existsSync(dir)) return `${dir}/ does not exist; run npm run build first`;
  if (!existsSync(path.join(dir, completionMarker))) {
    return `${dir}/ has no ${completionMarker} marker: it is not the output of a build that finished every step; run npm run build`;
  }
  return undefined;
}

/** Docusaurus's reports of broken links and of broken anchors, found in its output. */
export function brokenLinkReports(output: string): string[] {
  return [...output.matchAll(/Docusaurus found broken (links|anchors)/g)].map(
    (match) => match[1] ?? '',
  );
}
