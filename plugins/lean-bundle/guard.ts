/**
 * Build guard: a production build fails when one of the plugin's contact points matched
 * nothing. An upstream file that moved or was renamed would otherwise leave its replacement,
 * loader or alias silently unused: the site builds, but heavier or wrong.
 */
import type { Compiler } from '@rspack/core';
import type { Bundle, Contact } from './contacts';

type ModuleLike = { resource?: string | null };

/** The contacts that no module of the build used; pure, for tests. */
export function unmatched(contacts: readonly Contact[], resources: readonly string[]): Contact[] {
  const clean = resources.map((resource) => resource.split('?')[0] ?? resource);
  const has = new Set(clean);
  return contacts.filter((contact) => {
    switch (contact.kind) {
      case 'loader':
        return !clean.some((resource) => contact.pattern.test(resource));
      default:
        return !has.has(contact.ours);
    }
  });
}

export function describeUnmatched(bundle: Bundle, missing: readonly Contact[]): string {
  return [
    `lean-bundle: ${missing.length} contact point(s) matched nothing in the ${bundle} build, so upstream changed under them:`,
    ...missing.map((contact) => {
      const target = contact.upstream
        ? ` (${contact.upstream.package}/${contact.upstream.file})`
        : '';
      return `  - ${contact.id}${target}: ${contact.saves}`;
    }),
    'Compare the upstream file with ours and update plugins/lean-bundle/contacts.ts (see its README), or build with LEAN_BUNDLE=off.',
  ].join('\n');
}

export class ContactGuardPlugin {
  constructor(
    private readonly bundle: Bundle,
    private readonly contacts: readonly Contact[],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('LeanBundleContactGuard', (compilation) => {
      compilation.hooks.finishModules.tap('LeanBundleContactGuard', (modules) => {
        const resources = [...(modules as Iterable<ModuleLike>)].flatMap((module) =>
          module.resource ? [module.resource] : [],
        );
        const missing = unmatched(this.contacts, resources);
        if (missing.length > 0) {
          const error = new compiler.webpack.WebpackError(describeUnmatched(this.bundle, missing));
          compilation.errors.push(error as unknown as (typeof compilation.errors)[number]);
        }
      });
    });
  }
}
