/** A loopback HTTP server that replays recorded GitHub responses for importer tests. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { status?: number; headers?: Record<string, string>; body: string };
export type Handler = (request: IncomingMessage & { body: string }, baseUrl: string) => Reply;

/** Starts the server on 127.0.0.1 with a random port; call close() when done. */
export async function startRecordedServer(
  handler: Handler,
): Promise<{ url: string; close: () => Promise<void>; requests: string[] }> {
  const requests: string[] = [];
  let baseUrl = '';
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      requests.push(`${request.method ?? ''} ${request.url ?? ''}`);
      const reply = handler(Object.assign(request, { body }), baseUrl);
      response.writeHead(reply.status ?? 200, {
        'content-type': 'application/json',
        ...reply.headers,
      });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    requests,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
