import { describe, expect, it } from 'vitest';
import { withoutJsMinimizer } from './index';

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
