/** Written into the build folder by plugins/llms, read and removed by scripts/markdown/pages.ts. */
export const readingOrderFile = 'llms-reading-order.json';
