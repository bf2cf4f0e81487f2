import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinkReports, completionMarker, incompleteBuild, publishBuild } from './publish';

function site(root: string, name: string, page: string): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), page);
  return dir;
}

describe('publishing a build', () => {
  it('swaps the staged build in, with its marker, and drops the old one', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'publish-'));
    const target = site(root, 'build', 'old');
    const staging = site(root, 'build.staging', 'new');
    await publishBuild(staging, target);
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(path.join(target, completionMarker))).toBe(true);
    expect(existsSync(staging)).toBe(false);
    expect(existsSync(`${target}.previous`)).toBe(false);
    expect(incompleteBuild(target)).toBeUndefined();
  });

  it('refuses to serve a folder without the marker, naming it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'publish-'));
    const half = site(root, 'build', 'half');
    expect(incompleteBuild(half)).toContain(`has no ${completionMarker} marker`);
    expect(incompleteBuild(path.join(root, 'none'))).toContain('does not exist');
  });

  it('leaves build/ alone when there is nothing staged', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'publish-'));
    const target = site(root, 'build', 'old');
    await expect(publishBuild(path.join(root, 'missing'), target)).rejects.toThrow(
      'nothing to publish',
    );
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('old');
  });

  it('finds both kinds of broken-link report in Docusaurus output', () => {
    const output =
      '[WARNING] Docusaurus found broken links!\n- /a\n[WARNING] Docusaurus found broken anchors!\n- /b#c';
    expect(brokenLinkReports(output)).toEqual(['links', 'anchors']);
    expect(brokenLinkReports('[SUCCESS] Generated static files')).toEqual([]);
  });
});
