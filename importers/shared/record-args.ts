/**
 * The command line of the importers that read a family of the published record and keep our
 * prose: `--repo <git dir> --commit <commit> [--data data] [--worklist DIR] [--check]`.
 */
import { parseArgs } from 'node:util';

export type RecordArgs = {
  repo: string;
  commit: string;
  data: string;
  worklist?: string;
  check: boolean;
};

export function parseRecordArgs(args: string[] = process.argv.slice(2)): RecordArgs {
  const { values } = parseArgs({
    args,
    options: {
      repo: { type: 'string' },
      commit: { type: 'string' },
      data: { type: 'string', default: 'data' },
      worklist: { type: 'string' },
      check: { type: 'boolean', default: false },
    },
  });
  if (!values.repo || !values.commit) throw new Error('--repo and --commit are required');
  return {
    repo: values.repo,
    commit: values.commit,
    data: values.data,
    ...(values.worklist ? { worklist: values.worklist } : {}),
    check: values.check,
  };
}
