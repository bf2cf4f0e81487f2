/** Lighthouse (mobile preset, simulated throttling) on Debian's Chromium, for `npm run bench`. */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Runs Lighthouse once per URL in one headless Chromium and returns the scores. */
export async function runLighthouse(urls: readonly string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      figures.push({
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? NaN,
        largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
