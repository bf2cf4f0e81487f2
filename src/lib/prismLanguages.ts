/**
 * Languages highlighted on top of prism-react-renderer's defaults. The config lists them for the
 * theme; the code-block chunk loads exactly these, so the two cannot drift apart. "eager" keeps
 * them inside the code-block chunk instead of seven more round trips.
 */
const loaders = {
  hcl: () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-hcl'),
  python: () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-python'),
  yaml: () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-yaml'),
  json: () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-json'),
  bash: () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-bash'),
  go: () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-go'),
  docker: () => import(/* webpackMode: "eager" */ 'prismjs/components/prism-docker'),
};

/** The additional languages, in the order the theme config lists them. */
export const additionalLanguages = Object.keys(loaders) as (keyof typeof loaders)[];

/**
 * Registers the additional languages on prism-react-renderer's Prism instance. Prism's language
 * files extend `globalThis.Prism`, so the instance is put there while they run, then removed.
 */
export async function registerLanguages(prism: object): Promise<void> {
  const global = globalThis as { Prism?: object };
  const before = global.Prism;
  global.Prism = prism;
  try {
    for (const language of additionalLanguages) await loaders[language]();
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}
