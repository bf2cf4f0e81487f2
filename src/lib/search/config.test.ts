import { describe, expect, it } from 'vitest';
import { searchConfigFromEnv } from './config';

describe('searchConfigFromEnv', () => {
  it('uses the local index unless app id, key and index name are all set', () => {
    expect(searchConfigFromEnv({})).toEqual({ provider: 'local' });
    expect(searchConfigFromEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k' })).toEqual({
      provider: 'local',
    });
  });

  it('switches to hosted search with the library index from its own variable', () => {
    expect(
      searchConfigFromEnv({
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_API_KEY: 'public-key',
        ALGOLIA_INDEX_NAME: 'docs',
        ALGOLIA_LIBRARY_INDEX_NAME: 'library',
      }),
    ).toEqual({
      provider: 'algolia',
      appId: 'APP',
      apiKey: 'public-key',
      indexName: 'docs',
      libraryIndexName: 'library',
    });
  });
});
