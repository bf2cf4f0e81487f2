import { useEffect, useId, type ReactNode } from 'react';
import { noFilter, typeFamilies, type FilterState } from '@site/src/lib/reference/filter';
import { setFilter, useFilter } from './store';
import styles from './styles.module.css';

export type Props = {
  /** Number of inputs and outputs on the page. */
  total: number;
  /** The item types on the page, for the type choice. */
  types: string[];
};

/** Filters the page's inputs and outputs by name, section and type; all stay in the HTML. */
export default function ReferenceFilter({ total, types }: Props): ReactNode {
  const filter = useFilter();
  const id = useId();
  useEffect(
    () => () => {
      setFilter(noFilter);
    },
    [],
  );
  const update = (change: Partial<FilterState>): void => {
    setFilter({ ...filter, ...change });
  };
  return (
    <div role="search" className={styles.filter} aria-label="Filter inputs and outputs">
      <label htmlFor={`${id}-name`}>Filter {total} inputs and outputs</label>
      <div className={styles.controls}>
        <input
          id={`${id}-name`}
          type="search"
          placeholder="Name, e.g. tags"
          value={filter.query}
          onChange={(event) => {
            update({ query: event.target.value });
          }}
          autoComplete="off"
          spellCheck={false}
        />
        <select
          aria-label="Section"
          value={filter.section}
          onChange={(event) => {
            update({ section: event.target.value as FilterState['section'] });
          }}
        >
          <option value="all">All sections</option>
          <option value="required">Required inputs</option>
          <option value="optional">Optional inputs</option>
          <option value="output">Outputs</option>
        </select>
        <select
          aria-label="Type"
          value={filter.type}
          onChange={(event) => {
            update({ type: event.target.value });
          }}
        >
          <option value="">Any type</option>
          {typeFamilies(types).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
