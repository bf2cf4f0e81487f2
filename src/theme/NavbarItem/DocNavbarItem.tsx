/**
 * Ejected from the classic theme to look the active doc up in a Map (useActiveDoc) instead of
 * matching the pathname against every doc path; rendering is unchanged.
 */
import React, { type ReactNode } from 'react';
import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props } from '@theme/NavbarItem/DocNavbarItem';
import { useActiveDoc } from './useActiveDoc';

export default function DocNavbarItem({
  docId,
  label: staticLabel,
  docsPluginId,
  ...props
}: Props): ReactNode {
  const activeDoc = useActiveDoc(docsPluginId);
  const doc = useLayoutDoc(docId, docsPluginId);
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
