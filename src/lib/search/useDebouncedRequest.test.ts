// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useDebouncedRequest } from './useDebouncedRequest';

describe('useDebouncedRequest', () => {
  it('keeps the newest answer when an older, slower request finishes after it', async () => {
    let releaseSlow: (value: string) => void = () => undefined;
    const run = (query: string) =>
      query === 'slow'
        ? new Promise<string>((resolve) => {
            releaseSlow = resolve;
          })
        : Promise.resolve(`answer for ${query}`);
    const { result, rerender } = renderHook(({ query }) => useDebouncedRequest(query, run), {
      initialProps: { query: 'slow' },
    });
    // Let the first request start (after the debounce), then ask something new.
    await new Promise((resolve) => setTimeout(resolve, 200));
    rerender({ query: 'fast' });
    await waitFor(() => {
      expect(result.current).toEqual({ status: 'ready', value: 'answer for fast' });
    });
    releaseSlow('answer for slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ status: 'ready', value: 'answer for fast' });
  });

  it('is idle with no request and reports a failed request as an error', async () => {
    const { result, rerender } = renderHook(
      ({ query }: { query: string | null }) =>
        useDebouncedRequest(query, () => Promise.reject(new Error('offline'))),
      { initialProps: { query: null as string | null } },
    );
    expect(result.current).toEqual({ status: 'idle' });
    rerender({ query: 'vpc' });
    await waitFor(() => {
      expect(result.current).toEqual({ status: 'error' });
    });
  });
});
