import { test, expect, open } from './fixtures';

test('zooms a content image once the 1 s delay has passed and closes it on scroll', async ({
  page,
}) => {
  await page.clock.install();
  await open(page, '/intro/overview/intro-to-gruntwork');
  const image = page.getByRole('img', { name: /Diagram: AWS accounts/ });
  const overlay = page.locator('.medium-zoom-overlay');

  await image.click();
  await expect(overlay).toHaveCount(0);

  await page.clock.runFor(1000);
  await page.clock.resume();
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  await expect(overlay).toBeVisible();

  await page.mouse.wheel(0, 20);
  await page.waitForTimeout(300);
  await expect(overlay).toBeVisible();
  await page.mouse.wheel(0, 60);
  await expect(overlay).toHaveCount(0);
});

test('does not zoom images marked no-zoom', async ({ page }) => {
  await page.clock.install();
  await open(page, '/library/overview');
  await page.clock.runFor(1000);
  const image = page.getByRole('img', { name: /release tag v0.26.3/ });
  await expect(page.locator('.markdown img.medium-zoom-image').first()).toHaveCount(0);
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});

test('does not download the zoom library on a page without zoomable images', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.clock.install();
  await open(page, '/reference/modules/terraform-aws-load-balancer/nlb');
  await expect(page.locator('.markdown img:not(.no-zoom)')).toHaveCount(0);
  await page.clock.runFor(1000);
  await page.clock.resume();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('medium-zoom'))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
});
