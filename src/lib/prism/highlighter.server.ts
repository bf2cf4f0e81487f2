/** Server-side stand-in for ./highlighter.ts (swapped in by plugins/lean-bundle): always loaded. */
import { Highlight } from './highlight';
import type { Highlighter } from './highlighter';

export function loadedHighlighter(): Highlighter {
  return Highlight;
}

export function loadHighlighter(): Promise<Highlighter> {
  return Promise.resolve(Highlight);
}
