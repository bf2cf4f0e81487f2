import { getHtmlMinifier } from '@docusaurus/bundler';
import { describe, expect, it } from 'vitest';
import { minifyPage } from './html-minifier';

// Shaped like a built page: React's text separators, empty and redundant attributes, inline
// JSON, script and style, which the options keep or minify.
const page = `<!DOCTYPE html>
<html lang="en" dir="ltr" data-theme="light">
<head>
  <meta charset="UTF-8">
  <title>Deploy a VPC | Docs</title>
  <style>  :root { --x : 1px ; }  </style>
  <script type="application/json" id="__site-scripts">  [ "/a.js" ,  "/b.js" ]  </script>
  <script>  (function () { var scripts = 1 ; window.x = scripts ; })();  </script>
</head>
<body class="">
  <!-- a comment React does not need -->
  <div id="__docusaurus"><a href="/x" target="_self" class="yt-lite ">Read <!-- -->more</a>
    <input type="text" value="" disabled="">
    <p>Two   spaces   and
    a newline</p>
  </div>
</body>
</html>`;

describe('html minifier', () => {
  it('minifies a page exactly as the Docusaurus static renderer would', async () => {
    const upstream = await getHtmlMinifier({ type: 'swc' });
    const expected = (await upstream.minify(page)).code;
    expect(await minifyPage('page.html', Buffer.from(page))).toBe(expected);
    expect(expected.length).toBeLessThan(page.length);
  });
});
