import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { brand } from './src/lib/brand';
import { footer, navbarItems } from './src/lib/navigation';
import { fontHeadTags } from './src/lib/fonts';
import { ssrTemplate } from './src/lib/htmlTemplate';
import repoSetsPlugin from './plugins/repo-sets';
import leanBundlePlugin from './plugins/lean-bundle';
import buildTuningPlugin from './plugins/build-tuning';
import fontsPlugin from './plugins/fonts';
import codeThemePlugin from './plugins/code-theme';
import redirectsPlugin from './plugins/redirects';
import llmsPlugin from './plugins/llms';
import rehypeLabelTaskItems from './plugins/rehype/label-task-items';
import rehypeReservedIds from './plugins/rehype/reserved-ids';
import rehypeUnsafeComponents from './plugins/rehype/unsafe-components';
import { additionalLanguages } from './src/lib/prism/languages';
import { darkCodeTheme, lightCodeTheme } from './src/lib/codeThemes';
import { searchConfigFromEnv } from './src/lib/search/config';
import { socialCardPath } from './src/lib/socialCards';

/*
 * Options read from the environment. Everything works offline with none of them set.
 * - GTM_CONTAINER_ID: Google Tag Manager container; the tag manager is absent when unset.
 * - FONT_STYLESHEET_URL (+ FONT_FAMILY): load fonts from a provider stylesheet instead of
 *   the self-hosted files bundled from npm.
 * - SITE_URL: canonical origin used in the sitemap and canonical links.
 * - REPO_SETS_MODULE: module listing CIS and Enterprise repositories for the link warning.
 * - ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME (+ ALGOLIA_LIBRARY_INDEX_NAME): hosted
 *   DocSearch instead of the local search index. All three are needed to switch.
 */
const gtmContainerId = process.env.GTM_CONTAINER_ID?.trim() || undefined;
const fontStylesheetUrl = process.env.FONT_STYLESHEET_URL?.trim() || undefined;
const fontFamily = process.env.FONT_FAMILY?.trim() || 'Inter';
const siteUrl = process.env.SITE_URL?.trim() || brand.siteUrl;
const search = searchConfigFromEnv(process.env);
/** `LEAN_BUNDLE=off`: stock runtime and page template, the baseline of an upgrade (plugins/lean-bundle/README.md). */
const leanBundle = process.env.LEAN_BUNDLE !== 'off';
const repoSetsModule = process.env.REPO_SETS_MODULE?.trim() || '@gruntwork-io/repo-sets';

const config: Config = {
  title: brand.siteTitle,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  // generated/static holds files the generators write, such as the release-notes feed.
  staticDirectories: ['static', 'generated/static'],
  url: siteUrl,
  baseUrl: '/',
  // Routes carry no trailing slash (/foundations/overview), as in the spec's route list.
  trailingSlash: false,
  organizationName: brand.github.org,
  projectName: 'docs',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // The layers polyfill raises Infima's specificity above unlayered site CSS, so site
      // overrides stop applying; plain cascade order keeps custom.css authoritative.
      useCssCascadeLayers: false,
      // Plain storage keys ("theme", "docs-preferred-version-default") keep the
      // persisted choices readable and stable across hosts.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  // Both warn so Docusaurus lists broken links and broken anchors alike (throw stops at the
  // links); scripts/build/docusaurus-build.mts fails the build when either was reported.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
    },
  },

  ...(leanBundle ? { ssrTemplate } : {}),
  headTags: fontHeadTags({ stylesheetUrl: fontStylesheetUrl, family: fontFamily }),
  stylesheets: fontStylesheetUrl ? [fontStylesheetUrl] : [],
  clientModules: ['./src/clientModules/imageZoom.ts'],
  plugins: [
    [repoSetsPlugin, { moduleName: repoSetsModule }],
    [fontsPlugin, { preload: !fontStylesheetUrl }],
    codeThemePlugin,
    buildTuningPlugin,
    // LEAN_BUNDLE=off builds the stock Docusaurus runtime: the baseline for an upgrade.
    ...(leanBundle ? [leanBundlePlugin] : []),
    redirectsPlugin,
    llmsPlugin,
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars/index.ts',
          editUrl: brand.github.docsEditBase,
          showLastUpdateTime: true,
          tags: '../data/tags.yml',
          rehypePlugins: [rehypeLabelTaskItems, rehypeReservedIds, rehypeUnsafeComponents],
          onInlineTags: 'throw',
          lastVersion: 'current',
          includeCurrentVersion: true,
          versions: { current: { label: 'Next' } },
        },
        blog: false,
        pages: {
          rehypePlugins: [rehypeLabelTaskItems, rehypeReservedIds, rehypeUnsafeComponents],
          // Hosted DocSearch brings its own /search page.
          exclude: [
            '**/_*.{js,jsx,ts,tsx,md,mdx}',
            '**/_*/**',
            '**/*.test.{js,jsx,ts,tsx}',
            '**/__tests__/**',
            ...(search.provider === 'algolia' ? ['search.tsx'] : []),
          ],
        },
        theme: { customCss: './src/css/custom.css' },
        // lastmod: git dates of hand-written pages, data dates (newest release) of generated
        // ones. The search page is a tool, not content.
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          lastmod: 'date',
          ignorePatterns: ['/search'],
        },
        ...(gtmContainerId ? { googleTagManager: { containerId: gtmContainerId } } : {}),
      } satisfies Preset.Options,
    ],
  ],

  customFields: { search },

  themeConfig: {
    ...(search.provider === 'algolia'
      ? {
          algolia: {
            appId: search.appId,
            apiKey: search.apiKey,
            indexName: search.indexName,
            contextualSearch: true,
            searchParameters: { facetFilters: ['language:en'] },
            searchPagePath: 'search',
          },
        }
      : {}),
    // Link previews: generated reference, knowledge-base and release pages name their own card.
    image: socialCardPath('site'),
    metadata: [
      { name: 'keywords', content: 'terraform, terragrunt, aws, infrastructure as code, devops' },
    ],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    announcementBar: {
      id: 'getting-started-2023',
      content:
        'New to Gruntwork? <a href="/intro/overview/getting-started">Follow the getting-started path</a> from account setup to your first deployed module.',
      isCloseable: true,
    },
    navbar: {
      title: '',
      hideOnScroll: true,
      logo: {
        alt: `${brand.company} Docs`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/',
        width: 160,
        height: 40,
      },
      items: navbarItems,
    },
    footer,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
