/**
 * Compares our reference descriptions and release summaries with the published record read
 * through the importers (gruntwork-io/docs at a commit): the record's conditions we dropped and
 * the items whose wording is too close to the record's. Reads, never writes.
 */
import path from 'node:path';
import { listYamlFiles, readYaml } from '../../generators/shared/load-yaml';
import type { DataRecord } from '../../importers/published-reference/merge';
import { planImport } from '../../importers/published-reference/run';
import { readPublishedReleases } from '../../importers/published-releases/run';
import { closeness, droppedConditions, type Closeness } from './wording';

/** One item of ours and the record's text for it. */
export type Pair = {
  file: string;
  /** `input name`, `output name` or a release version. */
  item: string;
  ours: string;
  published: string;
  /** Inputs of the same module, for conditions; empty for releases. */
  inputs: readonly string[];
  self?: string;
};

export type DroppedCondition = { file: string; item: string; missing: string[] };
export type CloseItem = { file: string; item: string } & Closeness;

export type WordingReport = {
  referenceItems: number;
  releaseSummaries: number;
  conditions: number;
  dropped: DroppedCondition[];
  close: CloseItem[];
};

/** Both checks over the pairs (pure). */
export function compareWording(pairs: readonly Pair[]): WordingReport {
  const report: WordingReport = {
    referenceItems: 0,
    releaseSummaries: 0,
    conditions: 0,
    dropped: [],
    close: [],
  };
  for (const pair of pairs) {
    if (pair.self === undefined) report.releaseSummaries++;
    else report.referenceItems++;
    if (pair.self !== undefined) {
      const missing = droppedConditions(pair.ours, pair.published, pair.self, pair.inputs);
      report.conditions += droppedConditions('', pair.published, pair.self, pair.inputs).length;
      if (missing.length) report.dropped.push({ file: pair.file, item: pair.item, missing });
    }
    const result = closeness(pair.ours, pair.published);
    if (result.tooClose) report.close.push({ file: pair.file, item: pair.item, ...result });
  }
  return report;
}

/** Items of a data record and of its published page that both describe. */
export function referencePairs(
  file: string,
  existing: DataRecord | undefined,
  published: {
    inputs: readonly { name: string; factSource?: string }[];
    outputs?: readonly { name: string; factSource?: string }[];
  },
): Pair[] {
  const inputs = published.inputs.map((input) => input.name);
  const pairs: Pair[] = [];
  for (const family of ['input', 'output'] as const) {
    const ours = new Map(
      ((existing?.[`${family}s`] as DataRecord[] | undefined) ?? []).map((item) => [
        item.name as string,
        item.description as string | undefined,
      ]),
    );
    const theirs = family === 'input' ? published.inputs : (published.outputs ?? []);
    for (const item of theirs) {
      const mine = ours.get(item.name);
      if (!mine || !item.factSource) continue;
      pairs.push({
        file,
        item: `${family} ${item.name}`,
        ours: mine,
        published: item.factSource,
        inputs,
        self: item.name,
      });
    }
  }
  return pairs;
}

/** Reads data/ and the record; returns the pairs to compare. */
export async function readPairs(repo: string, commit: string, dataDir: string): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (const planned of await planImport({ repo, commit, dataDir })) {
    pairs.push(...referencePairs(planned.file, planned.existing, planned.parsed));
  }
  const notes = new Map<string, string>();
  for (const release of await readPublishedReleases(repo, commit)) {
    const key = `${release.repo} ${release.version}`;
    if (!notes.has(key)) notes.set(key, release.factSource);
  }
  for (const file of await listYamlFiles(path.join(dataDir, 'releases'), { flat: true })) {
    const data = (await readYaml(file)) as { repo: string; releases: DataRecord[] };
    for (const release of data.releases) {
      const note = notes.get(`${data.repo} ${String(release.version)}`);
      const summary = release.summary as string | undefined;
      if (!note || !summary) continue;
      pairs.push({
        file,
        item: String(release.version),
        ours: summary,
        published: note,
        inputs: [],
      });
    }
  }
  return pairs;
}
