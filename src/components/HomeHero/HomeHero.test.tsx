// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomeHero from '.';

describe('HomeHero', () => {
  it('shows the tagline and the two starting points', () => {
    render(<HomeHero />);
    expect(
      screen.getByText('Learn how to deploy and manage your entire infrastructure as code.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe(
      '/intro/overview/getting-started',
    );
    expect(screen.getByRole('link', { name: 'Find a module' }).getAttribute('href')).toBe(
      '/library/reference',
    );
  });
});
