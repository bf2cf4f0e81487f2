import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { brand } from '@site/src/lib/brand';
import { groupBySection, searchPageUrl, type Hit } from '@site/src/lib/search/localIndex';
import { useSearch } from '@site/src/lib/search/useSearch';
import { useModalDialog } from '@site/src/lib/useModalDialog';
import SearchUnavailable from '@site/src/components/SearchUnavailable';
import styles from './styles.module.css';

export type Props = { onClose: () => void };

/** Queries offered when nothing matches. */
export const suggestions = ['terragrunt', 'vpc', 'pipelines', 'patcher', 'cis benchmark'];

const maxHits = 8;

type Option = { id: string; url: string };

function optionsOf(hits: readonly Hit[]): Option[] {
  return hits.flatMap((hit) => [
    { id: hit.id, url: hit.url },
    ...hit.sub_results
      .slice(1, 3)
      .map((sub, index) => ({ id: `${hit.id}-${index}`, url: sub.url })),
  ]);
}

/** The search dialog: type, move with the arrow keys, open with Enter. */
export default function SearchModal({ onClose }: Props): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogProps = useModalDialog(inputRef, onClose);
  const history = useHistory();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const titleId = useId();
  const state = useSearch({ query, filters: { version: 'current' }, limit: maxHits });
  const hits = state.status === 'ready' ? state.hits : [];
  const options = optionsOf(hits);

  function changeQuery(value: string): void {
    setQuery(value);
    setActive(0);
  }

  function open(url: string): void {
    onClose();
    history.push(url);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const option = options[active];
      if (option) {
        event.preventDefault();
        open(option.url);
      }
    }
  }

  const activeId = options[active] ? `${listId}-${options[active].id}` : undefined;

  return (
    <dialog {...dialogProps} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <span id={titleId} className="sr-only">
          Search the documentation
        </span>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          placeholder="Search docs"
          aria-label="Search docs"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            changeQuery(event.target.value);
          }}
          onKeyDown={onInputKeyDown}
        />
        {/* Focusable so keyboard users can scroll a long result list (the options are not tab stops). */}
        <div className={styles.body} aria-live="polite" tabIndex={0}>
          {state.status === 'error' && <SearchUnavailable className={styles.message} />}
          {state.status === 'ready' && hits.length === 0 && (
            <NoResults query={query} onPick={changeQuery} />
          )}
          <ul id={listId} role="listbox" aria-label="Search results" className={styles.list}>
            {groupBySection(hits).map((group) => (
              <li key={group.section} role="presentation">
                <div className={styles.section} role="presentation">
                  {group.section}
                </div>
                <ul role="presentation" className={styles.list}>
                  {group.hits.map((hit) => (
                    <ResultItem
                      key={hit.id}
                      hit={hit}
                      listId={listId}
                      activeId={activeId}
                      onOpen={open}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
        {state.status === 'ready' && state.total > 0 && (
          <div className={styles.footer}>
            <Link to={searchPageUrl(query)} onClick={onClose}>
              See all {state.total} results
            </Link>
          </div>
        )}
      </div>
    </dialog>
  );
}

function ResultItem({
  hit,
  listId,
  activeId,
  onOpen,
}: {
  hit: Hit;
  listId: string;
  activeId: string | undefined;
  onOpen: (url: string) => void;
}): ReactNode {
  const subs = hit.sub_results.slice(1, 3);
  const optionProps = (id: string, url: string) => ({
    id: `${listId}-${id}`,
    role: 'option' as const,
    'aria-selected': activeId === `${listId}-${id}`,
    className: styles.option,
    onClick: () => {
      onOpen(url);
    },
  });
  return (
    <>
      <li {...optionProps(hit.id, hit.url)}>
        <span className={styles.title}>{hit.meta.title ?? hit.url}</span>
        {/* Excerpts are escaped text with <mark> highlights (src/lib/search/excerpt.ts). */}
        <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
      </li>
      {subs.map((sub, index) => (
        <li key={sub.url} {...optionProps(`${hit.id}-${index}`, sub.url)}>
          <span className={styles.subTitle}>{sub.title}</span>
        </li>
      ))}
    </>
  );
}

function NoResults({ query, onPick }: { query: string; onPick: (q: string) => void }): ReactNode {
  const issue = `${brand.github.docsIssues}/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;
  return (
    <div className={styles.message}>
      <p>
        No results for <strong>&quot;{query}&quot;</strong>
      </p>
      <p>Try searching for</p>
      <ul className={styles.suggestions}>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => {
                onPick(suggestion);
              }}
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p>
        Believe this query should return results? <Link href={issue}>Let us know.</Link>
      </p>
    </div>
  );
}
