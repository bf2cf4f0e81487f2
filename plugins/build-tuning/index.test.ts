import path from 'node:path';
import { describe, expect, it } from 'vitest';
import buildTuningPlugin, {
  addToCacheKey,
  pluginBuildFiles,
  separateStockCache,
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
    const docusaurusOptions = { ident: 'postcss', plugins: [['postcss-preset-env', {}]] };
    expect(buildTuningPlugin().configurePostCss?.(docusaurusOptions)).toEqual({
      ident: 'postcss',
      plugins: [['postcss-preset-env', {}]],
      config: false,
    });
  });
});

describe('addToCacheKey', () => {
  it("adds every plugin's build-time files to the persistent cache's build dependencies", () => {
    const config = {
      experiments: { cache: { buildDependencies: ['/site/docusaurus.config.ts'] } },
    };
    addToCacheKey(config);
    const dependencies = config.experiments.cache.buildDependencies;
    expect(dependencies[0]).toBe('/site/docusaurus.config.ts');
    const names = dependencies.map((file) => file.split(path.sep).slice(-2).join('/'));
    expect(names).toEqual(
      expect.arrayContaining([
        'lean-bundle/index.ts',
        'lean-bundle/contacts.ts',
        'lean-bundle/registry-loader.cjs',
        'lean-bundle/loader.cjs',
        'build-tuning/index.ts',
      ]),
    );
    expect(pluginBuildFiles().some((file) => file.endsWith('.test.ts'))).toBe(false);
  });

  it('leaves a build without a persistent cache alone', () => {
    const config = { experiments: {} };
    addToCacheKey(config);
    expect(config).toEqual({ experiments: {} });
  });
});

describe('separateStockCache', () => {
  it('gives the LEAN_BUNDLE=off build a cache of its own, and leaves the usual build alone', () => {
    const stock = {
      experiments: { cache: { type: 'persistent', version: 'client-production-en' } },
    };
    separateStockCache(stock, true);
    expect(stock.experiments.cache).toMatchObject({
      version: 'client-production-en-stock',
      storage: { type: 'filesystem', directory: expect.stringMatching(/rspack-stock$/) as unknown },
    });
    const usual = { experiments: { cache: { type: 'persistent', version: 'v' } } };
    separateStockCache(usual, false);
    expect(usual.experiments.cache).toEqual({ type: 'persistent', version: 'v' });
  });
});
