// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ReferenceFilter from '../ReferenceFilter';
import ReferenceItems from '.';

const required = [{ name: 'vpc_name', type: 'string', html: 'Name of the <code>VPC</code>.' }];
const optional = [
  { name: 'num_nat_gateways', type: 'number', default: '1', html: 'How many.' },
  { name: 'custom_tags', type: 'map(string)', default: '{\n  a = "b"\n}', html: 'Tags.' },
];
const outputs = [{ name: 'vpc_name', html: 'The name.' }];

function page() {
  return render(
    <>
      <ReferenceFilter total={4} types={['string', 'number', 'map(string)']} />
      <ReferenceItems items={required} section="required" empty="None required." />
      <ReferenceItems items={optional} section="optional" empty="None optional." />
      <ReferenceItems items={outputs} section="output" empty="No outputs." />
    </>,
  );
}

const heading = (name: string) => screen.getAllByRole('heading', { level: 3, name, hidden: true });

describe('ReferenceItems', () => {
  it('renders facts, the sanitised description and distinct anchors for inputs and outputs', () => {
    page();
    const [input, output] = heading('vpc_name');
    expect(input?.id).toBe('vpc_name');
    expect(output?.id).toBe('output-vpc_name');
    expect(screen.getByText('VPC').tagName).toBe('CODE');
    expect(screen.getByText('1').tagName).toBe('CODE');
    expect(screen.getByText(/a = "b"/).closest('pre')).not.toBeNull();
  });

  it('shows the empty text of a section without items', () => {
    render(<ReferenceItems items={[]} section="output" empty="No outputs." />);
    expect(screen.getByText('No outputs.')).toBeDefined();
  });

  it('hides what the filter excludes and says when a section has no match', async () => {
    page();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'nat');
    expect(heading('num_nat_gateways')[0]?.closest('[hidden]')).toBeNull();
    expect(heading('custom_tags')[0]?.closest('[hidden]')).not.toBeNull();
    expect(screen.getByText('No input here matches the filter.')).toBeDefined();
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'map');
    expect(heading('custom_tags')[0]?.closest('[hidden]')).toBeNull();
    expect(heading('num_nat_gateways')[0]?.closest('[hidden]')).not.toBeNull();
  });
});
