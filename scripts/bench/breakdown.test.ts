import { describe, expect, it } from 'vitest';
import { sourceGroup } from './breakdown';

describe('sourceGroup', () => {
  it('names the package, the generated file or the site for a source path', () => {
    expect(sourceGroup('webpack://x/./node_modules/react-dom/cjs/react-dom.production.js')).toBe(
      'react-dom',
    );
    expect(sourceGroup('webpack://x/./node_modules/@docusaurus/core/lib/client/App.js')).toBe(
      '@docusaurus/core',
    );
    expect(sourceGroup('webpack://x/./.docusaurus/registry.js')).toBe('.docusaurus/registry.js');
    expect(sourceGroup('json|/work/main/.docusaurus/globalData.json')).toBe(
      '.docusaurus/globalData.json',
    );
    expect(sourceGroup('webpack://x/./src/theme/Root.tsx')).toBe('site code (src, plugins, docs)');
    expect(sourceGroup(null)).toBe('(runtime glue)');
  });
});
