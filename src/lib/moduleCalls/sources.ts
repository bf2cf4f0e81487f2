/**
 * A module `source` string to the Gruntwork repository, module path and pinned version it names.
 * Pure. Reads the forms the docs use: `git::git@github.com:gruntwork-io/<repo>.git//<path>?ref=`,
 * `git::https://github.com/...`, `github.com/gruntwork-io/...`, and sources built from locals
 * (`"${local.source_base_url}?ref=v0.105.1"`), which are expanded first.
 */

export interface ModuleSource {
  repository: string;
  /** Path inside the repository, without leading or trailing slashes: `modules/vpc-app`. */
  path: string;
  /** The `?ref=` value as written, when there is one. */
  ref?: string;
}

const gruntworkSource =
  /github\.com[:/]gruntwork-io\/(terraform-aws-[a-z0-9-]+)(?:\.git)?(?:\/\/([^?"\s]*))?(?:\?ref=([^&"\s]+))?/;

/** Replaces `${local.name}` with the value of that local, when it is a plain string. */
export function expandLocals(value: string, locals: Readonly<Record<string, unknown>>): string {
  return value.replace(/\$\{local\.([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    const found = locals[name];
    return typeof found === 'string' ? found : whole;
  });
}

/** The Gruntwork module a source names, or undefined for any other source. */
export function parseSource(
  source: string,
  locals: Readonly<Record<string, unknown>> = {},
): ModuleSource | undefined {
  const match = gruntworkSource.exec(expandLocals(source, locals));
  if (!match) return undefined;
  const [, repository = '', modulePath = '', ref] = match;
  return {
    repository,
    path: modulePath.replace(/^\/+|\/+$/g, ''),
    ...(ref ? { ref } : {}),
  };
}

/** True when a ref is a release tag (`v0.26.6`) rather than a placeholder (`<VERSION>`). */
export function isReleaseTag(ref: string): boolean {
  return /^v\d+\.\d+\.\d+$/.test(ref);
}
