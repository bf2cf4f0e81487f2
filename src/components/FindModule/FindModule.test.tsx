// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FindModule from '.';

vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {
      customFields: {
        search: {
          provider: 'algolia',
          appId: 'APP1',
          apiKey: 'public-key',
          indexName: 'docs',
          libraryIndexName: 'library',
        },
      },
    },
  }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FindModule with hosted search configured', () => {
  it('queries the library index and shows its records as cards', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        Response.json({
          nbHits: 1,
          hits: [
            {
              objectID: '1',
              url: '/reference/modules/terraform-aws-vpc/vpc-app',
              name: 'VPC App',
              group: 'VPC Modules',
              description: 'A VPC for applications.',
            },
          ],
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<FindModule />);
    await userEvent.click(screen.getByRole('radio', { name: 'Modules' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search modules and services' }),
      'vpc',
    );

    const card = await screen.findByRole('link', { name: /VPC App/ });
    expect(card.getAttribute('href')).toBe('/reference/modules/terraform-aws-vpc/vpc-app');
    expect(screen.getByRole('status').textContent).toBe('1 match');
    // The empty query's answer shows the same card, so wait for the typed query to be sent.
    await vi.waitFor(() => {
      const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
      expect(url).toBe('https://APP1-dsn.algolia.net/1/indexes/library/query');
      expect(JSON.parse(init?.body as string)).toMatchObject({
        query: 'vpc',
        facetFilters: [['type:reference-module']],
      });
    });
  });

  it('shows the search-unavailable message when the hosted index fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    render(<FindModule />);
    expect(await screen.findByText('Unable to fetch results')).toBeTruthy();
  });
});
