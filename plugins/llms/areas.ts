/**
 * The sections of /llms.txt: one per product area, each made of the sidebars of its file in
 * sidebars/ (imported, so a sidebar added there is in its area at once). `depth` keeps big
 * generated sidebars to their key pages: the reference to its catalogs and groups, the release
 * notes to their landing page and years.
 */
import faq from '../../sidebars/faq';
import foundations from '../../sidebars/foundations';
import guides from '../../sidebars/guides';
import intro from '../../sidebars/intro';
import library from '../../sidebars/library';
import libraryReference from '../../sidebars/library-reference';
import pipelines from '../../sidebars/pipelines';
import products from '../../sidebars/products';
import refarch from '../../sidebars/refarch';
import releases from '../../sidebars/releases';
import updateGuides from '../../sidebars/update-guides';
import type { Area } from './render';

const ids = (sidebars: object) => Object.keys(sidebars);

export const areas: Area[] = [
  { title: 'Introduction', sidebars: ids(intro), depth: 1 },
  { title: 'Foundations', sidebars: ids(foundations), depth: 1 },
  { title: 'Gruntwork Library', sidebars: ids(library), depth: 1 },
  { title: 'Library reference (modules and services)', sidebars: ids(libraryReference), depth: 2 },
  { title: 'Gruntwork Pipelines', sidebars: ids(pipelines), depth: 1 },
  { title: 'Reference Architecture', sidebars: ids(refarch), depth: 1 },
  {
    title: 'Landing Zone, ECS Deploy Runner, Patcher and the Developer Portal',
    sidebars: ids(products),
    depth: 1,
  },
  { title: 'Guides', sidebars: ids(guides), depth: 1 },
  { title: 'Update guides', sidebars: ids(updateGuides), depth: 0 },
  { title: 'Release notes', sidebars: ids(releases), depth: 0 },
  { title: 'FAQ', sidebars: ids(faq), depth: 1 },
];
