import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import rehypeLabelTaskItems from './label-task-items';

async function render(markdown: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeLabelTaskItems)
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}

describe('rehypeLabelTaskItems', () => {
  it('names each checkbox by the text of its item', async () => {
    const html = await render('- [ ] Plan the **VPC**\n- [x] Apply\n');
    expect(html).toContain(
      '<label><input type="checkbox" disabled> Plan the <strong>VPC</strong></label>',
    );
    expect(html).toContain('<label><input type="checkbox" checked disabled> Apply</label>');
  });

  it('stops the label before a nested list and handles loose items', async () => {
    const html = await render('- [ ] Parent\n  - child\n\n- [ ] Loose\n');
    expect(html).toContain('<p><label><input type="checkbox" disabled> Parent</label></p>\n<ul>');
    expect(html).toContain('<p><label><input type="checkbox" disabled> Loose</label></p>');
  });

  it('leaves ordinary lists alone', async () => {
    expect(await render('- plain\n')).not.toContain('<label>');
  });
});
