/**
 * Checks that an ejected theme file is upstream's text plus fenced changes, so a Docusaurus
 * upgrade can be carried over by re-ejecting and re-applying the fences. An ejected file is:
 *
 *   a header comment naming the upstream file and version:  Ejected from <pkg>@<version> <path>
 *   upstream's text, line for line, in upstream's formatting,
 *   our changes between `[ours]` and `[/ours]` comment lines (`//`, `/*` or `{/*`); a fence
 *   replaces any number of upstream lines, zero included.
 */

export type Ejected = { pkg: string; version: string; file: string };

export type EjectedReport = {
  problems: string[];
  /** Lines inside fences (our changes), and upstream lines they replace. */
  oursLines: number;
  replacedLines: number;
  fences: number;
};

/** The comment a file opens with, and its newline. */
const headerComment = /^\/\*\*[\s\S]*?\*\/\n?/;
const headerPattern = /Ejected from (@?[\w./-]+)@(\d[\w.-]*) (\S+?)\.?$/m;
const fenceOpen = /^\s*(?:\/\/|\{?\/\*)\s*\[ours\]/;
const fenceClose = /^\s*(?:\/\/|\{?\/\*)\s*\[\/ours\]/;

/** The upstream file named by an ejected file's header comment, if it has one. */
export function ejectedFrom(text: string): Ejected | undefined {
  const header = headerComment.exec(text)?.[0];
  const [, pkg, version, file] = (header && headerPattern.exec(header)) || [];
  return pkg && version && file ? { pkg, version, file } : undefined;
}

type Part = { kind: 'text'; start: number; lines: string[] } | { kind: 'fence'; size: number };

/** Splits the body (after the header) into upstream text and fences; errors name the line. */
function parts(lines: string[], offset: number, problems: string[]): Part[] {
  const result: Part[] = [];
  let text: string[] = [];
  let textStart = offset;
  let fenceStart: number | undefined;
  lines.forEach((line, index) => {
    const lineNo = offset + index + 1;
    if (fenceOpen.test(line)) {
      if (fenceStart !== undefined) problems.push(`line ${lineNo}: [ours] inside another fence`);
      result.push({ kind: 'text', start: textStart, lines: text });
      text = [];
      fenceStart = index;
    } else if (fenceClose.test(line)) {
      if (fenceStart === undefined) problems.push(`line ${lineNo}: [/ours] without [ours]`);
      else result.push({ kind: 'fence', size: index - fenceStart - 1 });
      fenceStart = undefined;
      textStart = offset + index + 1;
    } else if (fenceStart === undefined) {
      text.push(line);
    }
  });
  if (fenceStart !== undefined) problems.push(`line ${offset + fenceStart + 1}: [ours] not closed`);
  result.push({ kind: 'text', start: textStart, lines: text });
  return result.map((part, index) => (part.kind === 'text' ? trimAtFences(result, index) : part));
}

/** Blank lines next to a fence belong to the fence: they may stand where upstream has none. */
function trimAtFences(all: Part[], index: number): Part {
  const part = all[index] as Extract<Part, { kind: 'text' }>;
  let { start, lines } = part;
  if (index > 0) {
    while (lines[0]?.trim() === '') [start, lines] = [start + 1, lines.slice(1)];
  }
  if (index < all.length - 1) {
    while (lines.length > 0 && lines.at(-1)?.trim() === '') lines = lines.slice(0, -1);
  }
  return { kind: 'text', start, lines };
}

function matchesAt(upstream: string[], lines: string[], at: number): boolean {
  return lines.every((line, index) => upstream[at + index] === line);
}

/**
 * Places every text part in upstream, in order; a gap in upstream is allowed only where a fence
 * sits. Returns the upstream lines the fences replace, or the first text part that did not fit.
 */
function place(
  upstream: string[],
  items: Part[],
): { replaced: number } | { misfit: Extract<Part, { kind: 'text' }> } {
  let deepest: Extract<Part, { kind: 'text' }> = { kind: 'text', start: 0, lines: [] };
  const failed = new Set<string>();
  const visit = (item: number, at: number, gapAllowed: boolean): number | undefined => {
    if (item === items.length) {
      return at === upstream.length || gapAllowed ? upstream.length - at : undefined;
    }
    const part = items[item];
    if (!part) return undefined;
    if (part.kind === 'fence') return visit(item + 1, at, true);
    const key = `${item}:${at}:${gapAllowed}`;
    if (failed.has(key)) return undefined;
    const last = gapAllowed ? upstream.length - part.lines.length : at;
    for (let start = at; start <= last; start += 1) {
      if (!matchesAt(upstream, part.lines, start)) continue;
      const rest = visit(item + 1, start + part.lines.length, false);
      if (rest !== undefined) return rest + (start - at);
    }
    failed.add(key);
    if (part.start >= deepest.start) deepest = part;
    return undefined;
  };
  const replaced = visit(0, 0, false);
  return replaced === undefined ? { misfit: deepest } : { replaced };
}

/** Compares an ejected file with the installed upstream file it names. */
export function checkEjected(
  ours: string,
  upstream: { version: string; text: string } | undefined,
  expected: Omit<Ejected, 'version'>,
): EjectedReport {
  const problems: string[] = [];
  const from = ejectedFrom(ours);
  const report = { problems, oursLines: 0, replacedLines: 0, fences: 0 };
  const name = `${expected.pkg} ${expected.file}`;
  if (!from || from.pkg !== expected.pkg || from.file !== expected.file) {
    problems.push(
      `the header comment must say "Ejected from ${expected.pkg}@<version> ${expected.file}"`,
    );
    return report;
  }
  if (!upstream) {
    problems.push(`${name} is no longer installed: find what replaced it and eject that`);
    return report;
  }
  if (from.version !== upstream.version) {
    problems.push(
      `ejected from ${from.version} but ${upstream.version} is installed: re-eject ${name} and carry the [ours] fences over`,
    );
  }
  const header = headerComment.exec(ours)?.[0] ?? '';
  const headerLines = header.split('\n').length - 1;
  const body = ours.slice(header.length).replace(/\n$/, '').split('\n');
  const fenceProblems: string[] = [];
  const items = parts(body, headerLines, fenceProblems);
  problems.push(...fenceProblems);
  const fences = items.filter((part) => part.kind === 'fence');
  report.fences = fences.length;
  report.oursLines = fences.reduce((sum, part) => sum + part.size, 0);
  if (fenceProblems.length > 0) return report;
  const placed = place(upstream.text.replace(/\n$/, '').split('\n'), items);
  if ('misfit' in placed) {
    const { start, lines } = placed.misfit;
    problems.push(
      `lines ${start + 1}-${start + lines.length} are not upstream's text at that place in ${name}@${upstream.version}: ` +
        're-eject it and carry the [ours] fences over, or fence the change',
    );
  } else {
    report.replacedLines = placed.replaced;
  }
  return report;
}
