import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const stub = (name: string) => fileURLToPath(new URL(`./tests/stubs/${name}`, import.meta.url));

/** Unit tests: pure modules in node, components in jsdom with small @docusaurus stand-ins. */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: [
      { find: /^@site\/(.*)$/, replacement: fileURLToPath(new URL('./$1', import.meta.url)) },
      { find: '@docusaurus/Link', replacement: stub('Link.tsx') },
      { find: '@docusaurus/useDocusaurusContext', replacement: stub('useDocusaurusContext.ts') },
      { find: '@docusaurus/useGlobalData', replacement: stub('useGlobalData.ts') },
      { find: '@docusaurus/ExecutionEnvironment', replacement: stub('ExecutionEnvironment.ts') },
      { find: '@theme/Heading', replacement: stub('Heading.tsx') },
      { find: /^.*\.module\.css$/, replacement: stub('styles.ts') },
    ],
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'sidebars/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'scripts/**/*.test.ts',
      'plugins/**/*.test.{ts,tsx}',
      'generators/**/*.test.ts',
      'importers/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/stubs/setup.ts'],
  },
});
