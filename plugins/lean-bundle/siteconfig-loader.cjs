/**
 * Rspack loader for the generated `.docusaurus/docusaurus.config.mjs`, client build only. The
 * browser gets the whole site config in main.js, but the page template and the plugin, preset
 * and theme declarations are read only by the build (~1 KiB gzip; checked against the client
 * code of every @docusaurus package). The loader drops those keys and fails the build if the
 * file is no longer one JSON object after `export default`.
 */
'use strict';

const buildOnlyKeys = ['ssrTemplate', 'presets', 'plugins', 'themes'];

function trimSiteConfig(source, file = 'docusaurus.config.mjs') {
  const marker = 'export default ';
  const at = source.indexOf(marker);
  let config;
  try {
    config = JSON.parse(
      source
        .slice(at + marker.length)
        .trim()
        .replace(/;$/, ''),
    );
  } catch {
    config = undefined;
  }
  if (at === -1 || typeof config !== 'object' || config === null) {
    throw new Error(
      `${file}: siteconfig-loader expects \`export default\` followed by one JSON object; update plugins/lean-bundle/siteconfig-loader.cjs for this Docusaurus version`,
    );
  }
  const kept = Object.entries(config).filter(([key]) => !buildOnlyKeys.includes(key));
  return `export default ${JSON.stringify(Object.fromEntries(kept))};\n`;
}

module.exports = function siteConfigLoader(source) {
  return trimSiteConfig(source, this.resourcePath);
};
module.exports.trimSiteConfig = trimSiteConfig;
module.exports.buildOnlyKeys = buildOnlyKeys;
