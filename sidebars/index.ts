/** All sidebars of the docs plugin, merged from one file per area. */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import faq from './faq';
import guides from './guides';
import intro from './intro';
import libraryReference from './library-reference';
import products from './products';
import updateGuides from './update-guides';

const sidebars: SidebarsConfig = {
  ...intro,
  ...products,
  ...libraryReference,
  ...guides,
  ...updateGuides,
  ...faq,
};

export default sidebars;
