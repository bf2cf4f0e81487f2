// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Loading from '.';

describe('Loading', () => {
  it('renders nothing before the delay has passed', () => {
    const { container } = render(
      <Loading error={null} retry={vi.fn()} pastDelay={false} isLoading timedOut={false} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('shows a spinner after the delay', () => {
    render(<Loading error={null} retry={vi.fn()} pastDelay isLoading timedOut={false} />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading…');
  });

  it('shows the error and retries the load when Retry is pressed', () => {
    const retry = vi.fn();
    render(
      <Loading
        error={new Error('ChunkLoadError: chunk 42 failed')}
        retry={retry}
        pastDelay
        isLoading={false}
        timedOut={false}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('ChunkLoadError: chunk 42 failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
