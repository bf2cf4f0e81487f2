import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { importReleases } from '../releases/import';
import { createClient, pageGuard } from './github';
import { startRecordedServer } from './recorded-server';
import type { RecordError } from './records';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const noWait = () => Promise.resolve();

describe('GitHub client', () => {
  it('gives up on a server that never answers, within its timeout', async () => {
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = createClient({
      token: 't',
      apiUrl: url,
      timeoutMs: 200,
      retries: 1,
      sleep: noWait,
    });
    await expect(client.request('/repos/x')).rejects.toThrow(
      /no answer from .* within 0.2 s \(2 tries\)/,
    );
  });

  it('never sends the token to another origin named by a Link header', async () => {
    const seen: (string | undefined)[] = [];
    const server = await startRecordedServer((request) => {
      seen.push(request.headers.authorization);
      return {
        headers: { link: '<https://elsewhere.example/steal?page=2>; rel="next"' },
        body: '[]',
      };
    });
    close = server.close;
    const client = createClient({ token: 'secret', apiUrl: server.url });
    await expect(importReleases(client, { owner: 'o', repo: 'r' })).rejects.toThrow(
      'refusing to send the token to https://elsewhere.example',
    );
    expect(seen).toEqual(['Bearer secret']);
  });

  it('names the URL when the answer is an HTML page instead of JSON', async () => {
    const server = await startRecordedServer(() => ({
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<!DOCTYPE html>\n<html><body>Sign in to the network</body></html>',
    }));
    close = server.close;
    const client = createClient({ token: 't', apiUrl: server.url });
    await expect(client.request('/repos/o/r/releases')).rejects.toThrow(
      `${server.url}/repos/o/r/releases answered 200 with text/html; charset=utf-8, not JSON: "<!DOCTYPE html> <html><body>Sign in to the network</body></html>"`,
    );
  });

  it('stops a stuck cursor and caps the pages', async () => {
    const server = await startRecordedServer((_request, baseUrl) => ({
      headers: { link: `<${baseUrl}/repos/o/r/releases?per_page=100&page=2>; rel="next"` },
      body: '[]',
    }));
    close = server.close;
    await expect(
      importReleases(createClient({ token: 't', apiUrl: server.url }), { owner: 'o', repo: 'r' }),
    ).rejects.toThrow('pagination repeated');
    expect(server.requests).toHaveLength(2);
    const guard = pageGuard(2);
    guard('a');
    guard('b');
    expect(() => {
      guard('c');
    }).toThrow('more than 2 pages');
  });

  it('reports an odd record with its file and field and keeps the others', async () => {
    const release = (tag: string, name: string) => ({
      tag_name: tag,
      name,
      published_at: '2023-08-01T00:00:00Z',
      body: '',
      draft: false,
      prerelease: false,
    });
    const server = await startRecordedServer(() => ({
      body: JSON.stringify([
        release('v1.0.0', 'ok'),
        { ...release('v1.0.1', 'bad'), published_at: '2023-13-45T00:00:00Z' },
      ]),
    }));
    close = server.close;
    const errors: RecordError[] = [];
    const history = await importReleases(createClient({ token: 't', apiUrl: server.url }), {
      owner: 'o',
      repo: 'r',
      errors,
    });
    expect(history.releases.map((r) => r.version)).toEqual(['v1.0.0']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'data/releases/r.yml', record: 'v1.0.1' });
    expect(errors[0]?.issues[0]).toMatch(/^published: /);
  });
});
