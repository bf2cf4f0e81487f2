/*
 * Replaces the core fallback `@theme/Loading` (react-loadable's loading screen).
 * Why: the fallback paints with fixed inline colours (a React-blue spinner, a red box with
 * white text) that ignore the site palette and dark mode. Behaviour is kept: nothing before
 * the delay, a spinner after it, and on failure the error text with a Retry button.
 */
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** What react-loadable passes to its loading component. */
export type Props = {
  error?: Error | null;
  retry: () => void;
  pastDelay: boolean;
  isLoading?: boolean;
  timedOut?: boolean;
};

/** Loading state of a lazily loaded route or component. */
export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.wrapper} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return null;
}
