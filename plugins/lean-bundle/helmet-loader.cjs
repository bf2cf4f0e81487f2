/**
 * Rspack loader for react-helmet-async in the server bundle only. Each <Head> (Helmet) on a page
 * recomputes the merged head of all Helmets rendered so far, in render order: quadratic in the
 * number of Helmets (~15 per page here) and ~7 % of static-render time. The static renderer
 * reads the result once, after the page has rendered. This patch makes the server-side result
 * lazy: each change stores an object whose first read computes the merged head from the final
 * list of Helmets, which is what the last change would have computed. The browser build is not
 * touched. The patch matches react-helmet-async 1.3.0's published file exactly and fails the
 * build if that file changes.
 */
'use strict';

/** The start of the dispatcher's emitChange, up to the merged-state expression `o=(...)`. */
const head =
  'r.emitChange=function(){var t,e,r=this.props.context,n=r.setHelmet,i=null,o=(t=r.helmetInstances.get()';

/** Where the merged-state expression ends and the browser/server branch starts. */
const branch = ';q.canUseDOM?(';

/** Names the server result's keys (mapStateOnServer); each is computed on first read. */
const lazyState = `function __lazyHelmetState(compute){var state,lazy={};["priority","base","bodyAttributes","htmlAttributes","link","meta","noscript","script","style","title"].forEach(function(key){Object.defineProperty(lazy,key,{enumerable:!0,get:function(){return(state||(state=compute()))[key]}})});return lazy}`;

function patchHelmet(source, file = 'react-helmet-async') {
  const start = source.indexOf(head);
  const end = start === -1 ? -1 : source.indexOf(branch, start);
  if (start === -1 || end === -1 || source.indexOf(head, start + 1) !== -1) {
    throw new Error(
      `${file}: helmet-loader cannot find HelmetDispatcher.emitChange; update plugins/lean-bundle/helmet-loader.cjs for this react-helmet-async version`,
    );
  }
  // `o=(` ... `)` computes the merged state; it is reused verbatim inside the lazy closure.
  const mergeStart = start + head.length - '(t=r.helmetInstances.get()'.length;
  const merge = source.slice(mergeStart, end);
  const prefix = source.slice(start, mergeStart - 'o='.length);
  const patched = `${prefix}o;if(!q.canUseDOM)return void n(k?__lazyHelmetState(function(){var t;return k(${merge})}):null);o=${merge}`;
  return `${source.slice(0, start)}${patched}${source.slice(end)}\n${lazyState}\n`;
}

module.exports = function helmetLoader(source) {
  return patchHelmet(source, this.resourcePath);
};
module.exports.patchHelmet = patchHelmet;
