import { describe, expect, it } from 'vitest';
import {
  closeness,
  conditionInputs,
  droppedConditions,
  longestSharedRun,
  namesInput,
  proseSegments,
  sharedGramShare,
} from './wording';
import { compareWording, referencePairs } from './wording-run';

describe('proseSegments', () => {
  it('keeps lower-case words and splits where code, links or code-like tokens were', () => {
    expect(
      proseSegments(
        'Set `create_x` to [the value](https://e.com) of <code>y</code>, as in var.x, Now done.',
      ),
    ).toEqual([['set'], ['to', 'the', 'value', 'of'], ['as', 'in'], ['now', 'done']]);
  });
});

describe('longestSharedRun', () => {
  it('counts consecutive words in common, ignoring case and punctuation', () => {
    expect(
      longestSharedRun(
        'Name of the S3 bucket where logs are stored, if any.',
        'The name of the s3 bucket where logs are stored.',
      ),
    ).toBe(9);
  });

  it('does not count a run through code', () => {
    expect(
      longestSharedRun(
        'The ID of the `vpc_id` subnet group to use here',
        'The ID of the vpc_id subnet group to use here',
      ),
    ).toBe(5);
  });
});

describe('sharedGramShare', () => {
  it('is the share of our 4-word sequences the record also has', () => {
    expect(
      sharedGramShare('ARN of the load balancer, for alarms', 'The ARN of the load balancer'),
    ).toBe(0.5);
    expect(sharedGramShare('ALB name', 'The name of the ALB')).toBe(0);
  });
});

describe('closeness', () => {
  it('flags a run of 8 words or 40 % of 4-word sequences, and passes a different sentence', () => {
    const published = 'The number of days to retain log events in the log group.';
    expect(closeness('Number of days to retain log events in the group.', published).tooClose).toBe(
      true,
    );
    expect(
      closeness('Retention, in days, of the log group; `0` keeps events forever.', published)
        .tooClose,
    ).toBe(false);
  });
});

describe('conditions', () => {
  const inputs = ['run_in_vpc', 'subnet_ids', 'name', 'create'];

  it('finds the other inputs a published condition names, as code or snake_case words', () => {
    expect(
      conditionInputs(
        'Subnets to use. Only used if <a href="#run_in_vpc"><code>run_in_vpc</code></a> is true.',
        'subnet_ids',
        inputs,
      ),
    ).toEqual(['run_in_vpc']);
    expect(conditionInputs('Required when `create` is true.', 'x', inputs)).toEqual(['create']);
    expect(conditionInputs('Only used if the name is set.', 'x', inputs)).toEqual([]);
    expect(conditionInputs('Subnets. The run_in_vpc flag matters.', 'x', inputs)).toEqual([]);
  });

  it('stops at the end of the sentence', () => {
    expect(
      conditionInputs('Ignored unless you say so. See run_in_vpc.', 'subnet_ids', inputs),
    ).toEqual([]);
  });

  it('reports a condition input our description does not name', () => {
    const published = 'Subnet IDs. Only used if run_in_vpc is true.';
    expect(droppedConditions('Subnets for the function.', published, 'subnet_ids', inputs)).toEqual(
      ['run_in_vpc'],
    );
    expect(
      droppedConditions('Subnets; needs `run_in_vpc`.', published, 'subnet_ids', inputs),
    ).toEqual([]);
  });

  it('reads a bare word as an input name only when it is snake_case', () => {
    expect(namesInput('set the name', 'name')).toBe(false);
    expect(namesInput('set `name`', 'name')).toBe(true);
    expect(namesInput('uses var.run_in_vpc', 'run_in_vpc')).toBe(false);
  });
});

describe('compareWording', () => {
  it('counts reference items and release summaries and lists the close and the dropped', () => {
    const pairs = referencePairs(
      'data/modules/lambda/lambda.yml',
      {
        inputs: [
          { name: 'subnet_ids', description: 'Subnets for the function.' },
          { name: 'run_in_vpc', description: 'Attach the function to a VPC.' },
        ],
        outputs: [{ name: 'arn', description: 'The ARN of the Lambda function.' }],
      },
      {
        inputs: [
          { name: 'subnet_ids', factSource: 'Subnet IDs. Only used if run_in_vpc is true.' },
          { name: 'run_in_vpc' },
        ],
        outputs: [{ name: 'arn', factSource: 'The ARN of the Lambda function.' }],
      },
    );
    const report = compareWording([
      ...pairs,
      {
        file: 'data/releases/r.yml',
        item: 'v1.0.0',
        ours: 'Adds a flag for tags.',
        published: 'Added tags.',
        inputs: [],
      },
    ]);
    expect(report).toMatchObject({ referenceItems: 2, releaseSummaries: 1, conditions: 1 });
    expect(report.dropped).toEqual([
      { file: 'data/modules/lambda/lambda.yml', item: 'input subnet_ids', missing: ['run_in_vpc'] },
    ]);
    expect(report.close.map((item) => item.item)).toEqual(['output arn']);
  });
});
