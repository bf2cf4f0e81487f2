/**
 * Wraps `@theme/CodeBlock`. Prism and its languages are about 30 KB of gzip JavaScript that the
 * classic theme puts in the main bundle of every page; here the whole code block (highlighter,
 * copy and word-wrap buttons) loads as one lazy chunk, only on pages that show code. Server
 * rendering waits for the chunk, so the HTML is highlighted; on the client React keeps the server
 * markup until the chunk arrives and then hydrates the block as a whole, so the buttons never
 * run before the highlighted lines exist.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

const Highlighted = lazy(() => import('./Highlighted').then((module) => module.loadHighlighted()));

/** Shown only after a client-side navigation, for the moment the highlighter takes to load. */
function PlainCode({ children }: Props): ReactNode {
  return (
    <pre className="prism-code" tabIndex={0}>
      <code>{typeof children === 'string' ? children : null}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
