import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { landing } from './helpers';

/** Long-form guides that are not update guides. */
const sidebars: SidebarsConfig = {
  productionFramework: [landing('guides/production-framework/index', 'Production Framework Guide')],
  compliance: [
    landing('guides/build-it-yourself/achieve-compliance/index', 'CIS Benchmark Compliance Guide'),
  ],
};
export default sidebars;
