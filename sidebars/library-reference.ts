import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { landing } from './helpers';

/** "Library Reference" navbar entry; the module and service catalogs join it when generated. */
const sidebars: SidebarsConfig = {
  libraryReference: [landing('library/reference/index', 'Find a module')],
};
export default sidebars;
