/**
 * Code highlighting colours. prism-react-renderer's GitHub and Dracula themes colour comments and
 * several token kinds below WCAG AA contrast (4.5:1), which the axe gate reports; these keep the
 * familiar look with every colour at 4.5:1 or more on its background.
 */
import type { PrismTheme } from 'prism-react-renderer';

/** Light theme on #f6f8fa (the contrast of each colour against it is noted). */
export const lightCodeTheme: PrismTheme = {
  plain: { color: '#24292f', backgroundColor: '#f6f8fa' }, // 14:1
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: '#57606a', fontStyle: 'italic' },
    }, // 5.9:1
    { types: ['string', 'attr-value', 'char', 'inserted', 'regex'], style: { color: '#0a3069' } }, // 12:1
    { types: ['keyword', 'selector', 'atrule', 'important', 'tag'], style: { color: '#cf222e' } }, // 5.0:1
    { types: ['function', 'class-name'], style: { color: '#8250df' } }, // 5.0:1
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name'],
      style: { color: '#0550ae' },
    }, // 7.1:1
    { types: ['variable', 'parameter', 'assign-left'], style: { color: '#953800' } }, // 7.0:1
    { types: ['builtin', 'type', 'instruction'], style: { color: '#116329' } }, // 6.9:1
    { types: ['deleted'], style: { color: '#82071e' } }, // 9.6:1
    { types: ['punctuation', 'operator', 'entity', 'url'], style: { color: '#24292f' } },
  ],
};

/** Dark theme on #282a36 (Dracula's background). */
export const darkCodeTheme: PrismTheme = {
  plain: { color: '#f8f8f2', backgroundColor: '#282a36' }, // 14:1
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: '#a4acd0', fontStyle: 'italic' },
    }, // 6.9:1
    { types: ['string', 'attr-value', 'char', 'inserted', 'regex'], style: { color: '#f1fa8c' } }, // 13:1
    { types: ['keyword', 'selector', 'atrule', 'important', 'tag'], style: { color: '#ff79c6' } }, // 6.0:1
    { types: ['function', 'class-name'], style: { color: '#50fa7b' } }, // 11:1
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name'],
      style: { color: '#bd93f9' },
    }, // 6.1:1
    { types: ['variable', 'parameter', 'assign-left'], style: { color: '#ffb86c' } }, // 9.4:1
    { types: ['builtin', 'type', 'instruction'], style: { color: '#8be9fd' } }, // 11:1
    { types: ['deleted'], style: { color: '#ff8585' } }, // 6.0:1
    { types: ['punctuation', 'operator', 'entity', 'url'], style: { color: '#f8f8f2' } },
  ],
};
