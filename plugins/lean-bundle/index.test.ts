import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import leanBundlePlugin, {
  addPluginToCacheKey,
  loaderFiles,
  navbarDocIds,
  withoutJsMinimizer,
} from './index';

class SwcJsMinimizerRspackPlugin {
  readonly kind = 'js';
}
class LightningCssMinimizerRspackPlugin {
  readonly kind = 'css';
}

describe('withoutJsMinimizer', () => {
  it('drops only the JavaScript minifier', () => {
    const css = new LightningCssMinimizerRspackPlugin();
    expect(withoutJsMinimizer([new SwcJsMinimizerRspackPlugin(), css, '...'])).toEqual([
      css,
      '...',
    ]);
  });
});

describe('configurePostCss', () => {
  it('keeps the plugins Docusaurus sets and turns off the config-file search', () => {
    const context = { siteConfig: { themeConfig: {} } } as unknown as LoadContext;
    const docusaurusOptions = { ident: 'postcss', plugins: [['postcss-preset-env', {}]] };
    expect(leanBundlePlugin(context).configurePostCss?.(docusaurusOptions)).toEqual({
      ident: 'postcss',
      plugins: [['postcss-preset-env', {}]],
      config: false,
    });
  });
});

describe('addPluginToCacheKey', () => {
  it('adds the plugin and every loader to the persistent cache’s build dependencies', () => {
    const config = {
      experiments: { cache: { buildDependencies: ['/site/docusaurus.config.ts'] } },
    };
    addPluginToCacheKey(config);
    const dependencies = config.experiments.cache.buildDependencies;
    expect(dependencies[0]).toBe('/site/docusaurus.config.ts');
    expect(dependencies).toEqual(
      expect.arrayContaining([...loaderFiles, expect.stringMatching(/lean-bundle[\\/]index\.ts$/)]),
    );
    expect(loaderFiles.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['registry-loader.cjs', 'routes-loader.cjs', 'loader.cjs']),
    );
  });

  it('leaves a build without a persistent cache alone', () => {
    const config = { experiments: {} };
    addPluginToCacheKey(config);
    expect(config).toEqual({ experiments: {} });
  });
});

describe('navbarDocIds', () => {
  it('lists the doc items of the navbar, in dropdowns too', () => {
    expect(
      navbarDocIds([
        { type: 'doc', docId: 'intro/overview' },
        { type: 'docSidebar' },
        { type: 'dropdown', items: [{ type: 'doc', docId: 'faq/index' }, {}] },
      ]),
    ).toEqual(['intro/overview', 'faq/index']);
    expect(navbarDocIds()).toEqual([]);
  });

  it('keeps every doc when a version item needs them', () => {
    expect(navbarDocIds([{ type: 'dropdown', items: [{ type: 'docsVersionDropdown' }] }])).toBe(
      null,
    );
  });
});
