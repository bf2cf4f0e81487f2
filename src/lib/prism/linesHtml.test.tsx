import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Highlight } from './highlight';
import { codeLinesHtml, escapeHtml, withoutLoneNewline } from './linesHtml';

// Upstream's pass-through token: a <span> with every prop except `line` and `token`.
vi.mock('@theme/CodeBlock/Line/Token', () => ({
  default: (props: Record<string, unknown>) => {
    const rest = { ...props };
    delete rest.line;
    delete rest.token;
    return <span {...rest} />;
  },
}));
// `@theme/CodeBlock/Line` is the site's own Line (what the theme alias resolves to in a build).
vi.mock('@theme/CodeBlock/Line', () => import('@site/src/theme/CodeBlock/Line'));
const { default: Lines } = await import('@site/src/theme/CodeBlock/Content/Lines');

const classes = {
  codeLine: 'codeLine',
  codeLineNumber: 'codeLineNumber',
  codeLineContent: 'codeLineContent',
};

/** The lines as the browser renders them (Content's Lines), inside the Highlight render prop. */
function reactMarkup(
  code: string,
  language: string,
  lineClassNames: Record<number, string[]>,
  showLineNumbers: boolean,
): { react: string; string: string } {
  let string = '';
  const react = renderToStaticMarkup(
    <Highlight code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) => {
        string = codeLinesHtml(tokens, { lineClassNames, showLineNumbers, classes });
        return (
          <Lines
            lines={tokens}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            lineClassNames={lineClassNames}
            showLineNumbers={showLineNumbers}
          />
        );
      }}
    </Highlight>,
  );
  return { react, string };
}

const samples: [string, string][] = [
  [
    'hcl',
    'module "vpc" {\n  source = "git::git@github.com:gruntwork-io/x.git//modules/vpc?ref=v0.26.0"\n\n  cidr   = "10.0.0.0/16" # <main> & \'quoted\'\n}\n',
  ],
  [
    'bash',
    'export AWS_PROFILE=dev\nterragrunt run-all plan --terragrunt-non-interactive && echo "<ok>"\n\n',
  ],
  ['yaml', "jobs:\n  plan:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo '&amp;'\n"],
  ['text', 'plain <text> & "quotes"\n\nafter an empty line'],
];

describe('codeLinesHtml', () => {
  it.each(samples)('writes the Line component markup for %s', (language, code) => {
    const { react, string } = reactMarkup(code, language, {}, false);
    expect(string).toBe(react);
    expect(string).toContain('token-line');
  });

  it('matches highlighted lines and line numbers', () => {
    const [language, code] = samples[0] ?? ['', ''];
    const highlighted = { 1: ['theme-code-block-highlighted-line'], 3: ['a', 'b'] };
    const { react, string } = reactMarkup(code, language, highlighted, true);
    expect(string).toBe(react);
    expect(string).toContain('theme-code-block-highlighted-line codeLine');
  });

  it('escapes as React does', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;',
    );
  });

  it('renders a lone newline as an empty token', () => {
    expect(withoutLoneNewline([{ types: ['plain'], content: '\n', empty: true }])).toEqual([
      { types: ['plain'], content: '', empty: true },
    ]);
  });
});
