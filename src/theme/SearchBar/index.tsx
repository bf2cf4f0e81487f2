/*
 * Replaces `@theme/SearchBar` (a no-op in the classic theme, DocSearch's bar when the Algolia
 * theme is active). Why: search must work with no third-party service, so the default is a
 * button that opens our search modal (the local index); when hosted search is configured this defers to the
 * original DocSearch bar.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import { useSearchConfig } from '@site/src/lib/search/useSearchConfig';
import { isSearchShortcut } from '@site/src/lib/search/shortcuts';
import styles from './styles.module.css';

// The modal and its search runtime load on first use, so they add nothing to first load.
const SearchModal = lazy(() => import('@site/src/components/SearchModal'));

function LocalSearch(): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (!isSearchShortcut(event, event.target)) return;
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const close = useCallback(() => {
    setOpen(false);
  }, []);

  // After the modal has unmounted, put focus back on the button that opened it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => {
          setOpen(true);
        }}
      >
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.4 12.9a7 7 0 1 0-1.5 1.5l4.3 4.3 1.5-1.5zM8.8 13.7a4.9 4.9 0 1 1 0-9.8 4.9 4.9 0 0 1 0 9.8z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.kbd} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/** The navbar search entry. */
export default function SearchBar(): ReactNode {
  const search = useSearchConfig();
  if (search?.provider === 'algolia') return <OriginalSearchBar />;
  return <LocalSearch />;
}
