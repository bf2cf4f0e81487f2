// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReleaseEntry from '.';

const base = {
  url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.26.0',
  title: 'Add IPv6 support to vpc-app',
  published: '2022-03-01',
  modules: ['vpc-app', 'vpc-mgmt'],
};

describe('ReleaseEntry', () => {
  it('shows the date as M/D/YYYY, the modules affected and a link to the release', () => {
    render(<ReleaseEntry {...base} html="<p>Short note.</p>" />);
    expect(screen.getByText('3/1/2022')).toBeDefined();
    expect(screen.getByText('vpc-app, vpc-mgmt')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Release on GitHub' }).getAttribute('href')).toBe(
      base.url,
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('collapses long notes behind a toggle rather than cutting them off', () => {
    render(<ReleaseEntry {...base} html={`<p>${'Long text. '.repeat(120)}</p>`} />);
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
