/** How the site names each kind of release (the kinds are generators/releases/schema.ts#releaseKinds). */
export const releaseKindLabels: Record<string, string> = {
  breaking: 'Breaking change',
  feature: 'Feature',
  fix: 'Fix',
  dependency: 'Dependencies',
  docs: 'Docs',
};
