/**
 * npm run social-cards: renders the link-preview images (1200 x 630 PNG, the size large-image
 * cards use) into static/img/social/, one for the site and one per kind of generated page.
 * The PNGs are committed; run this again after changing a card's words or the brand colours.
 */
import { mkdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { brand } from '../src/lib/brand.ts';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';
import { socialCards } from '../src/lib/socialCards.ts';

const outDir = path.resolve('static/img/social');
const logo = readFileSync('static/img/logo.svg', 'utf8').replace(/<title[^>]*>.*?<\/title>/, '');
// Embedded: a page set from a string cannot load file:// fonts.
const inter = readFileSync(
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
).toString('base64');

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cardHtml(title: string, subtitle: string): string {
  return `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${inter}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; width: 1200px; height: 630px; }
body { font-family: Inter, sans-serif; background: #f5f7ff; color: #1b1f3b; display: flex;
  flex-direction: column; justify-content: space-between; box-sizing: border-box; padding: 72px 80px;
  border-top: 16px solid #2f55d4; }
.logo svg { width: 480px; height: 120px; }
h1 { font-size: 84px; line-height: 1.05; margin: 0 0 24px; font-weight: 800; letter-spacing: -0.02em; }
p { font-size: 38px; line-height: 1.3; margin: 0; color: #3b4270; max-width: 1000px; }
.site { font-size: 28px; color: #2f55d4; font-weight: 600; }
</style></head><body>
<div class="logo">${logo}</div>
<div><h1>${escape(title)}</h1><p>${escape(subtitle)}</p></div>
<div class="site">${escape(brand.siteUrl.replace(/^https:\/\//, ''))}</div>
</body></html>`;
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const card of socialCards) {
  await page.setContent(cardHtml(card.title, card.subtitle), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(outDir, `${card.name}.png`);
  await page.screenshot({ path: file, type: 'png' });
  console.log(`[social-cards] ${path.relative(process.cwd(), file)}`);
}
await browser.close();
