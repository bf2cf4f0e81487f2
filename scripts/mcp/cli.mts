/**
 * npm run --silent mcp [-- --build DIR] [-- --http --port N]
 * Serves the docs site's MCP tools over stdio (what an assistant starts), or with --http over
 * Streamable HTTP on 127.0.0.1 for a team. Reads only the build folder; no network. `npm run
 * mcp` runs this file bundled (start.mjs), which starts in a third of the time tsx takes.
 */
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { DocsSite } from './site.ts';
import { createServer } from './server.ts';

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'build' },
    http: { type: 'boolean', default: false },
    port: { type: 'string', default: '3333' },
  },
});

let site: DocsSite;
try {
  site = await DocsSite.open(values.build);
} catch (error) {
  console.error(`[mcp] ${(error as Error).message}`);
  process.exit(1);
}

if (!values.http) {
  await createServer(site).connect(new StdioServerTransport());
} else {
  const port = Number(values.port);
  const readBody = async (request: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  // Stateless: each request gets its own server and transport, so calls never share state.
  const http = createHttpServer((request, response) => {
    if (request.url?.split('?')[0] !== '/mcp') {
      response.writeHead(404).end('MCP endpoint is /mcp\n');
      return;
    }
    void (async () => {
      try {
        const body = request.method === 'POST' ? await readBody(request) : undefined;
        const server = createServer(site);
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
        response.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(request, response, body);
      } catch (error) {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            jsonrpc: '2.0',
            error: { code: -32700, message: (error as Error).message },
            id: null,
          }),
        );
      }
    })();
  });
  http.listen(port, '127.0.0.1', () => {
    console.error(`[mcp] serving ${values.build} at http://127.0.0.1:${port}/mcp`);
  });
}
