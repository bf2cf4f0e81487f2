// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Link from '@docusaurus/Link';
import { setPluginData } from '../../../tests/stubs/useGlobalData';
import LinkWarning from '.';

function renderWithLinks() {
  return render(
    <>
      <Link href="https://github.com/gruntwork-io/terraform-aws-vpc">
        <span>vpc repo</span>
      </Link>
      <Link href="https://github.com/gruntwork-io/terragrunt">terragrunt</Link>
      <LinkWarning />
    </>,
  );
}

// Records whether the warning cancelled each click, then stops jsdom from navigating away.
const cancelledByWarning: boolean[] = [];
function stopNavigation(event: MouseEvent): void {
  cancelledByWarning.push(event.defaultPrevented);
  event.preventDefault();
}

beforeEach(() => {
  setPluginData('repo-sets', { public: ['terragrunt'], cis: [], enterprise: [] });
  localStorage.clear();
  cancelledByWarning.length = 0;
  document.addEventListener('click', stopNavigation);
  return () => {
    document.removeEventListener('click', stopNavigation);
  };
});

describe('LinkWarning', () => {
  it('warns before a private repository opens, from a click on an element inside the link', async () => {
    renderWithLinks();
    fireEvent.click(screen.getByText('vpc repo'));
    const dialog = await screen.findByRole('dialog', { name: 'For Subscribers Only' });
    expect(dialog.textContent).toContain(
      'This link leads to the private terraform-aws-vpc repository visible only to subscribers; everyone else will see a 404.',
    );
  });

  it('lets public repositories open without a dialog', () => {
    renderWithLinks();
    fireEvent.click(screen.getByText('terragrunt'));
    expect(cancelledByWarning).toEqual([false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays silent once the reader chose not to be warned about that kind', () => {
    localStorage.setItem('dontWarnGitHubLinks', 'true');
    renderWithLinks();
    fireEvent.click(screen.getByText('vpc repo'));
    expect(cancelledByWarning).toEqual([false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stores the choice and opens GitHub in a new tab on Continue', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithLinks();
    fireEvent.click(screen.getByText('vpc repo'));
    fireEvent.click(await screen.findByRole('checkbox', { name: "Don't warn me again" }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to GitHub' }));
    expect(open).toHaveBeenCalledWith(
      'https://github.com/gruntwork-io/terraform-aws-vpc',
      '_blank',
      'noopener,noreferrer',
    );
    expect(localStorage.getItem('dontWarnGitHubLinks')).toBe('true');
  });
});
