// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReferenceHeader from '.';

describe('ReferenceHeader', () => {
  it('shows the version and links to the source and the release at that version', () => {
    render(
      <ReferenceHeader
        kind="module"
        group="VPC Modules"
        version="v0.26.0"
        sourceUrl="https://github.com/gruntwork-io/terraform-aws-vpc/tree/v0.26.0/modules/vpc-app"
        releasesUrl="https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.26.0"
        description="A VPC."
      />,
    );
    expect(screen.getByText('v0.26.0')).toBeDefined();
    expect(screen.getByRole('link', { name: 'View Source' }).getAttribute('href')).toBe(
      'https://github.com/gruntwork-io/terraform-aws-vpc/tree/v0.26.0/modules/vpc-app',
    );
    expect(screen.getByRole('link', { name: 'Release Notes' }).getAttribute('href')).toBe(
      'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.26.0',
    );
  });
});
