/** The theme's code block, loaded with Prism and the site's languages as one lazy chunk. */
import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import type { Props } from '@theme/CodeBlock';
import CodeBlock from '@theme-original/CodeBlock';
import { registerLanguages } from '@site/src/lib/prismLanguages';

/** Resolves once the languages are registered; React.lazy needs a default export. */
export async function loadHighlighted(): Promise<{ default: ComponentType<Props> }> {
  await registerLanguages(Prism);
  return { default: CodeBlock as ComponentType<Props> };
}
