/** Old URL forms that must keep reaching today's pages. */

const canonicalModulePath = /^\/reference\/modules\/terraform-aws-([a-z0-9-]+)\/([a-z0-9_-]+)$/;

/**
 * For a canonical module page /reference/modules/terraform-aws-<group>/<module>, the bare
 * /reference/modules/<group>/<module> form that older links use.
 */
export function referenceRedirects(existingPath: string): string[] | undefined {
  const match = canonicalModulePath.exec(existingPath);
  if (!match) return undefined;
  return [`/reference/modules/${match[1] ?? ''}/${match[2] ?? ''}`];
}
