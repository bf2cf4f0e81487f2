import { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Pager from '@site/src/components/Pager';
import SearchResults from '@site/src/components/SearchResults';
import { useQueryParams } from '@site/src/lib/useQueryParams';
import { loadSearchIndex, type Filters } from '@site/src/lib/search/localIndex';
import { useSearch } from '@site/src/lib/search/useSearch';
import { compareText } from '@site/src/lib/compareText';
import forms from '@site/src/css/forms.module.css';
import styles from './search.module.css';

const pageSize = 10;

/** The full search page: shareable /search?q= URLs, filters by section and tag, paging. */
export default function SearchPage(): ReactNode {
  const [params, update] = useQueryParams();
  const query = params.get('q') ?? '';
  const section = params.get('section') ?? '';
  const tag = params.get('tag') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [facets, setFacets] = useState<Record<string, Record<string, number>>>({});

  useEffect(() => {
    loadSearchIndex()
      .then((engine) => engine.filters())
      .then(setFacets)
      .catch(() => {
        // The results area reports a failed index load; the filters stay empty.
      });
  }, []);

  const filters: Filters = { version: 'current' };
  if (section) filters.section = section;
  if (tag) filters.tag = tag;
  const state = useSearch({ query, filters, limit: pageSize, offset: (page - 1) * pageSize });
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.total / pageSize)) : 1;

  return (
    <Layout
      title={query ? `Search results for "${query}"` : 'Search'}
      description="Search the documentation."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">
          {query ? `Search results for "${query}"` : 'Search the documentation'}
        </Heading>
        <div className={styles.controls}>
          <input
            className={forms.field}
            type="search"
            placeholder="Search docs"
            aria-label="Search docs"
            value={query}
            onChange={(event) => {
              update({ q: event.target.value });
            }}
          />
          <FacetSelect
            label="Section"
            value={section}
            options={facets.section}
            onChange={(value) => {
              update({ section: value });
            }}
          />
          <FacetSelect
            label="Tag"
            value={tag}
            options={facets.tag}
            onChange={(value) => {
              update({ tag: value });
            }}
          />
        </div>
        <SearchResults state={state} query={query} />
        {state.status === 'ready' && state.total > pageSize && (
          <Pager
            label="Search result pages"
            page={page}
            pages={pages}
            onChange={(next) => {
              update({ page: String(next) });
            }}
          />
        )}
      </main>
    </Layout>
  );
}

function FacetSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Record<string, number> | undefined;
  onChange: (value: string) => void;
}): ReactNode {
  const entries = Object.entries(options ?? {}).sort(([a], [b]) => compareText(a, b));
  return (
    <label className={forms.labeledSelect}>
      {label}
      <select
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value="">All</option>
        {entries.map(([name, count]) => (
          <option key={name} value={name}>
            {name} ({count})
          </option>
        ))}
      </select>
    </label>
  );
}
