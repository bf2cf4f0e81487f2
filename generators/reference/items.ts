/**
 * Inputs and outputs as page data: facts plus the description rendered to sanitised HTML at
 * build time. The page's components render the list (and filter it) from this.
 */
import { renderSafeMarkdown } from '../shared/safe-markdown';
import type { InputData, OutputData } from './schema';

/** One item; its section (required, optional, output) is the list it is in. */
export type ReferenceItem = {
  name: string;
  type?: string;
  default?: string;
  typeDetails?: string;
  /** Sanitised HTML of the description, without the paragraph around it. */
  html: string;
};

function inlineHtml(markdown: string): string {
  const html = renderSafeMarkdown(markdown);
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  const inner = single?.[1];
  return inner !== undefined && !inner.includes('<p>') ? inner : html;
}

export function inputItem(input: InputData): ReferenceItem {
  return {
    name: input.name,
    ...(input.type ? { type: input.type } : {}),
    ...(input.default !== undefined ? { default: input.default } : {}),
    ...(input.typeDetails ? { typeDetails: input.typeDetails } : {}),
    html: inlineHtml(input.description),
  };
}

export function outputItem(output: OutputData): ReferenceItem {
  return { name: output.name, html: inlineHtml(output.description) };
}

/** Pages with at least this many items get the filter. */
export const filterThreshold = 30;
