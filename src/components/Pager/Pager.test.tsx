// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Pager from '.';

describe('Pager', () => {
  it('moves one page at a time and disables the ends', () => {
    const onChange = vi.fn();
    render(<Pager label="Pages" page={1} pages={3} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
