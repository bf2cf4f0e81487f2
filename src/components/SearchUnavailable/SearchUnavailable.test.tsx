// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SearchUnavailable from '.';

describe('SearchUnavailable', () => {
  it('announces that results could not be fetched and suggests checking the network', () => {
    render(<SearchUnavailable />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unable to fetch results');
    expect(alert.textContent).toContain('You might want to check your network connection.');
  });
});
