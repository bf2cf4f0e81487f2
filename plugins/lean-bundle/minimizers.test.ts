import { describe, expect, it } from 'vitest';
import { runtimeChunkPattern, stableRuntimeMinimizers } from './index';

class SwcJsMinimizerRspackPlugin {
  constructor(readonly options: Record<string, unknown>) {}
}
class LightningCssMinimizerRspackPlugin {
  readonly kind = 'css';
}

describe('stableRuntimeMinimizers', () => {
  const css = new LightningCssMinimizerRspackPlugin();
  const result = stableRuntimeMinimizers(
    [new SwcJsMinimizerRspackPlugin({ minimizerOptions: {} }), css],
    SwcJsMinimizerRspackPlugin,
  ) as unknown[];
  const swc = result.filter(
    (m): m is SwcJsMinimizerRspackPlugin => m instanceof SwcJsMinimizerRspackPlugin,
  );

  it('keeps other minimizers and splits the JavaScript one in two', () => {
    expect(result).toContain(css);
    expect(swc).toHaveLength(2);
  });

  it('minifies the runtime without renaming and everything else as before', () => {
    const runtime = swc.find((m) => m.options.include === runtimeChunkPattern);
    const rest = swc.find((m) => m.options.exclude === runtimeChunkPattern);
    expect(runtime?.options.minimizerOptions).toMatchObject({ minify: true, mangle: false });
    expect(rest?.options.minimizerOptions).toMatchObject({ minify: true, mangle: true });
    expect(runtimeChunkPattern.test('assets/js/runtime~main.5dc1fe2e.js')).toBe(true);
    expect(runtimeChunkPattern.test('assets/js/main.5dc1fe2e.js')).toBe(false);
  });
});
