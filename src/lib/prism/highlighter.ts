/**
 * The code highlighter, loaded on demand in the browser. Hydration keeps the server's
 * highlighted HTML (src/theme/CodeBlock/Content), so Prism (~35 KB gzip, and its grammars'
 * start-up cost) is only fetched when a code block renders after a client-side navigation.
 * The server build swaps this module for ./highlighter.server.ts, which highlights synchronously.
 */
import type { Highlight as HighlightComponent } from 'prism-react-renderer';

export type Highlighter = typeof HighlightComponent;

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** The highlighter if it has arrived, else undefined. */
export function loadedHighlighter(): Highlighter | undefined {
  return loaded;
}

/** Starts loading the highlighter once; resolves with it. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('./highlight').then(({ Highlight }) => (loaded = Highlight));
  return loading;
}
