// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReleaseEntry from '.';

const base = {
  url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.26.0',
  published: '2022-03-01',
  modules: ['vpc-app', 'vpc-mgmt'],
};

describe('ReleaseEntry', () => {
  it('shows the kind, the date as M/D/YYYY, the modules affected, the summary and the release', () => {
    render(
      <ReleaseEntry {...base} kind="breaking" html="<p>Adds IPv6 to <code>vpc-app</code>.</p>" />,
    );
    expect(screen.getByText('Breaking change')).toBeDefined();
    expect(screen.getByText('3/1/2022')).toBeDefined();
    expect(screen.getByText('vpc-app, vpc-mgmt')).toBeDefined();
    expect(screen.getByText('vpc-app', { selector: 'code' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Release on GitHub' }).getAttribute('href')).toBe(
      base.url,
    );
  });

  it('leaves out the kind and the modules when the record has none', () => {
    render(<ReleaseEntry {...base} modules={[]} html="<p>No details.</p>" />);
    expect(screen.queryByText('Kind:')).toBeNull();
    expect(screen.queryByText('Modules affected:')).toBeNull();
  });
});
