import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@docusaurus/types';

async function loadConfig(env: Record<string, string> = {}): Promise<Config> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const mod = await import('../../docusaurus.config');
  return mod.default;
}

type PresetOptions = Record<string, unknown>;
const presetOptions = (config: Config) => (config.presets?.[0] as [string, PresetOptions])[1];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration', () => {
  it('serves docs from the root with a single "Next" version and no blog', async () => {
    const options = presetOptions(await loadConfig());
    expect(options.blog).toBe(false);
    expect(options.docs).toMatchObject({
      routeBasePath: '/',
      lastVersion: 'current',
      versions: { current: { label: 'Next' } },
      onInlineTags: 'throw',
    });
  });

  it('reports broken links and anchors alike (the build wrapper fails on either), and only warns on markdown links and duplicate routes', async () => {
    const config = await loadConfig();
    // Both warn so Docusaurus lists both kinds; scripts/build/docusaurus-build.mts then fails.
    expect(config.onBrokenLinks).toBe('warn');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
  });

  it('configures the site-wide behaviours of the spec', async () => {
    const theme = (await loadConfig()).themeConfig as Record<string, Record<string, unknown>>;
    expect(theme.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(theme.colorMode).toMatchObject({ defaultMode: 'light', disableSwitch: false });
    expect(theme.docs).toEqual({
      versionPersistence: 'localStorage',
      sidebar: { hideable: false, autoCollapseCategories: false },
    });
    expect(theme.navbar).toMatchObject({ hideOnScroll: true });
    expect(theme.announcementBar).toMatchObject({ isCloseable: true });
    expect(theme.prism?.additionalLanguages).toEqual([
      'hcl',
      'python',
      'yaml',
      'json',
      'bash',
      'go',
      'docker',
    ]);
  });

  it('uses English only, left to right, gregorian calendar', async () => {
    const { i18n } = await loadConfig();
    expect(i18n).toMatchObject({
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: { en: { direction: 'ltr', calendar: 'gregory' } },
    });
  });

  it('leaves the tag manager out unless a container id is configured', async () => {
    expect(presetOptions(await loadConfig())).not.toHaveProperty('googleTagManager');
    const withGtm = presetOptions(await loadConfig({ GTM_CONTAINER_ID: 'GTM-TEST123' }));
    expect(withGtm.googleTagManager).toEqual({ containerId: 'GTM-TEST123' });
  });

  it('loads a provider font stylesheet only when one is configured', async () => {
    expect((await loadConfig()).stylesheets).toEqual([]);
    const url = 'https://fonts.example.test/css?family=Inter';
    expect((await loadConfig({ FONT_STYLESHEET_URL: url })).stylesheets).toEqual([url]);
  });
});
