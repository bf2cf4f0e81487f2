/**
 * Where each family's generated files go. Kept apart from the renderers so the CLI can check
 * that outputs exist without loading them.
 */
export const outputRoots = {
  reference: 'docs/reference',
  referenceData: 'generated/page-data/reference',
  // Served as /reference/**.json and /schemas/*: static files beside the pages.
  referenceFacts: 'generated/static/reference',
  referenceSchemas: 'generated/static/schemas',
  knowledgeBase: 'docs/discussions',
  knowledgeBaseData: 'generated/page-data/discussions',
  releases: 'docs/guides/stay-up-to-date/releases',
  releaseData: 'generated/page-data/guides/stay-up-to-date/releases',
  releaseFeed: 'generated/static/guides/stay-up-to-date/releases',
} as const;

/** The page families, in the order they are reported, with the folders each one owns. */
export const familyOutputs = [
  {
    name: 'reference',
    outputRoots: [
      outputRoots.reference,
      outputRoots.referenceData,
      outputRoots.referenceFacts,
      outputRoots.referenceSchemas,
    ],
  },
  {
    name: 'knowledge base',
    outputRoots: [outputRoots.knowledgeBase, outputRoots.knowledgeBaseData],
  },
  {
    name: 'release notes',
    outputRoots: [outputRoots.releases, outputRoots.releaseData, outputRoots.releaseFeed],
  },
] as const;

export type FamilyName = (typeof familyOutputs)[number]['name'];
