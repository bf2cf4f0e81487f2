/**
 * Ejected from the classic theme: the active doc, the linked doc and sidebar come from
 * ./useDocsNavbarData.ts (the matched route and Map lookups) instead of matching the pathname
 * against every doc path once per hook; rendering is unchanged.
 */
import React, { type ReactNode } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocSidebarNavbarItem';
import { useActiveDoc, useNavbarSidebar } from './useDocsNavbarData';

export default function DocSidebarNavbarItem({
  sidebarId,
  label,
  docsPluginId,
  ...props
}: Props): ReactNode {
  const activeDoc = useActiveDoc();
  const sidebarLink = useNavbarSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(
      `DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`,
    );
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => activeDoc?.sidebar === sidebarId}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
