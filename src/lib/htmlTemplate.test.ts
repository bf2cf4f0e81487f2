import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import * as eta from 'eta';
import { bootScript, fallbackMs, scriptListId, ssrTemplate } from './htmlTemplate';

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
  type Entries = { getEntriesByName: (name: string) => unknown[] };
  type Observer = { callback: (entries: Entries, observer: { disconnect(): void }) => void };

  /** Runs the script in a fake page; `paintEntries: false` is a browser without paint timing. */
  function runBoot(visibilityState: string, paintEntries = true) {
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const observers: (Observer & { options?: unknown; disconnected: boolean })[] = [];
    const document = {
      visibilityState,
      getElementById: (id: string) =>
        id === scriptListId ? { textContent: '["/a.js","/b.js"]' } : null,
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintEntries ? ['paint', 'largest-contentful-paint'] : [];
      record: Observer & { options?: unknown; disconnected: boolean };
      constructor(callback: Observer['callback']) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
    }
    const window = {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      PerformanceObserver,
    };
    const setTimeout = (run: () => void, ms = 0) => timers.push({ run, ms });
    runInNewContext(bootScript, {
      document,
      window,
      requestAnimationFrame: window.requestAnimationFrame,
      setTimeout,
      JSON,
    });
    /** Reports paint entries with these names to every observer. */
    const paint = (...names: string[]) => {
      for (const observer of observers) {
        observer.callback(
          { getEntriesByName: (name) => names.filter((entry) => entry === name) },
          {
            disconnect: () => {
              observer.disconnected = true;
            },
          },
        );
      }
    };
    const runTimers = (which: (ms: number) => boolean) => {
      for (const timer of timers.splice(0).filter(({ ms }) => which(ms))) timer.run();
    };
    return { appended, frames, timers, observers, paint, runTimers };
  }

  const sources = (appended: { src: string }[]) => appended.map((script) => script.src);

  it('adds the scripts in order, non-async, just after the first contentful paint', () => {
    const { appended, observers, paint, runTimers } = runBoot('visible');
    expect(observers.map((observer) => observer.options)).toEqual([
      { type: 'paint', buffered: true },
    ]);
    paint('first-paint');
    runTimers((ms) => ms === 0);
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    expect(observers[0]?.disconnected).toBe(true);
    expect(appended).toEqual([]);
    runTimers((ms) => ms === 0);
    expect(appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
  });

  it(`loads after ${fallbackMs} ms without a contentful paint, and only once`, () => {
    const { appended, timers, paint, runTimers } = runBoot('visible');
    expect(timers.map((timer) => timer.ms)).toEqual([fallbackMs]);
    runTimers((ms) => ms === fallbackMs);
    expect(sources(appended)).toEqual(['/a.js', '/b.js']);
    paint('first-contentful-paint');
    runTimers(() => true);
    expect(sources(appended)).toEqual(['/a.js', '/b.js']);
  });

  it('waits for the first frame where the browser has no paint timing', () => {
    const { appended, frames, observers, runTimers } = runBoot('visible', false);
    expect(observers).toEqual([]);
    frames.forEach((run) => {
      run();
    });
    expect(appended).toEqual([]);
    runTimers(() => true);
    expect(sources(appended)).toEqual(['/a.js', '/b.js']);
  });

  it('loads at once in a hidden tab, where no frame would come', () => {
    expect(sources(runBoot('hidden').appended)).toEqual(['/a.js', '/b.js']);
  });

  it('is the same on every page, so one CSP hash allows it', () => {
    expect(bootScript).not.toMatch(/assets\/js/);
  });
});
