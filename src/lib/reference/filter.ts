/** Which reference items a filter shows (pure, shared by the filter box and the lists). */

export type ItemFacts = { name: string; type?: string };
export type Section = 'required' | 'optional' | 'output';
export type FilterState = { query: string; section: 'all' | Section; type: string };

export const noFilter: FilterState = { query: '', section: 'all', type: '' };

/** The outer type constructor (`list(object(...))` -> `list`), or the type itself. */
export function typeFamily(type: string | undefined): string {
  return /^\s*([a-z]+)/.exec(type ?? '')?.[1] ?? '';
}

/** The anchor of an item: inputs by name, outputs prefixed (an output may share an input's name). */
export function itemId(name: string, section: Section): string {
  return section === 'output' ? `output-${name}` : name;
}

/** Name words may be typed in any order, with spaces, hyphens or underscores. */
export function matches(item: ItemFacts, section: Section, filter: FilterState): boolean {
  if (filter.section !== 'all' && filter.section !== section) return false;
  if (filter.type && typeFamily(item.type) !== filter.type) return false;
  const words = filter.query
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  const name = item.name.toLowerCase();
  return words.every((word) => name.includes(word));
}

/** The type families offered in the filter, in a stable order. */
export function typeFamilies(types: readonly string[]): string[] {
  return [...new Set(types.map(typeFamily).filter(Boolean))].sort();
}
