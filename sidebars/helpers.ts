/** Small builders shared by the sidebar files. */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** One entry of a sidebar (doc, link, category, ...). */
export type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** The back link that opens every update-guide sidebar. */
export const updateGuidesBackLink: SidebarItem = {
  type: 'link',
  label: 'Update Guides',
  href: '/guides/stay-up-to-date',
  className: 'sidebar-back-link',
};

/** The back link that opens the FAQ sidebar. */
export const faqBackLink: SidebarItem = {
  type: 'link',
  label: 'FAQ',
  href: '/faq',
  className: 'sidebar-back-link',
};

/** A doc entry with an explicit label: how each sidebar's landing link is written. */
export function landing(id: string, label: string): SidebarItem {
  return { type: 'doc', id, label };
}
