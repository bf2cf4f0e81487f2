/**
 * Merges writers' texts into a data record (pure): item descriptions and, where given, the
 * page's description, overview, features and replacement. The CLI is apply-texts.ts.
 */
import * as z from 'zod';
import type { DataRecord } from './merge';

const text = z.string().trim().min(1);
export const answerSchema = z.strictObject({
  inputs: z.record(z.string(), text).optional(),
  outputs: z.record(z.string(), text).optional(),
  description: z.string().min(20).max(200).optional(),
  overview: text.optional(),
  features: z.array(z.string().min(3)).min(2).optional(),
  replacement: text.optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/** Sets an item's description, keeping the importer's key order: name, type, description. */
function setDescription(item: DataRecord, description: string): void {
  const entries = Object.entries(item).filter(([key]) => key !== 'description');
  const at = entries.findIndex(([key]) => key !== 'name' && key !== 'type');
  entries.splice(at === -1 ? entries.length : at, 0, ['description', description]);
  for (const key of Object.keys(item)) Reflect.deleteProperty(item, key);
  Object.assign(item, Object.fromEntries(entries));
}

/** Applies one answer to a record; returns the problems and what is still missing. */
export function applyAnswer(
  record: DataRecord,
  answer: Answer,
): { problems: string[]; missing: string[] } {
  const problems: string[] = [];
  for (const family of ['inputs', 'outputs'] as const) {
    const items = (record[family] ?? []) as DataRecord[];
    const names = new Set(items.map((item) => item.name as string));
    for (const name of Object.keys(answer[family] ?? {})) {
      if (!names.has(name)) problems.push(`${family} ${name}: the module has no such item`);
    }
    for (const item of items) {
      const written = answer[family]?.[item.name as string];
      if (written) setDescription(item, written.trim());
    }
  }
  for (const key of ['description', 'overview', 'features', 'replacement'] as const) {
    if (answer[key] !== undefined)
      record[key] = typeof answer[key] === 'string' ? answer[key].trim() : answer[key];
  }
  const missing = [
    ...((record.inputs ?? []) as DataRecord[])
      .filter((i) => !i.description)
      .map((i) => `input ${String(i.name)}`),
    ...((record.outputs ?? []) as DataRecord[])
      .filter((o) => !o.description)
      .map((o) => `output ${String(o.name)}`),
    ...(record.kind === 'deprecated' && !record.replacement ? ['replacement'] : []),
  ];
  return { problems, missing };
}
