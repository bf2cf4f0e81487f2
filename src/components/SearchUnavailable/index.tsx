import type { ReactNode } from 'react';

export type Props = { className?: string };

/** What every search surface shows when the index cannot be loaded. */
export default function SearchUnavailable({ className }: Props): ReactNode {
  return (
    <div className={className} role="alert">
      <p>
        <strong>Unable to fetch results</strong>
      </p>
      <p>You might want to check your network connection.</p>
      {process.env.NODE_ENV === 'development' && (
        <p>
          In development the index comes from the last production build: run{' '}
          <code>npm run build</code> once.
        </p>
      )}
    </div>
  );
}
