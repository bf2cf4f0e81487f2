/** All sidebars of the docs plugin, merged from one file per area. */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import faq from './faq';
import foundations from './foundations';
import guides from './guides';
import intro from './intro';
import library from './library';
import libraryReference from './library-reference';
import pipelines from './pipelines';
import products from './products';
import refarch from './refarch';
import releases from './releases';
import updateGuides from './update-guides';

const sidebars: SidebarsConfig = {
  ...intro,
  ...foundations,
  ...library,
  ...libraryReference,
  ...pipelines,
  ...refarch,
  ...products,
  ...guides,
  ...updateGuides,
  ...releases,
  ...faq,
};

export default sidebars;
