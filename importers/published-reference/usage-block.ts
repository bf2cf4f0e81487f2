/**
 * Inputs from a published sample `main.tf`, for pages whose Reference section was never
 * generated. Required inputs carry their type as a placeholder (`name = <list(string)>`),
 * optional ones their default; an optional input's type is not recorded there, so it is left out.
 */
import { PageError } from './parse';
import type { PublishedInput } from './parse';

const assignment = /^ {2}([a-z_][a-z0-9_]*) = (.*)$/;

/** Bracket depth change of a line, ignoring brackets inside double-quoted strings. */
function depth(line: string): number {
  let level = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '\\' && quoted) i++;
    else if (char === '"') quoted = !quoted;
    else if (!quoted && char && '([{<'.includes(char)) level++;
    else if (!quoted && char && ')]}>'.includes(char)) level--;
  }
  return level;
}

function dedent(lines: string[]): string {
  const [first = '', ...more] = lines;
  if (more.length === 0) return first.trim();
  const indent = Math.min(
    ...more.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length),
  );
  const cut = Math.min(indent, 2);
  return [first.trim(), ...more.map((line) => line.slice(cut))].join('\n').trimEnd();
}

export function parseUsageBlock(page: string, code: string): PublishedInput[] {
  const lines = code.split('\n');
  const inputs: PublishedInput[] = [];
  let section: 'required' | 'optional' | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*# REQUIRED VARIABLES/.test(line)) section = 'required';
    if (/^\s*# OPTIONAL VARIABLES/.test(line)) section = 'optional';
    const match = assignment.exec(line);
    const [, name = '', first = ''] = match ?? [];
    if (!match || name === 'source' || !section) continue;
    const value = [first];
    let level = depth(first);
    while (level > 0 && i + 1 < lines.length) {
      const next = lines[++i] ?? '';
      value.push(next);
      level += depth(next);
    }
    const text = dedent(value);
    if (section === 'required') {
      const type = /^<([\s\S]+)>$/.exec(text)?.[1];
      if (!type)
        throw new PageError(
          page,
          match[1],
          `required input's placeholder must be <type>, got ${text}`,
        );
      const multiLine = type.includes('\n');
      inputs.push({
        name,
        required: true,
        type: multiLine ? `${type.slice(0, type.indexOf('('))}(…)` : type,
        ...(multiLine ? { typeDetails: type } : {}),
      });
    } else {
      inputs.push({ name, required: false, default: text });
    }
  }
  return inputs;
}
