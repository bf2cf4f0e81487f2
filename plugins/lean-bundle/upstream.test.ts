/**
 * Tripwires: each fails, naming the cause, when an upgrade of Docusaurus (or of a library we
 * alias) changed something the lean-bundle plugin relies on. The last block feeds them a
 * simulated upgrade, so the tripwires themselves cannot pass by accident.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contacts } from './contacts';
import { describeUnmatched, unmatched } from './guard';
import {
  checkPins,
  compareReaders,
  findReaders,
  installedClientCode,
  packageDir,
  pinSources,
  readInstalled,
  sha256,
  type Pin,
  type Readers,
} from './upstream';

const pins = JSON.parse(readFileSync(path.join(__dirname, 'upstream-pins.json'), 'utf8')) as Pin[];
const reviewed = JSON.parse(
  readFileSync(path.join(__dirname, 'upstream-readers.json'), 'utf8'),
) as Readers;
const root = path.join(__dirname, '..', '..');

describe('contact points against the installed packages', () => {
  it.each(contacts.filter((contact) => contact.upstream).map((contact) => [contact.id, contact]))(
    '%s still finds its upstream file',
    (_id, contact) => {
      const { package: pkg, file } = contact.upstream ?? { package: '', file: '' };
      const installed = path.join(packageDir(pkg), file);
      expect(existsSync(installed), `${pkg}/${file} is gone`).toBe(true);
      if (contact.kind === 'replace' || contact.kind === 'loader') {
        expect(
          contact.pattern.test(installed),
          `${contact.id} no longer matches ${installed}`,
        ).toBe(true);
      }
      if (contact.kind === 'alias') {
        // Core imports the aliased library; it must still resolve from there.
        const fromCore = createRequire(path.join(packageDir('@docusaurus/core'), 'package.json'));
        expect(() => fromCore.resolve(contact.request)).not.toThrow();
      }
    },
  );

  it('pins every upstream file a contact acts on', () => {
    const pinned = new Set(pinSources.map((source) => source.upstream));
    const missing = contacts.flatMap((contact) =>
      contact.upstream && !pinned.has(`${contact.upstream.package}/${contact.upstream.file}`)
        ? [contact.id]
        : [],
    );
    expect(missing).toEqual([]);
  });

  it('pins the upstream source of every ejected theme file', () => {
    const ours = new Set(pinSources.map((source) => source.ours));
    const themeDir = path.join(root, 'src', 'theme');
    const ejected = readdirSync(themeDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /index\.tsx$|Docs?\w*NavbarItem\.tsx$/.test(file))
      .map((file) => `src/theme/${file.split(path.sep).join('/')}`)
      // Wrappers render the original component, so they have no upstream source to pin.
      .filter((file) => !readFileSync(path.join(root, file), 'utf8').includes('@theme-original/'));
    expect(ejected.filter((file) => !ours.has(file))).toEqual([]);
  });
});

describe('tripwires on the installed upstream', () => {
  it('finds every pinned upstream file unchanged since it was compared with ours', () => {
    expect(checkPins(pins, readInstalled)).toEqual([]);
    expect(pins.map((pin) => pin.upstream)).toEqual(pinSources.map((source) => source.upstream));
  });

  it('finds no upstream reader of trimmed data that was not reviewed', () => {
    expect(compareReaders(findReaders(installedClientCode()), reviewed)).toEqual([]);
  });
});

describe('a simulated upgrade', () => {
  const pin = pins.find((item) => item.upstream.endsWith('client/preload.js')) as Pin;

  it('names the upstream file to re-compare when its source changed or went away', () => {
    const changed = checkPins([pin], () => ({ version: '3.99.0', text: 'export default 1;' }));
    expect(changed).toEqual([
      `${pin.upstream} changed (${pin.version} -> 3.99.0): re-compare it with ${pin.ours}, carry the change over, then run npm run lean-bundle:pin`,
    ]);
    expect(checkPins([pin], () => undefined)[0]).toMatch(/preload\.js is gone/);
    const same = readInstalled(pin.upstream);
    expect(same && sha256(same.text)).toBe(pin.sha256);
  });

  it('names a new reader of trimmed data', () => {
    const upgraded = [
      { file: '@docusaurus/theme-classic/lib/theme/DocCardList/index.js', text: 'useDocById(id)' },
    ];
    expect(compareReaders(findReaders(upgraded), reviewed)).toEqual([
      '@docusaurus/theme-classic/lib/theme/DocCardList/index.js now reads useDocById: check that it works with the data lean-bundle trims (README "Trimmed data"), then add it to upstream-readers.json',
    ]);
  });

  it('fails the build guard for a contact that matched no module', () => {
    const client = contacts.filter((contact) => contact.bundles.includes('client'));
    // Every module of a build, as if the registry had moved: its loader matched nothing.
    const built = client.flatMap((contact) => {
      if (contact.kind !== 'loader') return [contact.ours];
      return contact.id === 'registry' ? [] : [patternExample(contact.pattern)];
    });
    const missing = unmatched(client, built);
    expect(missing.map((contact) => contact.id)).toEqual(['registry']);
    expect(describeUnmatched('client', missing)).toContain('registry');
    expect(unmatched(client, [...built, '/site/.docusaurus/registry.js'])).toEqual([]);
  });
});

/** A path each loader pattern of the contact list matches. */
function patternExample(pattern: RegExp): string {
  const examples = [
    '/s/.docusaurus/docusaurus-plugin-content-docs/default/p/index-abc.json',
    '/s/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js',
    '/s/node_modules/@docusaurus/utils-common/lib/index.js',
    '/s/.docusaurus/globalData.json',
    '/s/.docusaurus/routes.js',
  ];
  return examples.find((example) => pattern.test(example)) ?? '';
}
