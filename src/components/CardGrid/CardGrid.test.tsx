// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CardGrid from '.';

const items = [
  { title: 'Library', description: 'Tested Terraform modules.', to: '/library/overview' },
  { title: 'Patcher', description: 'Keeps versions current.', to: '/patcher' },
];

describe('CardGrid', () => {
  it('renders a labelled list with one linked card per item', () => {
    render(<CardGrid label="Products" items={items} />);
    const list = screen.getByRole('list', { name: 'Products' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/library/overview', '/patcher']);
  });

  it('names each card by its heading and shows its description', () => {
    render(<CardGrid label="Products" items={items} />);
    expect(screen.getByRole('heading', { name: 'Patcher', level: 3 })).toBeDefined();
    expect(screen.getByText('Keeps versions current.')).toBeDefined();
  });
});
