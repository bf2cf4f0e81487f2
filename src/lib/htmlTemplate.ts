/**
 * The HTML page template (Docusaurus `ssrTemplate`). Same as Docusaurus's own, except how the
 * two start-up scripts load: instead of `<script defer>` tags in the head, which the browser
 * fetches while it parses and which share the connection with the stylesheet and fonts of the
 * first paint, the page lists them in a JSON block and a small inline script adds them (in
 * order) right after the first frame is painted. The text of the page shows first; React
 * hydrates a frame later. A hidden tab (no frames) loads them at once.
 */

/** Element id of the JSON list of start-up scripts. */
export const scriptListId = '__site-scripts';

/**
 * Inline start-up script. Identical on every page, so one CSP hash covers it (scripts/serve).
 * `async = false` keeps execution in list order (runtime before main) for inserted scripts.
 */
export const bootScript =
  '(function(){var d=document;' +
  `var list=JSON.parse(d.getElementById(${JSON.stringify(scriptListId)}).textContent);` +
  'function load(){list.forEach(function(src){var s=d.createElement("script");' +
  's.src=src;s.async=false;d.head.appendChild(s)})}' +
  'if(d.visibilityState==="hidden"||!window.requestAnimationFrame){load()}' +
  'else{requestAnimationFrame(function(){setTimeout(load,0)})}})();';

/** The Eta template Docusaurus renders each page with. */
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="${scriptListId}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${bootScript}</script>
  </body>
</html>
`;
