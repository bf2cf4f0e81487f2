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

// What routes-loader.cjs adds to `@generated/routes` in the client build.
declare module '@generated/routes' {
  /** Resolves once the routes of a pathname's section are in the route tree. */
  export function routesReady(pathname: string): Promise<void>;
}
