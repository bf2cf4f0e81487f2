import { describe, expect, it } from 'vitest';
import { parseRecordArgs } from './record-args';

describe('parseRecordArgs', () => {
  it('reads the record, the data folder, the worklist and --check', () => {
    expect(
      parseRecordArgs(['--repo', '/r', '--commit', 'abc', '--worklist', '.work/x', '--check']),
    ).toEqual({
      repo: '/r',
      commit: 'abc',
      data: 'data',
      worklist: '.work/x',
      check: true,
    });
    expect(parseRecordArgs(['--repo', '/r', '--commit', 'abc', '--data', 'd'])).toEqual({
      repo: '/r',
      commit: 'abc',
      data: 'd',
      check: false,
    });
  });

  it('requires the repository and the commit', () => {
    expect(() => parseRecordArgs(['--repo', '/r'])).toThrow('--repo and --commit are required');
  });
});
