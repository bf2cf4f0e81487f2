/** Merges writers' knowledge-base articles into thread records (pure). */
import * as z from 'zod';
import { articleShape } from '../../generators/knowledge-base/schema';
import { proseFields } from './run';

export const answersSchema = z.record(
  z.string().regex(/^\d+$/, 'must be a thread number'),
  z.strictObject(articleShape),
);
export type Answers = z.infer<typeof answersSchema>;

/** The record with the writer's prose in place of ours (facts untouched). */
export function applyArticle(
  record: Record<string, unknown>,
  answer: Answers[string],
): Record<string, unknown> {
  const facts = Object.fromEntries(
    Object.entries(record).filter(([key]) => !(proseFields as readonly string[]).includes(key)),
  );
  const modules = answer.modules?.length ? { modules: answer.modules } : {};
  return {
    ...facts,
    title: answer.title,
    area: answer.area,
    ...modules,
    problem: answer.problem,
    ...(answer.cause ? { cause: answer.cause } : {}),
    resolution: answer.resolution,
  };
}
