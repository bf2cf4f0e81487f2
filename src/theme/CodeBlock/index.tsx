/**
 * Wraps `@theme/CodeBlock` to register the site's Prism languages where code blocks are rendered.
 * The classic theme registers them from a client module, which puts Prism (~30 KB gzip) into the
 * main bundle of every page; plugins/lean-bundle empties that module, and this import brings Prism
 * in with the code block instead, so pages that render no code block never load it.
 *
 * Not lazy on purpose: a React.lazy block needs a <Suspense> boundary, and React's streaming
 * server renderer moves boundaries that come after the first ~12 KB of a page into hidden
 * segments with inline swap scripts (the html-validate gate rejects those pages).
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import CodeBlock from '@theme-original/CodeBlock';
import '@site/src/lib/prism/register';

export default function CodeBlockWithLanguages(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
