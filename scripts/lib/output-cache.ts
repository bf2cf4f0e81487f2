/**
 * A small content-addressed cache under node_modules/.cache for post-build steps, so a rebuild
 * whose pages did not change reuses minified pages and scripts, the search index and the gzip
 * twins instead of redoing seconds of work. Keys are hashes of everything a step reads; a clean clone starts empty.
 */
import { createHash } from 'node:crypto';
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';

/** Root of the post-build caches; `CACHE_DIR` overrides it (tests point it at a temp folder). */
export function cacheRoot(): string {
  return path.resolve(process.env.CACHE_DIR ?? 'node_modules/.cache/gruntwork-docs');
}

/** sha256 of the given parts, each delimited so ("ab", "c") and ("a", "bc") differ. */
export function hashParts(parts: Iterable<string | Buffer>): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(String(Buffer.byteLength(part)));
    hash.update('\0');
    hash.update(part);
  }
  return hash.digest('hex');
}

/**
 * Puts a cached file at `target` as a hard link (no bytes copied; outputs are never edited in
 * place), or as a copy when the two are on different file systems. `target` must not exist.
 */
export async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(source, target);
  }
}

/**
 * Copies a folder tree (files as hard links where possible); all files at once, because fs.cp
 * copies one file at a time and took ~0.4 s for the ~950 files of the search index.
 */
export async function copyTree(source: string, target: string): Promise<void> {
  const entries = await readdir(source, { recursive: true, withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory());
  await mkdir(target, { recursive: true });
  for (const folder of folders) {
    const relative = path.relative(source, path.join(folder.parentPath, folder.name));
    await mkdir(path.join(target, relative), { recursive: true });
  }
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const relative = path.relative(source, path.join(entry.parentPath, entry.name));
        return linkOrCopy(path.join(source, relative), path.join(target, relative));
      }),
  );
}

/**
 * Keeps exactly one cached copy of a folder under `<root>/<name>/<key>`: returns true and puts
 * it at `target` (copyTree) when the key is cached; otherwise returns false and the caller builds `target`
 * and then calls `storeFolder`.
 */
export async function restoreFolder(name: string, key: string, target: string): Promise<boolean> {
  const cached = path.join(cacheRoot(), name, key);
  try {
    await copyTree(cached, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Replaces whatever `<root>/<name>` held with a copy of `source` under `key`. */
export async function storeFolder(name: string, key: string, source: string): Promise<void> {
  const folder = path.join(cacheRoot(), name);
  const staging = path.join(folder, `.staging-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  await copyTree(source, staging);
  // Older keys are dropped first, so the cache never grows past one copy of the output.
  for (const entry of await readdir(folder)) {
    if (entry !== path.basename(staging)) await rm(path.join(folder, entry), { recursive: true });
  }
  // A rename is atomic, so an interrupted store never leaves a half-copied entry under a key.
  await rename(staging, path.join(folder, key));
}

/** A cache of one output per input content, e.g. the gzip twin or minified form of a file. */
export interface ContentCache {
  /** The cached output for `key`, or undefined. */
  read(key: string): Promise<Buffer | undefined>;
  /** Size in bytes of the cached output for `key`, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Puts the cached output for `key` at `target`, replacing any file there (see linkOrCopy). */
  place(key: string, target: string): Promise<void>;
  write(key: string, output: Buffer): Promise<void>;
  /** Drops every entry not read or written since the cache was opened. */
  pruneUnused(): Promise<void>;
}

export async function openContentCache(name: string): Promise<ContentCache> {
  const folder = path.join(cacheRoot(), name);
  await mkdir(folder, { recursive: true });
  const used = new Set<string>();
  let writes = 0;
  return {
    async read(key) {
      used.add(key);
      return readFile(path.join(folder, key)).catch(() => undefined);
    },
    async size(key) {
      used.add(key);
      const info = await stat(path.join(folder, key)).catch(() => undefined);
      return info?.size;
    },
    async place(key, target) {
      used.add(key);
      await rm(target, { force: true });
      await linkOrCopy(path.join(folder, key), target);
    },
    async write(key, output) {
      used.add(key);
      // Written aside and renamed, so a reader never sees a half-written entry. Two files with
      // the same content are one key, possibly written at once: each write has its own name.
      writes += 1;
      const staging = path.join(folder, `${key}.${process.pid}.${writes}.tmp`);
      await writeFile(staging, output);
      await rename(staging, path.join(folder, key));
    },
    async pruneUnused() {
      for (const entry of await readdir(folder)) {
        if (!used.has(entry)) await rm(path.join(folder, entry), { force: true });
      }
    },
  };
}
