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

/** A category whose own page is the folder's index doc. */
export function section(label: string, indexId: string, items: SidebarItem[]): SidebarItem {
  return { type: 'category', label, link: { type: 'doc', id: indexId }, items };
}

/** A category without a page of its own. */
export function group(label: string, items: SidebarItem[]): SidebarItem {
  return { type: 'category', label, items };
}

/** Prefixes doc ids with a folder. */
export function docs(folder: string, ids: string[]): SidebarItem[] {
  return ids.map((id) => `${folder}/${id}`);
}
