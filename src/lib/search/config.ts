/** Which search backend the site uses: the local index (engine.ts), or hosted DocSearch when configured. */

export type SearchConfig =
  | { provider: 'local' }
  | {
      provider: 'algolia';
      appId: string;
      apiKey: string;
      indexName: string;
      /** Index of module and service reference pages used by "Find a module". */
      libraryIndexName: string;
    };

/** Reads the hosted-search settings; all three of app id, public key and index name are needed. */
export function searchConfigFromEnv(env: Record<string, string | undefined>): SearchConfig {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  if (!appId || !apiKey || !indexName) return { provider: 'local' };
  const libraryIndexName = env.ALGOLIA_LIBRARY_INDEX_NAME?.trim() || indexName;
  return { provider: 'algolia', appId, apiKey, indexName, libraryIndexName };
}
