/**
 * The one checker of Gruntwork module calls: a Terraform `module` block or a Terragrunt unit
 * (`terraform { source }` with `inputs = {}`), judged against the reference facts. Used by the
 * code-example test over the whole site (tests/unit/module-calls.test.ts) and by the MCP
 * server's `check_module_call`, so both say the same thing about the same code.
 *
 * Parsed with a real HCL parser; the parser gives no positions, so lines are found in the text
 * by the block and argument names.
 */
import { compareVersions } from '../versions';
import { isReleaseTag, parseSource, type ModuleSource } from './sources';
import { closestName, typeMismatch } from './values';

export interface InputFacts {
  name: string;
  type?: string;
  required: boolean;
}

export interface ModuleFacts {
  /** How messages name the module: `terraform-aws-vpc//modules/vpc-app`. */
  id: string;
  repository: string;
  /** Path of the module in its repository: `modules/vpc-app`. */
  source: string;
  /** The release the reference documents. */
  version: string;
  submodules?: readonly string[];
  /** `reference`: every input is known; `sample-usage`: some are; `none`: none are. */
  recordedFrom?: string;
  inputs: readonly InputFacts[];
}

export interface Reference {
  modules: readonly ModuleFacts[];
  /** Release tags per repository (data/releases). */
  releases: Readonly<Record<string, readonly string[]>>;
  /**
   * Code names (in backticks) that a repository's release notes mention: an input the 2023
   * reference no longer lists but a note names (`opt_in_regions` became required in
   * terraform-aws-security v0.52.0) existed, so an older pin may set it.
   */
  mentioned?: Readonly<Record<string, ReadonlySet<string>>>;
}

/** The code names in backticks of some release summaries. */
export function namesInNotes(summaries: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const summary of summaries)
    for (const match of summary.matchAll(/`([A-Za-z][A-Za-z0-9_]*)`/g)) names.add(match[1] ?? '');
  return names;
}

export type FindingKind = 'parse' | 'unknown-input' | 'missing-input' | 'pin' | 'type' | 'module';

export interface Finding {
  kind: FindingKind;
  /** 1-based line in the code given. */
  line: number;
  message: string;
  /** For an unknown input: the real input it most likely meant. */
  closest?: string;
}

export interface Call {
  /**
   * `module`: a module block; `terragrunt`: a unit, or a shared defaults file whose units append
   * the `?ref=` (a local holding the source and an `inputs` map); `source`: a lone `source = ...`
   * line, whose pin alone is checked.
   */
  kind: 'module' | 'terragrunt' | 'source';
  /** The module block's label, `terragrunt` or `source`. */
  name: string;
  line: number;
  source: ModuleSource;
  module?: ModuleFacts;
}

export interface CheckResult {
  calls: Call[];
  findings: Finding[];
}

/** Arguments of a module block that are Terraform's, not the module's. */
const metaArguments = new Set([
  'source',
  'version',
  'providers',
  'count',
  'for_each',
  'depends_on',
]);

type Hcl = {
  source?: unknown;
  module?: Record<string, Record<string, unknown>[]>;
  terraform?: Record<string, unknown>[];
  inputs?: unknown;
  locals?: Record<string, unknown>[];
  include?: unknown;
};

/** Lines from `start` (0-based) to the line that closes the block opened there. */
function blockLines(lines: readonly string[], start: number): [number, number] {
  let depth = 0;
  let opened = false;
  for (let i = start; i < lines.length; i += 1) {
    const line = (lines[i] ?? '').replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/#.*$/, '');
    for (const char of line) {
      if (char === '{') {
        depth += 1;
        opened = true;
      } else if (char === '}') depth -= 1;
    }
    if (opened && depth <= 0) return [start, i];
  }
  return [start, lines.length - 1];
}

const find = (lines: readonly string[], pattern: RegExp, from = 0, to = lines.length - 1) => {
  for (let i = Math.max(0, from); i <= to; i += 1) if (pattern.test(lines[i] ?? '')) return i;
  return -1;
};

/** A comment line with an ellipsis (`# ...`) marks arguments left out on purpose. */
const elides = (lines: readonly string[], [from, to]: [number, number]) =>
  lines.slice(from, to + 1).some((line) => /^\s*(#|\/\/).*(\.\.\.|…)/.test(line));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reference entry a source names, or a finding about the pin or the path. */
function judgeSource(
  source: ModuleSource,
  reference: Reference,
  line: number,
  options: { refElsewhere?: boolean } = {},
): { module?: ModuleFacts; current: boolean; findings: Finding[] } {
  const findings: Finding[] = [];
  const pin = (message: string) => findings.push({ kind: 'pin', line, message });
  const inRepo = reference.modules.filter((entry) => entry.repository === source.repository);
  const releases = reference.releases[source.repository] ?? [];
  const module = inRepo.find((entry) => entry.source === source.path);
  const submodule = inRepo.find((entry) =>
    (entry.submodules ?? []).some((sub) => `${entry.source}/${sub}` === source.path),
  );
  const documented = module?.version ?? submodule?.version ?? inRepo[0]?.version;
  const ref = source.ref;
  let current = true;
  if (ref === undefined) {
    if (!options.refElsewhere && (inRepo.length > 0 || releases.length > 0))
      pin(`${source.repository} is not pinned: add ?ref= with a release tag`);
  } else if (isReleaseTag(ref)) {
    const order = documented ? compareVersions(ref, documented) : 0;
    current = order === 0;
    if (order > 0)
      pin(`${ref} is later than ${documented ?? ''}, the release the reference documents`);
    else if (order < 0 && releases.length > 0 && !releases.includes(ref))
      pin(`${ref} is not a release of ${source.repository}`);
    else if (!documented && releases.length > 0 && !releases.includes(ref))
      pin(`${ref} is not a release of ${source.repository}`);
  }
  // An older pin may name a module that has since moved; only the current one must exist.
  if (!module && !submodule && inRepo.length > 0 && current)
    findings.push({
      kind: 'module',
      line,
      message: `${source.repository}//${source.path} is no module of the reference`,
    });
  return { module, current, findings };
}

/** Findings about the arguments given to one module. */
function judgeArguments(
  module: ModuleFacts,
  args: Record<string, unknown>,
  options: {
    current: boolean;
    elided: boolean;
    lineOf: (name: string) => number;
    line: number;
    mentioned?: ReadonlySet<string>;
  },
): Finding[] {
  if (module.recordedFrom === 'none' || module.inputs.length === 0) return [];
  const findings: Finding[] = [];
  const inputs = new Map(module.inputs.map((input) => [input.name, input]));
  const names = [...inputs.keys()];
  for (const [name, value] of Object.entries(args)) {
    if (metaArguments.has(name)) continue;
    const input = inputs.get(name);
    if (!input) {
      // A partial list of inputs (from a sample) cannot say that a name does not exist.
      if (module.recordedFrom !== 'reference') continue;
      if (!options.current && options.mentioned?.has(name)) continue;
      const closest = closestName(name, names);
      findings.push({
        kind: 'unknown-input',
        line: options.lineOf(name),
        message: `${module.id} has no input ${name}${closest ? ` (did you mean ${closest}?)` : ''}`,
        ...(closest ? { closest } : {}),
      });
      continue;
    }
    // Older pins are judged only for inputs that do not exist: types may have changed since.
    const wrong = options.current ? typeMismatch(input.type, value) : undefined;
    if (wrong)
      findings.push({ kind: 'type', line: options.lineOf(name), message: `${name} ${wrong}` });
  }
  if (options.current && !options.elided) {
    const missing = module.inputs.filter((input) => input.required && !(input.name in args));
    if (missing.length > 0)
      findings.push({
        kind: 'missing-input',
        line: options.line,
        message: `${module.id} requires ${missing.map((input) => input.name).join(', ')}: set ${missing.length > 1 ? 'them' : 'it'} or mark the elision with a "# ..." line`,
      });
  }
  return findings;
}

/** Parses code and checks every Gruntwork module call in it. */
export async function checkCode(code: string, reference: Reference): Promise<CheckResult> {
  let hcl: Hcl;
  try {
    // Loaded on first use: the parser is a WebAssembly build of HashiCorp's HCL library, which
    // a process that never checks code (the MCP server until its first check) need not load.
    const { parse } = await import('@cdktf/hcl2json');
    hcl = (await parse('example.hcl', code)) as Hcl;
  } catch (error) {
    const text = String(error instanceof Error ? error.message : error);
    const line = Number(/:(\d+),\d+/.exec(text)?.[1] ?? 1);
    const reason = /\[(?:[^:\]]*:\d+,[\d-]+,?[\d-]*: )?([^\]]*)\]/.exec(text)?.[1] ?? text;
    return { calls: [], findings: [{ kind: 'parse', line, message: `does not parse: ${reason}` }] };
  }
  const lines = code.split('\n');
  const locals = Object.assign({}, ...(hcl.locals ?? [])) as Record<string, unknown>;
  const calls: Call[] = [];
  const findings: Finding[] = [];

  for (const [name, blocks] of Object.entries(hcl.module ?? {})) {
    for (const args of blocks) {
      if (typeof args.source !== 'string') continue;
      const source = parseSource(args.source, locals);
      if (!source) continue;
      const start = Math.max(0, find(lines, new RegExp(`^\\s*module\\s+"${escapeRegExp(name)}"`)));
      const range = blockLines(lines, start);
      const line = start + 1;
      const judged = judgeSource(source, reference, line);
      findings.push(...judged.findings);
      calls.push({
        kind: 'module',
        name,
        line,
        source,
        ...(judged.module ? { module: judged.module } : {}),
      });
      if (!judged.module) continue;
      const lineOf = (arg: string) => {
        const at = find(lines, new RegExp(`^\\s*${escapeRegExp(arg)}\\s*=`), range[0], range[1]);
        return at < 0 ? line : at + 1;
      };
      findings.push(
        ...judgeArguments(judged.module, args, {
          current: judged.current,
          mentioned: reference.mentioned?.[source.repository],
          elided: elides(lines, range),
          lineOf,
          line,
        }),
      );
    }
  }

  const terraformSource = (hcl.terraform ?? []).find((block) => typeof block.source === 'string')
    ?.source as string | undefined;
  // A defaults file names the module in a local and leaves the `?ref=` to the units.
  const defaultsSource = terraformSource
    ? undefined
    : Object.values(locals).find(
        (value): value is string => typeof value === 'string' && parseSource(value) !== undefined,
      );
  const unitSource = terraformSource ?? defaultsSource;
  const source = unitSource ? parseSource(unitSource, locals) : undefined;
  if (source) {
    const sourceLine = terraformSource
      ? find(lines, /^\s*source\s*=/)
      : lines.findIndex((text) => text.includes(unitSource ?? ''));
    const line = sourceLine < 0 ? 1 : sourceLine + 1;
    const judged = judgeSource(source, reference, line, { refElsewhere: !terraformSource });
    findings.push(...judged.findings);
    calls.push({
      kind: 'terragrunt',
      name: 'terragrunt',
      line,
      source,
      ...(judged.module ? { module: judged.module } : {}),
    });
    const inputs = hcl.inputs;
    // `inputs = merge(...)` or inputs from an included file cannot be listed here.
    const listed = typeof inputs === 'object' && inputs !== null && !Array.isArray(inputs);
    if (judged.module && listed) {
      const start = find(lines, /^\s*inputs\s*=/);
      const range =
        start < 0 ? ([0, lines.length - 1] as [number, number]) : blockLines(lines, start);
      const lineOf = (arg: string) => {
        const at = find(lines, new RegExp(`^\\s*${escapeRegExp(arg)}\\s*=`), range[0], range[1]);
        return at < 0 ? line : at + 1;
      };
      findings.push(
        ...judgeArguments(judged.module, inputs as Record<string, unknown>, {
          current: judged.current,
          mentioned: reference.mentioned?.[source.repository],
          // Units that include this file, or that it includes, set the other inputs.
          elided:
            !terraformSource || hcl.include !== undefined || elides(lines, [0, lines.length - 1]),
          lineOf,
          line: start < 0 ? line : start + 1,
        }),
      );
    }
  }
  // A lone `source = "..."` line, as pages show to name a module's address.
  if (calls.length === 0 && typeof hcl.source === 'string') {
    const lone = parseSource(hcl.source, locals);
    if (lone) {
      const line = Math.max(0, find(lines, /^\s*source\s*=/)) + 1;
      const judged = judgeSource(lone, reference, line);
      findings.push(...judged.findings);
      calls.push({
        kind: 'source',
        name: 'source',
        line,
        source: lone,
        ...(judged.module ? { module: judged.module } : {}),
      });
    }
  }
  findings.sort((a, b) => a.line - b.line);
  return { calls, findings };
}
