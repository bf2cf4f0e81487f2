/**
 * The HTML page template (Docusaurus `ssrTemplate`). Same as Docusaurus's own, except how the
 * two start-up scripts load: instead of `<script defer>` tags in the head, which the browser
 * fetches while it parses and which share the connection with the stylesheet and fonts of the
 * first paint, the page lists them in a JSON block and a small inline script adds them (in
 * order) right after the first contentful paint (or the first frame, in a browser without paint
 * timing). The text of the page shows first; React hydrates later. Waiting for the contentful
 * paint rather than the first frame matters when fonts hold text back for a frame or two:
 * scripts requested before the text paints compete with it, and Lighthouse then counts their
 * download in the page's largest contentful paint (2.4 s instead of 1.6 s in some runs).
 * A hidden tab (no frames) loads them at once.
 */

/** Element id of the JSON list of start-up scripts. */
export const scriptListId = '__site-scripts';

/** Start-up scripts load by then even if the browser never reports a contentful paint. */
export const fallbackMs = 3000;

/**
 * Inline start-up script. Identical on every page, so one CSP hash covers it (scripts/serve).
 * `async = false` keeps execution in list order (runtime before main) for inserted scripts.
 */
export const bootScript =
  '(function(){var d=document,w=window,started=false;' +
  `var list=JSON.parse(d.getElementById(${JSON.stringify(scriptListId)}).textContent);` +
  'function load(){if(started)return;started=true;list.forEach(function(src){' +
  'var s=d.createElement("script");s.src=src;s.async=false;d.head.appendChild(s)})}' +
  'function soon(){setTimeout(load,0)}' +
  'var P=w.PerformanceObserver;' +
  'if(d.visibilityState==="hidden"||!w.requestAnimationFrame){load()}' +
  'else if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){' +
  'new P(function(entries,observer){' +
  'if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon()}' +
  `}).observe({type:"paint",buffered:true});setTimeout(load,${fallbackMs})}` +
  'else{requestAnimationFrame(soon)}})();';

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
