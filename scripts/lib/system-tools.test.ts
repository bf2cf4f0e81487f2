import { afterEach, describe, expect, it } from 'vitest';
import { systemTools, toolPath } from './system-tools.mjs';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('toolPath', () => {
  it('takes the environment variable first', () => {
    process.env.NGINX_PATH = '/opt/nginx/sbin/nginx';
    expect(toolPath('nginx')).toBe('/opt/nginx/sbin/nginx');
  });

  it('else the first candidate that exists, else the Debian path', () => {
    delete process.env.CHROMIUM_PATH;
    const found = toolPath('chromium');
    expect(systemTools.chromium.candidates).toContain(found);
    const original = systemTools.nginx.candidates.splice(0);
    systemTools.nginx.candidates.push('/nonexistent/a', '/nonexistent/b');
    delete process.env.NGINX_PATH;
    expect(toolPath('nginx')).toBe('/nonexistent/a');
    systemTools.nginx.candidates.splice(0, 2, ...original);
  });
});
