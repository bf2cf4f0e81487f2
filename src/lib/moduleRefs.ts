/**
 * Finds `?ref=` pins of Gruntwork module sources in page text and checks them against the
 * reference facts (pure; used by tests/unit/module-refs.test.ts).
 */
import { compareVersions } from './versions';

export type Pin = { repository: string; path: string; version: string; line: number };

const pinPattern =
  /gruntwork-io\/(terraform-aws-[a-z-]+)(?:\.git)?\/\/([a-z0-9_./-]+)\?ref=(v\d+\.\d+\.\d+)\b/g;

export function findPins(text: string): Pin[] {
  const pins: Pin[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(pinPattern)) {
      const [, repository = '', modulePath = '', version = ''] = match;
      pins.push({ repository, path: modulePath, version, line: index + 1 });
    }
  });
  return pins;
}

export type Published = {
  repository: string;
  source: string;
  version: string;
  submodules?: string[];
};

/**
 * Problems with one pin. A current page must pin the version the reference documents; a
 * historical guide (an upgrade walkthrough) may pin an older one, never a later one.
 */
export function checkPin(pin: Pin, catalog: readonly Published[], historical: boolean): string[] {
  const inRepo = catalog.filter((entry) => entry.repository === pin.repository);
  if (inRepo.length === 0) return [];
  const page = inRepo.find(
    (entry) =>
      entry.source === pin.path ||
      (entry.submodules ?? []).some((sub) => `${entry.source}/${sub}` === pin.path),
  );
  // A historical guide may name a module that has since moved or been removed.
  if (!page)
    return historical ? [] : [`${pin.repository}//${pin.path} is no module of the reference`];
  const order = compareVersions(pin.version, page.version);
  if (order > 0)
    return [`${pin.version} is later than ${page.version}, the release the reference documents`];
  if (order < 0 && !historical)
    return [`${pin.version} differs from ${page.version}, the release the reference documents`];
  return [];
}

const metaArguments = new Set([
  'source',
  'version',
  'providers',
  'count',
  'for_each',
  'depends_on',
]);

/**
 * Inputs that a code block sets on a pinned module: the attributes of a `module` block whose
 * source is pinned, or of a Terragrunt `inputs` block in a block whose `terraform` source is.
 * Lines are read by brace depth, which fits the flat examples of the docs.
 */
export function setInputs(code: string): { pin: Pin; names: string[] }[] {
  const lines = code.split('\n');
  const found: { pin: Pin; names: string[] }[] = [];
  let terragruntPin: Pin | undefined;
  let current: { pin?: Pin; names: string[]; depth: number; kind: 'module' | 'inputs' } | undefined;
  let depth = 0;
  lines.forEach((line, index) => {
    const opens = (line.match(/\{/g) ?? []).length;
    const closes = (line.match(/\}/g) ?? []).length;
    const [pin] = findPins(line).map((p) => ({ ...p, line: index + 1 }));
    if (depth === 0 && /^\s*module\s+"[^"]+"\s*\{/.test(line))
      current = { names: [], depth: 1, kind: 'module' };
    if (depth === 0 && /^\s*inputs\s*=\s*\{/.test(line))
      current = { pin: terragruntPin, names: [], depth: 1, kind: 'inputs' };
    if (pin) {
      if (current?.kind === 'module') current.pin = pin;
      else terragruntPin = pin;
    }
    const assigned = /^\s*([a-z_][a-z0-9_]*)\s*=/.exec(line)?.[1];
    if (current && assigned && depth === current.depth && !metaArguments.has(assigned)) {
      current.names.push(assigned);
    }
    depth += opens - closes;
    if (current && depth === 0) {
      if (current.pin) found.push({ pin: current.pin, names: current.names });
      current = undefined;
    }
  });
  return found;
}
