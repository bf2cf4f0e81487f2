import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../shared/github';
import { startRecordedServer } from '../shared/recorded-server';
import { importDiscussions } from './import';

const recorded = (name: string) => readFileSync(path.join(__dirname, '__recorded__', name), 'utf8');
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe('importDiscussions', () => {
  it('pages through recorded GraphQL answers and maps every thread to its facts', async () => {
    const server = await startRecordedServer((request) => {
      const { variables } = JSON.parse(request.body) as { variables: { after: string | null } };
      return { body: recorded(variables.after ? 'page-2.json' : 'page-1.json') };
    });
    close = server.close;
    const client = createClient({ token: 't', apiUrl: server.url });
    const log = vi.fn();
    const result = await importDiscussions(client, {
      owner: 'gruntwork-io',
      name: 'knowledge-base',
      log,
    });

    const url = (n: number) => `https://github.com/gruntwork-io/knowledge-base/discussions/${n}`;
    expect(result).toEqual([
      { number: 12, url: url(12), answered: true },
      { number: 13, url: url(13), answered: false },
      { number: 20, url: url(20), answered: true },
    ]);
    expect(server.requests).toEqual(['POST /graphql', 'POST /graphql']);
    expect(log).toHaveBeenCalledWith('page 2: 1 discussions, 3 threads so far');
  });

  it('waits out a rate limit and retries a server error', async () => {
    let calls = 0;
    const server = await startRecordedServer(() => {
      calls += 1;
      if (calls === 1)
        return {
          status: 403,
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '0' },
          body: '{}',
        };
      if (calls === 2) return { status: 502, body: 'bad gateway' };
      return { body: recorded('page-2.json') };
    });
    close = server.close;
    const sleep = vi.fn(() => Promise.resolve());
    const client = createClient({ token: 't', apiUrl: server.url, sleep, log: vi.fn() });
    const result = await importDiscussions(client, { owner: 'o', name: 'n' });
    expect(result.map((d) => d.number)).toEqual([20]);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('reports GraphQL errors', async () => {
    const server = await startRecordedServer(() => ({
      body: JSON.stringify({ errors: [{ message: 'Could not resolve to a Repository' }] }),
    }));
    close = server.close;
    const client = createClient({ token: 't', apiUrl: server.url });
    await expect(importDiscussions(client, { owner: 'o', name: 'missing' })).rejects.toThrow(
      'Could not resolve to a Repository',
    );
  });
});
