/**
 * Issue 21's corpus, put through every generated family and rendered as the site renders it,
 * then loaded into Chromium: no payload may run (a dialog or a page error would show it).
 */
import { test, expect } from '@playwright/test';
import { corpus, corpusPages, renderPage } from '../corpus/xss';

test('no payload in any data field runs in the browser', async ({ page }) => {
  test.setTimeout(120_000);
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => ran.push(error.message));
  let pages = 0;
  for (const payload of corpus) {
    for (const files of corpusPages(payload)) {
      for (const file of files.filter((item) => item.path.endsWith('.mdx'))) {
        const html = await renderPage(files, file);
        await page.setContent(`<!doctype html><html><body>${html}</body></html>`);
        // Handlers such as onerror fire after load; give them a turn of the event loop.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
        pages += 1;
      }
    }
  }
  expect(pages).toBe(corpus.length * 5);
  expect(ran).toEqual([]);
});

test('the same check sees a payload that does run', async ({ page }) => {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setContent('<!doctype html><img src=x onerror="alert(1)">');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(ran).toEqual(['1']);
});
