import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import * as eta from 'eta';
import { bootScript, scriptListId, ssrTemplate } from './htmlTemplate';

function render(scripts: string[]): string {
  // Rendered the way Docusaurus renders its template (@docusaurus/core ssg/ssgTemplate.js).
  const compiled = eta.compile(ssrTemplate.trim(), { rmWhitespace: true });
  return compiled(
    {
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      version: '3',
      metaAttributes: [],
      headTags: '',
      stylesheets: ['assets/css/styles.css'],
      scripts,
      baseUrl: '/',
      preBodyTags: '',
      appHtml: '<main>Hello</main>',
      postBodyTags: '',
    },
    eta.defaultConfig,
  );
}

describe('ssrTemplate', () => {
  it('lists the start-up scripts as JSON instead of script tags', () => {
    const html = render(['assets/js/runtime~main.1.js', 'assets/js/main.2.js']);
    expect(html).toContain(
      `<script type="application/json" id="${scriptListId}">["/assets/js/runtime~main.1.js","/assets/js/main.2.js"]</script>`,
    );
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.css" />');
    expect(html).toContain('<div id="__docusaurus"><main>Hello</main></div>');
  });
});

describe('bootScript', () => {
  function runBoot(visibilityState: string) {
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState,
      getElementById: (id: string) =>
        id === scriptListId ? { textContent: '["/a.js","/b.js"]' } : null,
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    };
    const window = { requestAnimationFrame: (run: () => void) => frames.push(run) };
    const setTimeout = (run: () => void) => timers.push(run);
    runInNewContext(bootScript, {
      document,
      window,
      requestAnimationFrame: window.requestAnimationFrame,
      setTimeout,
      JSON,
    });
    return { appended, frames, timers };
  }

  it('adds the scripts in order, non-async, only after the first frame', () => {
    const { appended, frames, timers } = runBoot('visible');
    expect(appended).toEqual([]);
    frames.forEach((run) => {
      run();
    });
    expect(appended).toEqual([]);
    timers.forEach((run) => {
      run();
    });
    expect(appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
  });

  it('loads at once in a hidden tab, where no frame would come', () => {
    expect(runBoot('hidden').appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('is the same on every page, so one CSP hash allows it', () => {
    expect(bootScript).not.toMatch(/assets\/js/);
  });
});
