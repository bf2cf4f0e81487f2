import { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useSearchConfig } from '@site/src/lib/search/useSearchConfig';
import type { LibraryKind } from '@site/src/lib/search/algoliaLibrary';
import { useLibrarySearch } from './useLibrarySearch';
import SearchUnavailable from '@site/src/components/SearchUnavailable';
import forms from '@site/src/css/forms.module.css';
import styles from './styles.module.css';

const pageSize = 24;

/** "Find a module": a search over the module and service reference pages only. */
export default function FindModule(): ReactNode {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<LibraryKind>('all');
  const config = useSearchConfig();
  const state = useLibrarySearch({ query, kind, limit: pageSize, config });

  return (
    <section className={styles.finder} aria-label="Find a module" data-search-ignore>
      <div className={styles.controls}>
        <input
          className={forms.field}
          type="search"
          placeholder="Search modules and services"
          aria-label="Search modules and services"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
        />
        <fieldset className={styles.kinds}>
          <legend className="sr-only">Show</legend>
          {(['all', 'modules', 'services'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="find-module-kind"
                value={value}
                checked={kind === value}
                onChange={() => {
                  setKind(value);
                }}
              />{' '}
              {value === 'all' ? 'All' : value === 'modules' ? 'Modules' : 'Services'}
            </label>
          ))}
        </fieldset>
      </div>
      {state.status === 'error' && <SearchUnavailable />}
      {state.status === 'ready' && (
        <>
          <p role="status" className={styles.count}>
            {state.total} {state.total === 1 ? 'match' : 'matches'}
            {state.total > pageSize ? `, showing the first ${pageSize}` : ''}
          </p>
          <ul className={styles.cards}>
            {state.cards.map((card) => (
              <li key={card.id}>
                <Link to={card.url} className={styles.card}>
                  <span className={styles.name}>{card.name}</span>
                  <span className={styles.group}>{card.group}</span>
                  <span className={styles.description}>{card.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
