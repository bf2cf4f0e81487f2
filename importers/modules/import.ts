/**
 * Reads a module repository's Terraform sources with a real HCL parser into catalog facts:
 * names, types, defaults and required flags. Descriptions in the sources are not copied: the
 * project writes its own (the merge keeps them by name).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@cdktf/hcl2json';

type HclBlock = Record<string, unknown>;
type HclFile = { variable?: Record<string, HclBlock[]>; output?: Record<string, HclBlock[]> };

export type InputFacts = {
  name: string;
  type: string;
  required: boolean;
  default?: string;
  typeDetails?: string;
};

export type ImportedModule = { slug: string; inputs: InputFacts[]; outputs: { name: string }[] };

/** hcl2json wraps expressions as "${...}"; this returns the expression itself. */
export function expression(value: unknown): string {
  if (typeof value === 'string') {
    const wrapped = /^\$\{([\s\S]*)\}$/.exec(value);
    return wrapped ? (wrapped[1] ?? '') : JSON.stringify(value);
  }
  return JSON.stringify(value);
}

/** An HCL expression for a default value (JSON syntax is valid HCL for literals). */
export function defaultExpression(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return expression(value);
  return JSON.stringify(value);
}

function toInput(name: string, block: HclBlock): InputFacts {
  const type = block.type === undefined ? 'any' : expression(block.type);
  const required = !('default' in block);
  return {
    name,
    type: type.replace(/\s+/g, ' '),
    required,
    ...(required ? {} : { default: defaultExpression(block.default) }),
    ...(type.includes('object(') ? { typeDetails: type } : {}),
  };
}

async function parseFile(file: string): Promise<HclFile> {
  if (!existsSync(file)) return {};
  return (await parse(path.basename(file), await readFile(file, 'utf8'))) as HclFile;
}

/** Reads modules/<name>/{variables,outputs}.tf for every module of the repository. */
export async function importModules(repoDir: string): Promise<ImportedModule[]> {
  const modulesDir = path.join(repoDir, 'modules');
  const names = (await readdir(modulesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const modules: ImportedModule[] = [];
  for (const slug of names) {
    const dir = path.join(modulesDir, slug);
    const variables = (await parseFile(path.join(dir, 'variables.tf'))).variable ?? {};
    const outputs = (await parseFile(path.join(dir, 'outputs.tf'))).output ?? {};
    const inputs = Object.entries(variables).map(([name, blocks]) =>
      toInput(name, blocks[0] ?? {}),
    );
    modules.push({
      slug,
      // Required inputs first, then alphabetical: the order reference pages show.
      inputs: inputs.sort(
        (a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name),
      ),
      outputs: Object.keys(outputs)
        .sort()
        .map((name) => ({ name })),
    });
  }
  return modules;
}

type Described = { name: string; description?: string };

function described(items: unknown): Map<string, string> {
  const map = new Map<string, string>();
  for (const item of (items as Described[] | undefined) ?? []) {
    if (item.description) map.set(item.name, item.description);
  }
  return map;
}

/**
 * Merges imported facts into an existing catalog record: facts overwrite, the project's prose
 * (title, description, overview, features) and each item's description are kept while the
 * item exists. New items arrive without a description, for the validator to report.
 */
export function mergeModule(
  existing: Record<string, unknown> | undefined,
  imported: ImportedModule,
  defaults: { group: string; version: string },
): Record<string, unknown> {
  const inputs = described(existing?.inputs);
  const outputs = described(existing?.outputs);
  const keep = (key: string) => (existing?.[key] === undefined ? {} : { [key]: existing[key] });
  return {
    group: defaults.group,
    slug: imported.slug,
    ...keep('title'),
    ...keep('description'),
    kind: 'terraform',
    version: defaults.version,
    source: `modules/${imported.slug}`,
    recordedFrom: 'reference',
    ...keep('overview'),
    ...keep('features'),
    inputs: imported.inputs.map(({ name, type, ...rest }) => ({
      name,
      type,
      ...(inputs.has(name) ? { description: inputs.get(name) } : {}),
      ...rest,
    })),
    outputs: imported.outputs.map(({ name }) => ({
      name,
      ...(outputs.has(name) ? { description: outputs.get(name) } : {}),
    })),
  };
}
