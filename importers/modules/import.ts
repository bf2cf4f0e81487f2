/** Reads a module repository's Terraform sources with a real HCL parser into catalog data. */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@cdktf/hcl2json';
import type { InputData } from '../../generators/reference/schema';

type HclBlock = Record<string, unknown>;
type HclFile = { variable?: Record<string, HclBlock[]>; output?: Record<string, HclBlock[]> };

export type ImportedModule = {
  slug: string;
  description: string | undefined;
  inputs: InputData[];
  outputs: { name: string; description: string; sensitive: boolean }[];
};

const undocumented = 'Not described in the module source.';

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

function toInput(name: string, block: HclBlock): InputData {
  const type = block.type === undefined ? 'any' : expression(block.type);
  const required = !('default' in block);
  return {
    name,
    type: type.replace(/\s+/g, ' '),
    description:
      typeof block.description === 'string' && block.description.trim()
        ? block.description.trim()
        : undocumented,
    required,
    ...(required ? {} : { default: defaultExpression(block.default) }),
    sensitive: block.sensitive === true,
    ...(type.includes('object(') ? { typeDetails: type } : {}),
  };
}

async function parseFile(file: string): Promise<HclFile> {
  if (!existsSync(file)) return {};
  return (await parse(path.basename(file), await readFile(file, 'utf8'))) as HclFile;
}

/** First paragraph of a README after its title. */
export function readmeSummary(markdown: string): string | undefined {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !block.startsWith('#'))
    ?.replace(/\s+/g, ' ');
}

/** Reads modules/<name>/{variables,outputs}.tf and README.md for every module of the repository. */
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
    const readme = path.join(dir, 'README.md');
    const inputs = Object.entries(variables).map(([name, blocks]) =>
      toInput(name, blocks[0] ?? {}),
    );
    modules.push({
      slug,
      description: existsSync(readme) ? readmeSummary(await readFile(readme, 'utf8')) : undefined,
      // Required inputs first, then alphabetical: the order reference pages show.
      inputs: inputs.sort(
        (a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name),
      ),
      outputs: Object.entries(outputs)
        .map(([name, blocks]) => {
          const block = blocks[0] ?? {};
          return {
            name,
            description:
              typeof block.description === 'string' && block.description.trim()
                ? block.description.trim()
                : undocumented,
            sensitive: block.sensitive === true,
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name)),
    });
  }
  return modules;
}

/**
 * Merges imported facts into an existing catalog record: inputs and outputs come from the
 * source, while hand-written fields (overview, features, usage, title) are kept; a hand-written
 * description of an input or output wins over a missing one in the source.
 */
export function mergeModule(
  existing: Record<string, unknown> | undefined,
  imported: ImportedModule,
  defaults: { group: string; version: string },
): Record<string, unknown> {
  const oldInputs = new Map(
    ((existing?.inputs as InputData[] | undefined) ?? []).map((input) => [input.name, input]),
  );
  const oldOutputs = new Map(
    ((existing?.outputs as { name: string; description: string }[] | undefined) ?? []).map(
      (output) => [output.name, output],
    ),
  );
  return {
    group: defaults.group,
    slug: imported.slug,
    title: existing?.title ?? imported.slug,
    description: existing?.description ?? imported.description ?? undocumented,
    version: defaults.version,
    overview: existing?.overview ?? imported.description ?? undocumented,
    features: existing?.features ?? [],
    usage: existing?.usage ?? { terraform: '', terragrunt: '' },
    inputs: imported.inputs.map((input) => ({
      ...input,
      description:
        input.description === undocumented
          ? (oldInputs.get(input.name)?.description ?? undocumented)
          : input.description,
    })),
    outputs: imported.outputs.map((output) => ({
      ...output,
      description:
        output.description === undocumented
          ? (oldOutputs.get(output.name)?.description ?? undocumented)
          : output.description,
    })),
  };
}
