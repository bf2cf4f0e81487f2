/** Runs an async request after a short pause in typing; keeps the last answer while the next loads. */
import { useEffect, useState } from 'react';

export type RequestState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

const debounceMs = 120;

/**
 * `request` is a JSON-serialisable description of the query (null: nothing to run); every change
 * starts a new run, and an answer is shown only while it still matches the request that asked.
 */
export function useDebouncedRequest<R, T>(
  request: R | null,
  run: (request: R) => Promise<T | null>,
): RequestState<T> {
  const key = request === null ? null : JSON.stringify(request);
  const [result, setResult] = useState<{ key: string; state: RequestState<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    // An answer that arrives after a newer request was made is dropped: a slow first listing
    // must not overwrite the results of the query typed after it.
    let superseded = false;
    const settle = (state: RequestState<T>) => {
      if (!superseded) setResult({ key, state });
    };
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const value = await run(JSON.parse(key) as R);
          if (value !== null) settle({ status: 'ready', value });
        } catch {
          settle({ status: 'error' });
        }
      })();
    }, debounceMs);
    return () => {
      superseded = true;
      clearTimeout(timer);
    };
    // `run` is expected to be stable in behaviour; the request key alone decides when to rerun.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return { status: 'idle' };
  if (result?.key === key) return result.state;
  // While a new answer loads, keep showing the previous results rather than flashing empty.
  return result?.state.status === 'ready' ? result.state : { status: 'loading' };
}
