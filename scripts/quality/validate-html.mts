/**
 * `npm run validate:html [dir]`: validates every built HTML page with html-validate and exits 1
 * naming each file, rule and element on any error. The minifier drops optional end tags
 * (`</td>`, `</li>`), which browsers and the HTML spec imply but html-validate's parser does
 * not; each page is therefore first parsed by parse5 (the spec's parsing algorithm, whose parse
 * errors are reported too) and re-serialised with every end tag written out. Pages are split
 * across one worker process per core, since validation takes ~40 ms per page.
 */
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate } from 'html-validate';
import { parse, serialize } from 'parse5';
import { listBuiltPages } from '../lib/built-pages.ts';
import { htmlValidateConfig, ignoredParseErrors, streamedSuspenseMarkers } from './html-rules.ts';

/** Problems found in the given files, one line each. */
async function validate(buildDir: string, files: readonly string[]): Promise<string[]> {
  const validator = new HtmlValidate(htmlValidateConfig);
  const problems: string[] = [];
  for (const file of files) {
    const name = path.relative(buildDir, file);
    const source = await readFile(file, 'utf8');
    for (const marker of streamedSuspenseMarkers) {
      if (source.includes(marker))
        problems.push(
          `${name}: a Suspense boundary suspended during server rendering (found "${marker}")`,
        );
    }
    const document = parse(source, {
      onParseError: (error) => {
        if (!ignoredParseErrors.has(error.code))
          problems.push(`${name}:${error.startLine}:${error.startCol} parse error ${error.code}`);
      },
    });
    const report = await validator.validateString(serialize(document), name);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${name}: ${message.ruleId}: ${message.message} (at ${message.selector ?? '?'})`,
        );
      }
    }
  }
  return problems;
}

/** Runs one shard in a child process and collects its problems. */
function runShard(buildDir: string, shard: number, shards: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [buildDir, `--shard=${shard}/${shards}`], {
      execArgv: ['--import', 'tsx'],
    });
    child.on('message', (problems) => {
      resolve(problems as string[]);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`validation worker ${shard} exited with ${code}`));
    });
  });
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const shardArg = process.argv.find((arg) => arg.startsWith('--shard='));
  const files = (await listBuiltPages(buildDir)).map((file) => path.join(buildDir, file));
  if (shardArg) {
    const [shard = 0, shards = 1] = shardArg.slice('--shard='.length).split('/').map(Number);
    const mine = files.filter((_, i) => i % shards === shard);
    process.send?.(await validate(buildDir, mine));
    return;
  }
  const started = performance.now();
  const shards = Math.max(1, Math.min(availableParallelism(), 4));
  const results = await Promise.all(
    Array.from({ length: shards }, (_, shard) => runShard(buildDir, shard, shards)),
  );
  const problems = results.flat();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`[html] ${problems.length} problems in ${files.length} pages (${seconds} s)`);
    process.exit(1);
  }
  console.log(`[html] ${files.length} pages valid (${seconds} s)`);
}

main().catch((error: unknown) => {
  console.error(`[html] ${(error as Error).message}`);
  process.exit(1);
});
