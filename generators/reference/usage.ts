/**
 * Sample usage built from the facts: the module's real source at its real version and every
 * required input with a placeholder of its type, so the sample always agrees with the reference.
 */
import type { InputData } from './schema';

export type UsageFacts = {
  slug: string;
  repository: string;
  source: string;
  version: string;
  inputs: readonly Pick<InputData, 'name' | 'type' | 'required'>[];
};

/** A valid HCL value of the type, for the reader to replace. */
export function placeholder(type: string | undefined): string {
  const head = /^\s*([a-z]+)/.exec(type ?? '')?.[1];
  switch (head) {
    case 'string':
      return '""';
    case 'number':
      return '0';
    case 'bool':
      return 'false';
    case 'list':
    case 'set':
    case 'tuple':
      return '[]';
    case 'map':
    case 'object':
      return '{}';
    default:
      return 'null';
  }
}

export function moduleSource(facts: Pick<UsageFacts, 'repository' | 'source' | 'version'>): string {
  return `git::git@github.com:gruntwork-io/${facts.repository}.git//${facts.source}?ref=${facts.version}`;
}

function assignments(inputs: UsageFacts['inputs'], indent: string): string[] {
  const required = inputs.filter((input) => input.required);
  if (required.length === 0) return [];
  const width = Math.max(...required.map((input) => input.name.length));
  return [
    '',
    `${indent}# Required inputs: replace each placeholder with your value.`,
    ...required.map(
      (input) =>
        `${indent}${input.name.padEnd(width)} = ${placeholder(input.type)} # ${input.type ?? 'type not recorded'}`,
    ),
  ];
}

export function terraformUsage(facts: UsageFacts): string {
  return [
    `module "${facts.slug.replace(/-/g, '_')}" {`,
    `  source = "${moduleSource(facts)}"`,
    ...assignments(facts.inputs, '  '),
    '}',
  ].join('\n');
}

export function terragruntUsage(facts: UsageFacts): string {
  return [
    'terraform {',
    `  source = "${moduleSource(facts)}"`,
    '}',
    '',
    'inputs = {',
    ...assignments(facts.inputs, '  ').slice(1),
    '}',
  ].join('\n');
}
