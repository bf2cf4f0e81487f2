/**
 * Makes images in Markdown content zoomable (medium-zoom). Matches the spec: zoom is attached
 * 1 s after each route update, images with the `no-zoom` class are skipped, and an open zoom
 * closes once the page scrolls more than 40 px. medium-zoom is only downloaded for a page that
 * has a zoomable image (most pages have none).
 */
import type { ClientModule } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { Zoom } from 'medium-zoom';

export const zoomSelector = '.markdown img:not(.no-zoom)';
export const attachDelayMs = 1000;
export const scrollOffsetPx = 40;

let zoom: Zoom | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function detach(): void {
  zoom?.detach();
  zoom = undefined;
}

async function attach(): Promise<void> {
  detach();
  if (!document.querySelector(zoomSelector)) return;
  const { default: mediumZoom } = await import('medium-zoom');
  // Another route update may have attached a zoom while the library loaded.
  detach();
  zoom = mediumZoom(zoomSelector, {
    margin: 24,
    scrollOffset: scrollOffsetPx,
    background: 'var(--site-zoom-background)',
  });
}

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    if (!ExecutionEnvironment.canUseDOM) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      void attach();
    }, attachDelayMs);
  },
};

export default imageZoom;
