import type { Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { parseHtml } from './parse-html';

/** The tree as tag names and text, e.g. "ul(li(a) li(b))". */
function outline(node: Root | RootContent): string {
  if (node.type === 'text') return JSON.stringify(node.value);
  if (node.type === 'root' || node.type === 'element') {
    const inner = (node.children as RootContent[]).map(outline).join(' ');
    return node.type === 'root' ? inner : `${node.tagName}(${inner})`;
  }
  return '';
}

describe('parseHtml', () => {
  it('builds elements with their classes, hidden flag and decoded text', () => {
    const tree = parseHtml('<p class="a  b" hidden>Tom &amp; Jerry&#x27;s<br>cat</p>');
    expect(outline(tree)).toBe('p("Tom & Jerry\'s" br() "cat")');
    const paragraph = tree.children[0];
    expect(paragraph?.type === 'element' && paragraph.properties).toEqual({
      className: ['a', 'b'],
      hidden: true,
    });
  });

  it('closes what minified HTML leaves open, within the right scope', () => {
    const tree = parseHtml(
      '<table><thead><tr><th>A<th>B<tbody><tr><td>1<td>2</table>' +
        '<ul><li><p>a<li>b<ul><li>c</ul><li>d</ul><p>x<p>y<div>z</div>',
    );
    expect(outline(tree)).toBe(
      'table(thead(tr(th("A") th("B"))) tbody(tr(td("1") td("2")))) ' +
        'ul(li(p("a")) li("b" ul(li("c"))) li("d")) p("x") p("y") div("z")',
    );
  });
});
