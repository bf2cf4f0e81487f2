import { describe, expect, it, vi } from 'vitest';
import { libraryQueryRequest, parseLibraryResponse, searchLibraryIndex } from './algoliaLibrary';

const config = {
  provider: 'algolia',
  appId: 'APP1',
  apiKey: 'public-key',
  indexName: 'docs',
  libraryIndexName: 'library reference',
} as const;

describe('libraryQueryRequest', () => {
  it('queries the library index, not the docs index, with the public key', () => {
    const { url, init } = libraryQueryRequest(config, { query: 'vpc', kind: 'all', limit: 24 });
    expect(url).toBe('https://APP1-dsn.algolia.net/1/indexes/library%20reference/query');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'X-Algolia-Application-Id': 'APP1',
      'X-Algolia-API-Key': 'public-key',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      query: 'vpc',
      hitsPerPage: 24,
      facetFilters: [['type:reference-module', 'type:reference-service']],
    });
  });

  it('narrows to one page type with the type facet', () => {
    const services = libraryQueryRequest(config, { query: '', kind: 'services', limit: 5 });
    expect(JSON.parse(services.init.body as string)).toMatchObject({
      facetFilters: [['type:reference-service']],
    });
  });
});

describe('parseLibraryResponse', () => {
  it('shapes library records and DocSearch records into cards with site paths', () => {
    const result = parseLibraryResponse({
      nbHits: 40,
      hits: [
        {
          objectID: 'a',
          url: 'https://docs.gruntwork.io/reference/modules/terraform-aws-vpc/vpc-app',
          name: 'VPC App',
          group: 'VPC Modules',
          description: 'A VPC for apps.',
        },
        {
          objectID: 'b',
          url: '/reference/services/networking/vpc#inputs',
          hierarchy: { lvl1: 'VPC' },
          content: 'A production VPC.',
        },
        { objectID: 'no-url', name: 'Dropped' },
      ],
    });
    expect(result.total).toBe(40);
    expect(result.cards).toEqual([
      {
        id: 'a',
        url: '/reference/modules/terraform-aws-vpc/vpc-app',
        name: 'VPC App',
        group: 'VPC Modules',
        description: 'A VPC for apps.',
      },
      {
        id: 'b',
        url: '/reference/services/networking/vpc#inputs',
        name: 'VPC',
        group: 'Service · networking',
        description: 'A production VPC.',
      },
    ]);
  });
});

describe('searchLibraryIndex', () => {
  it('fails on an error status so the component can show the failure state', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{}', { status: 403 })));
    await expect(
      searchLibraryIndex(config, { query: 'x', kind: 'all', limit: 1 }, fetchImpl),
    ).rejects.toThrow('403');
  });
});
