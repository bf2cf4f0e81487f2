/**
 * Merges published facts into a data record. Facts overwrite; the project's prose (title,
 * description, overview, features, deploy, manage, replacement) is kept, and so is each item's
 * description while the item still exists. Items the module does not have are dropped; new ones
 * arrive without a description. Nothing of the published prose is copied.
 */
import type { PublishedPage } from './parse';
import { tagKey } from '../../src/lib/tagKey';

type Item = { name: string; description?: string };
export type DataRecord = Record<string, unknown>;

export type Place =
  | { family: 'modules'; group: string; slug: string }
  | { family: 'services'; category: string; slug: string };

export type MergeResult = {
  record: DataRecord;
  /** What a writer still has to write in this file. */
  todo: string[];
};

const recorded = { reference: 'reference', usage: 'sample-usage', none: 'none' } as const;

function descriptions(items: unknown): Map<string, string> {
  const map = new Map<string, string>();
  if (!Array.isArray(items)) return map;
  for (const item of items as Item[]) {
    if (
      typeof item.name === 'string' &&
      typeof item.description === 'string' &&
      item.description.trim()
    ) {
      map.set(item.name, item.description);
    }
  }
  return map;
}

function prose(existing: DataRecord | undefined, key: string): Record<string, unknown> {
  return existing && existing[key] !== undefined ? { [key]: existing[key] } : {};
}

export function mergeRecord(
  existing: DataRecord | undefined,
  page: PublishedPage,
  place: Place,
): MergeResult {
  const todo: string[] = [];
  const inputText = descriptions(existing?.inputs);
  const outputText = descriptions(existing?.outputs);
  const inputs = page.inputs.map((input) => {
    const description = inputText.get(input.name);
    if (!description) todo.push(`input ${input.name}`);
    return {
      name: input.name,
      ...(input.type ? { type: input.type } : {}),
      ...(description ? { description } : {}),
      required: input.required,
      ...(input.default !== undefined ? { default: input.default } : {}),
      ...(input.typeDetails ? { typeDetails: input.typeDetails } : {}),
    };
  });
  const outputs = (page.outputs ?? []).map((output) => {
    const description = outputText.get(output.name);
    if (!description) todo.push(`output ${output.name}`);
    return { name: output.name, ...(description ? { description } : {}) };
  });
  for (const key of ['title', 'description', 'overview', 'features']) {
    if (!existing?.[key]) todo.push(key);
  }
  if (page.kind === 'deprecated' && !existing?.replacement) todo.push('replacement');
  if (place.family === 'services') {
    for (const key of ['deploy', 'manage']) if (!existing?.[key]) todo.push(key);
  }
  const where =
    place.family === 'modules'
      ? { group: place.group }
      : { category: place.category, ...(page.tags?.length ? { tags: page.tags.map(tagKey) } : {}) };
  const record: DataRecord = {
    ...where,
    slug: place.slug,
    ...prose(existing, 'title'),
    ...prose(existing, 'description'),
    kind: page.kind,
    version: page.version,
    ...(page.lastModifiedVersion ? { lastModifiedVersion: page.lastModifiedVersion } : {}),
    source: page.source,
    ...(page.kind === 'terraform' ? { recordedFrom: recorded[page.recorded] } : {}),
    ...(page.deprecation ? { deprecation: page.deprecation } : {}),
    ...(page.kind === 'deprecated' ? prose(existing, 'replacement') : {}),
    ...(page.submodules ? { submodules: page.submodules } : {}),
    ...prose(existing, 'overview'),
    ...prose(existing, 'features'),
    ...(place.family === 'services'
      ? { ...prose(existing, 'deploy'), ...prose(existing, 'manage') }
      : {}),
    inputs,
    outputs,
  };
  return { record, todo };
}

/** Differences between a data record and the published facts, one line each (for --check). */
export function diffRecord(existing: DataRecord | undefined, page: PublishedPage): string[] {
  if (!existing) return ['new page'];
  const lines: string[] = [];
  if (existing.version !== page.version)
    lines.push(`version ${String(existing.version)} -> ${page.version}`);
  if (existing.kind !== page.kind)
    lines.push(
      `kind ${typeof existing.kind === 'string' ? existing.kind : '(none)'} -> ${page.kind}`,
    );
  if (existing.source !== page.source)
    lines.push(
      `source ${typeof existing.source === 'string' ? existing.source : '(none)'} -> ${page.source}`,
    );
  const ours = new Map(
    ((existing.inputs as DataRecord[] | undefined) ?? []).map((input) => [
      input.name as string,
      input,
    ]),
  );
  const theirs = new Map(page.inputs.map((input) => [input.name, input]));
  const missing = page.inputs.filter((input) => !ours.has(input.name)).map((input) => input.name);
  const extra = [...ours.keys()].filter((name) => !theirs.has(name));
  if (missing.length) lines.push(`inputs missing (${missing.length}): ${missing.join(', ')}`);
  if (extra.length) lines.push(`inputs not in the module (${extra.length}): ${extra.join(', ')}`);
  for (const input of page.inputs) {
    const mine = ours.get(input.name);
    if (!mine) continue;
    if (mine.required !== input.required)
      lines.push(`${input.name}: required ${String(mine.required)} -> ${String(input.required)}`);
    if ((mine.type as string | undefined) !== input.type)
      lines.push(`${input.name}: type ${String(mine.type)} -> ${String(input.type)}`);
    if ((mine.default as string | undefined) !== input.default)
      lines.push(`${input.name}: default differs`);
  }
  const ourOutputs = new Set(
    ((existing.outputs as DataRecord[] | undefined) ?? []).map((output) => output.name as string),
  );
  const theirOutputs = new Set((page.outputs ?? []).map((output) => output.name));
  const missingOutputs = [...theirOutputs].filter((name) => !ourOutputs.has(name));
  const extraOutputs = [...ourOutputs].filter((name) => !theirOutputs.has(name));
  if (missingOutputs.length)
    lines.push(`outputs missing (${missingOutputs.length}): ${missingOutputs.join(', ')}`);
  if (extraOutputs.length)
    lines.push(`outputs not in the module (${extraOutputs.length}): ${extraOutputs.join(', ')}`);
  return lines;
}
