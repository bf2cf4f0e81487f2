/**
 * The HCL code blocks of a Markdown or MDX text, with the line each starts on, for the
 * module-call checker. Pure. A block whose meta names one of `skipNames` is deliberately not
 * a configuration to copy as it is and is marked `skip`.
 */

export interface CodeBlock {
  /** 1-based line of the block's first code line in the text. */
  line: number;
  lang: string;
  meta: string;
  code: string;
  skip: boolean;
}

/**
 * Code-block meta words that exempt a block: a fragment or a before/after pair (`partial`), a
 * file with placeholders to fill in (`template`), Terraform 0.11 syntax in an upgrade guide
 * (`legacy`), the "don't" half of a style rule (`counterexample`).
 */
export const skipNames = ['partial', 'template', 'legacy', 'counterexample'] as const;
const skipPattern = new RegExp(`(^|\\s)(${skipNames.join('|')})(\\s|$)`);

const hclLanguages = new Set(['hcl', 'terraform', 'tf', 'hcl2']);
const opening = /^(\s*)(`{3,}|~{3,})\s*([A-Za-z0-9_+-]*)\s*(.*)$/;

/** Every fenced code block of the text in an HCL language. */
export function hclBlocks(text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = opening.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end] ?? '')) end += 1;
    if (hclLanguages.has(lang.toLowerCase())) {
      const code = lines
        .slice(i + 1, end)
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
        .join('\n');
      blocks.push({
        line: i + 2,
        lang: lang.toLowerCase(),
        meta: meta.trim(),
        code,
        skip: skipPattern.test(meta),
      });
    }
    i = end;
  }
  return blocks;
}
