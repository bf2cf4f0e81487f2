/** Navbar and footer of the site, as plain data the config hands to the classic theme. */
import type { Footer, NavbarItem } from '@docusaurus/theme-common';
import { brand, copyrightLine } from './brand';

/** The six product entries of the "Docs" dropdown, each opening its sidebar's landing page. */
export const docsDropdown = [
  { label: 'DevOps Foundations', sidebarId: 'foundations' },
  { label: 'Library', sidebarId: 'library' },
  { label: 'Pipelines', sidebarId: 'pipelines' },
  { label: 'Patcher', sidebarId: 'patcher' },
  { label: 'Reference Architecture', sidebarId: 'refarch' },
  { label: 'Developer Portal', sidebarId: 'developerPortal' },
] as const;

/** The three right-hand links; the "More" dropdown repeats them for narrow screens. */
const rightLinks = [
  { label: 'Knowledge Base', href: brand.github.knowledgeBase },
  { label: 'Support', to: '/support' },
  { label: 'Sign In', href: brand.urls.app },
] as const;

/** Navbar items in display order. */
export const navbarItems: NavbarItem[] = [
  { type: 'doc', docId: 'intro/overview/intro-to-gruntwork', label: 'Intro', position: 'left' },
  {
    type: 'dropdown',
    label: 'Docs',
    position: 'left',
    items: docsDropdown.map(({ label, sidebarId }) => ({ type: 'docSidebar', sidebarId, label })),
  },
  {
    type: 'docSidebar',
    sidebarId: 'libraryReference',
    label: 'Library Reference',
    position: 'left',
  },
  { to: '/tools', label: 'Tools', position: 'left' },
  { to: '/courses', label: 'Courses', position: 'left' },
  ...rightLinks.map((link) => ({
    ...link,
    position: 'right' as const,
    className: 'navbar__item--wide',
  })),
  {
    type: 'dropdown',
    label: 'More',
    position: 'right',
    className: 'navbar__item--narrow',
    items: rightLinks.map((link) => ({ ...link })),
  },
  { type: 'localeDropdown', position: 'right' },
  { type: 'search', position: 'right' },
];

/** Footer link groups, logo and copyright. */
export const footer: Footer = {
  style: 'dark',
  logo: {
    alt: `${brand.company} logo`,
    src: 'img/logo-dark.svg',
    href: brand.urls.website,
    width: 160,
    height: 40,
  },
  links: [
    {
      title: 'Company',
      items: [
        { label: 'Gruntwork.io', href: brand.urls.website },
        { label: 'Blog', href: brand.urls.blog },
        { label: 'Newsletter', href: brand.urls.newsletter },
        { label: 'Store', href: brand.urls.store },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Knowledge Base', href: brand.github.knowledgeBase },
        { label: 'Community Slack', href: brand.urls.slack },
        { label: 'GitHub', href: brand.github.orgUrl },
        { label: 'Twitter', href: brand.urls.twitter },
      ],
    },
    {
      title: 'Resources',
      items: [
        { label: 'Production Framework', to: '/guides/production-framework' },
        { label: 'Developer Portal', href: brand.urls.app },
        { label: 'IaC Library on GitHub', href: brand.urls.iacLibrary },
        { label: 'DevOps Checklist', href: brand.urls.devopsChecklist },
        { label: 'Terragrunt', href: brand.urls.terragrunt },
        { label: 'Terratest', href: brand.urls.terratest },
        { label: 'Gruntwork Releases', to: '/guides/stay-up-to-date' },
        { label: 'Style Guides', to: '/guides/style' },
        { label: 'Support', to: '/support' },
      ],
    },
    {
      title: 'Legal',
      items: [
        { label: 'Privacy Policy', href: brand.urls.privacy },
        { label: 'Cookie Policy', href: brand.urls.cookies },
        { label: 'Website Terms', href: brand.urls.websiteTerms },
      ],
    },
  ],
  copyright: copyrightLine(),
};
