/**
 * "Copy page" and "View as Markdown" above a doc page: the page's Markdown (built by
 * scripts/markdown) for pasting into an assistant or reading raw. The copying code loads on
 * the first click. The `page-actions` class keeps this row out of the Markdown itself.
 */
import { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { markdownPath } from '@site/src/lib/markdownPath';
import styles from './styles.module.css';

export default function PageActions(): ReactNode {
  const { pathname } = useLocation();
  const [status, setStatus] = useState('');
  const href = markdownPath(pathname);
  const copy = () => {
    setStatus('Copying…');
    import('./copy')
      .then(({ copyMarkdown }) => copyMarkdown(href))
      .then(
        () => {
          setStatus('Copied the page as Markdown');
        },
        () => {
          setStatus('Could not copy; use View as Markdown');
        },
      );
  };
  return (
    <div className={`page-actions ${styles.actions}`}>
      <span role="status" className={styles.status}>
        {status}
      </span>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        Copy page
      </button>
      {/* pathname:// makes a plain link: the Markdown is a file, not a page of the app. */}
      <Link className="button button--link button--sm" to={`pathname://${href}`}>
        View as Markdown
      </Link>
    </div>
  );
}
