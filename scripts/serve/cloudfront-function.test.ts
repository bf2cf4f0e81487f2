import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Request = {
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
};
type Redirect = { statusCode: number; headers: { location: { value: string } } };
type Handler = (event: { request: Request }) => Request | Redirect;

// The function is plain JavaScript for CloudFront's runtime, which has no modules: evaluate
// the file as CloudFront does and take its handler.
const source = readFileSync('deploy/cloudfront/viewer-request.js', 'utf8');
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- loads the deployable file as-is.
const load = new Function(`${source}\nreturn handler;`) as () => Handler;
const handler = load();

function run(uri: string, querystring: Request['querystring'] = {}) {
  return handler({ request: { uri, querystring } });
}

describe('CloudFront viewer-request function', () => {
  it('maps clean page paths to their .html objects, dots in the name included', () => {
    expect(run('/intro/overview/getting-started')).toMatchObject({
      uri: '/intro/overview/getting-started.html',
    });
    expect(run('/guides/stay-up-to-date/cis/cis-1.5.0')).toMatchObject({
      uri: '/guides/stay-up-to-date/cis/cis-1.5.0.html',
    });
    expect(run('/')).toMatchObject({ uri: '/index.html' });
  });

  it('leaves files with their own names alone', () => {
    for (const uri of [
      '/assets/js/main.1a2b.js',
      '/search-index/terms/1.0a1b2c3d4e.json',
      '/sitemap.xml',
    ]) {
      expect(run(uri)).toMatchObject({ uri });
    }
  });

  it('redirects .html, /index.html and trailing-slash addresses to the clean path', () => {
    const location = (uri: string, qs?: Request['querystring']) =>
      (run(uri, qs) as Redirect).headers.location.value;
    expect(location('/guides.html')).toBe('/guides');
    expect(location('/patcher/index.html')).toBe('/patcher');
    expect(location('/index.html')).toBe('/');
    expect(location('/guides/')).toBe('/guides');
    expect(
      location('/guides.html', {
        a: { value: '1' },
        b: { value: '', multiValue: [{ value: 'x' }, { value: 'y' }] },
      }),
    ).toBe('/guides?a=1&b=x&b=y');
    expect((run('/guides.html') as Redirect).statusCode).toBe(301);
  });

  it('never redirects to another host', () => {
    expect(run('//example.com/page.html')).toMatchObject({ uri: '//example.com/page.html' });
  });

  it('lets /404 fall through to the 404 error response', () => {
    expect(run('/404')).toMatchObject({ uri: '/404' });
  });
});
