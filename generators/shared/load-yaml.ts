/**
 * Reads YAML data files. Every way a file could be silently lost or mangled is an error that
 * names the file: a name that is not *.yml, a file in a subfolder of a flat family, a symbolic
 * link, bytes that are not UTF-8, a tag the parser does not know (`!!js/function`), a control
 * character in a text, an empty document, or a file over the size limit.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { DataError } from './errors';

/** The largest data file today is ~160 KB; a 30 MB body once took 9 minutes to render. */
export const maxDataFileBytes = 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Parses one YAML file. */
export async function readYaml(file: string): Promise<unknown> {
  const bytes = await readFile(file);
  if (bytes.length > maxDataFileBytes) {
    throw new DataError(file, [
      `(file): ${bytes.length} bytes is over the ${maxDataFileBytes}-byte limit for a data file`,
    ]);
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new DataError(file, ['(file): is not valid UTF-8; save it as UTF-8']);
  }
  // parseDocument keeps warnings on the document (parse() would print them with no file name).
  const document = parseDocument(text, { prettyErrors: true });
  const [error] = document.errors;
  if (error) throw new DataError(file, [`YAML syntax: ${error.message}`]);
  if (document.warnings.length > 0) {
    // An unknown tag (!!js/function, !!binary) would be read as a plain string: refuse it.
    throw new DataError(
      file,
      document.warnings.map(
        (warning) => `YAML: ${(warning.message.split('\n')[0] ?? '').replace(/:$/, '')}`,
      ),
    );
  }
  const value: unknown = document.toJS();
  if (value === null || value === undefined) throw new DataError(file, ['(file): is empty']);
  const controls = controlCharacters(value, []);
  if (controls.length > 0) throw new DataError(file, controls);
  return value;
}

/** C0 and C1 control characters other than tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/**
 * Texts holding a control character (a NUL would be written raw into pages and meta tags),
 * one issue per field, named by its path.
 */
function controlCharacters(value: unknown, at: string[]): string[] {
  if (typeof value === 'string') {
    const found = control.exec(value)?.[0];
    if (found === undefined) return [];
    const code = `U+${found.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0') ?? ''}`;
    return [`${at.join('.') || '(root)'}: holds the control character ${code}; remove it`];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => controlCharacters(item, [...at, String(index)]));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...controlCharacters(key, [...at, '(key)']),
      ...controlCharacters(item, [...at, key]),
    ]);
  }
  return [];
}

export type ListOptions = {
  /** Data files sit directly in the folder; one in a subfolder is an error. */
  flat?: boolean;
};

/**
 * Lists *.yml files below a folder, sorted, so output order never depends on the file system.
 * Any other file (a .yaml spelling, a stray export) is an error rather than silently skipped;
 * dot files (editor and OS droppings) are ignored.
 */
export async function listYamlFiles(dir: string, options: ListOptions = {}): Promise<string[]> {
  // A family with no data yet simply renders nothing.
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const problems: string[] = [];
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory() || entry.name.startsWith('.')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    // readdir neither follows a link nor lists what it points to: it would be skipped unread.
    if (entry.isSymbolicLink()) {
      problems.push(`${relative}: is a symbolic link; put the data file itself here`);
    } else if (!entry.isFile()) {
      problems.push(`${relative}: is not a regular file`);
    } else if (!entry.name.endsWith('.yml')) {
      problems.push(`${relative}: only .yml data files belong here (rename .yaml to .yml)`);
    } else if (options.flat && entry.parentPath !== dir) {
      problems.push(
        `${relative}: data files of this family sit directly in ${dir}, not in a subfolder`,
      );
    } else {
      files.push(file);
    }
  }
  if (problems.length > 0) throw new DataError(dir, problems);
  return files.sort();
}
