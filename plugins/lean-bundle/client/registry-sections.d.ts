// What registry-loader.cjs turns `@generated/registry` into in the client build.
declare module '@generated/registry' {
  import type { RouteChunkNames } from '@docusaurus/types';

  type RegistryEntry = readonly [() => Promise<unknown>, string, unknown];

  export type RouteSection = {
    chunkNames: RouteChunkNames;
    registry: Record<string, RegistryEntry>;
  };
  /** The section (knowledge base, guides, ...) whose module lists a route path's chunks. */
  export function sectionOf(routePath: string): string;
  /** Loads a section module once. */
  export function loadSection(section: string): Promise<RouteSection>;
}

// Rspack's `require.resolveWeak`: the module id, without bundling the module into this chunk.
declare namespace NodeJS {
  interface Require {
    resolveWeak(id: string): string | number;
  }
}
