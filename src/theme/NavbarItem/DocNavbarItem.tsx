/**
 * Ejected from the classic theme: the active doc, the linked doc and sidebar come from
 * ./useDocsNavbarData.ts (the matched route and Map lookups) instead of matching the pathname
 * against every doc path once per hook; rendering is unchanged.
 */
import React, { type ReactNode } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocNavbarItem';
import { useActiveDoc, useNavbarDoc } from './useDocsNavbarData';

export default function DocNavbarItem({
  docId,
  label: staticLabel,
  docsPluginId,
  ...props
}: Props): ReactNode {
  const activeDoc = useActiveDoc();
  const doc = useNavbarDoc(docId, docsPluginId);
  const pageActive = activeDoc?.path === doc?.path;
  // Draft and unlisted docs stay out of the navbar.
  if (doc === null || (doc.unlisted && !pageActive)) return null;
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => pageActive || (!!activeDoc?.sidebar && activeDoc.sidebar === doc.sidebar)}
      label={staticLabel ?? doc.id}
      to={doc.path}
    />
  );
}
