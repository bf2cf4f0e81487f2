/**
 * The link-preview cards: one for the site and one per kind of generated page, rendered to
 * static/img/social/<name>.png by `npm run social-cards` and named by each page's `image`.
 */
import { brand } from './brand';

export interface SocialCard {
  name: string;
  title: string;
  subtitle: string;
}

export const socialCards: readonly SocialCard[] = [
  {
    name: 'site',
    title: 'Gruntwork Docs',
    subtitle: brand.tagline,
  },
  {
    name: 'reference',
    title: 'Library Reference',
    subtitle: 'Inputs, outputs, sample usage and releases of every Gruntwork module and service.',
  },
  {
    name: 'knowledge-base',
    title: 'Knowledge Base',
    subtitle: 'Problems Gruntwork customers ran into, and how each one was solved.',
  },
  {
    name: 'release-notes',
    title: 'Release notes',
    subtitle: 'Every Gruntwork release since June 2016, month by month and per repository.',
  },
];

/** The site path of a card's image. */
export function socialCardPath(name: SocialCard['name']): string {
  return `/img/social/${name}.png`;
}
