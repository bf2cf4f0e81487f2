/**
 * Makes images in Markdown content zoomable (medium-zoom). Matches the spec: zoom is attached
 * 1 s after each route update, images with the `no-zoom` class are skipped, and an open zoom
 * closes once the page scrolls more than 40 px.
 */
import type { ClientModule } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { Zoom } from 'medium-zoom';

export const zoomSelector = '.markdown img:not(.no-zoom)';
export const attachDelayMs = 1000;
export const scrollOffsetPx = 40;

let zoom: Zoom | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

async function attach(): Promise<void> {
  const { default: mediumZoom } = await import('medium-zoom');
  zoom?.detach();
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
