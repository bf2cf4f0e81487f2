import { describe, expect, it } from 'vitest';
import { readTemplates } from './prepare';
import {
  fillTemplate,
  nginxString,
  renderNginxConfig,
  uriOfBuildFile,
  type RenderInput,
  type ServerSettings,
} from './render';
import { parseServeArgs } from './args';

const server: ServerSettings = {
  listen: '127.0.0.1:8080',
  root: '/srv/site/build',
  stateDir: '/tmp/serve',
  errorLog: 'stderr',
  accessLog: 'off',
};

async function render(overrides: Partial<RenderInput> = {}) {
  return renderNginxConfig({
    templates: await readTemplates(),
    server,
    contentSecurityPolicy: "default-src 'self'; script-src 'self' $page_script_hashes",
    pageScripts: [{ uri: '/old/page/index.html', hashes: ["'sha256-AAA='", "'sha256-BBB='"] }],
    ...overrides,
  });
}

describe('fillTemplate', () => {
  it('fills every placeholder, however often it appears', () => {
    expect(fillTemplate('{{a}} and {{a}} then {{b}}', { a: '1', b: '2' })).toBe('1 and 1 then 2');
  });

  it('names a placeholder that has no value', () => {
    expect(() => fillTemplate('{{a}} {{missing}}', { a: '1' })).toThrow('{{missing}}');
  });

  it('names a value that the template never uses', () => {
    expect(() => fillTemplate('{{a}}', { a: '1', extra: '2' })).toThrow('extra');
  });
});

describe('renderNginxConfig', () => {
  it('leaves no placeholder unfilled and marks the output as rendered', async () => {
    const files = await render();
    for (const text of Object.values(files)) expect(text).not.toMatch(/\{\{\w+\}\}/);
    expect(files['nginx.conf']).toMatch(/^# Rendered by scripts\/serve\/render\.ts/);
  });

  it('listens, serves and keeps its state where the settings say', async () => {
    const conf = (await render())['nginx.conf'];
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain('root /srv/site/build;');
    expect(conf).toContain('pid /tmp/serve/nginx.pid;');
    expect(conf).toContain('client_body_temp_path /tmp/serve/client_body;');
    expect(conf).not.toMatch(/^user /m);
  });

  it('names the worker user only when one is given', async () => {
    const conf = (await render({ server: { ...server, user: 'builder' } }))['nginx.conf'];
    expect(conf).toMatch(/^user builder;$/m);
  });

  it('maps each page with its own inline scripts to their hashes', async () => {
    expect((await render())['nginx.conf']).toContain(
      `"/old/page/index.html" "'sha256-AAA=' 'sha256-BBB='";`,
    );
  });

  it('puts the policy and the other security headers in the shared snippet', async () => {
    const headers = (await render())['security-headers.conf'];
    expect(headers).toContain(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' $page_script_hashes" always;`,
    );
    for (const name of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      expect(headers).toMatch(new RegExp(`^add_header ${name} ".+" always;$`, 'm'));
    }
  });

  it('includes the security headers in every location, since add_header is not inherited', async () => {
    const conf = (await render())['nginx.conf'];
    const locations = conf.split(/^\s*location /m).slice(1);
    expect(locations.length).toBeGreaterThan(4);
    for (const block of locations.filter((b) => b.includes('add_header'))) {
      expect(block).toContain('include security-headers.conf;');
    }
  });

  it('refuses settings that would change the configuration structure', async () => {
    await expect(render({ server: { ...server, root: '/x; evil' } })).rejects.toThrow('root');
    await expect(render({ contentSecurityPolicy: 'a" always; add_header X "y' })).rejects.toThrow(
      'double quote',
    );
  });
});

describe('helpers', () => {
  it('quotes nginx strings, escaping quotes and backslashes', () => {
    expect(nginxString('a"b\\c')).toBe('"a\\"b\\\\c"');
  });

  it('turns a file under build/ into the path nginx resolves it to', () => {
    expect(uriOfBuildFile('reference/x/index.html')).toBe('/reference/x/index.html');
  });

  it('reads --port and defaults the rest', () => {
    expect(parseServeArgs(['--port', '4173'], 8080)).toEqual({
      port: 4173,
      buildDir: 'build',
      preset: 'local',
    });
    expect(parseServeArgs([], 8080).port).toBe(8080);
  });

  it('rejects a port that is not a whole number in range', () => {
    expect(() => parseServeArgs(['--port', '80x'], 8080)).toThrow('--port');
    expect(() => parseServeArgs(['--port', '70000'], 8080)).toThrow('--port');
  });
});
