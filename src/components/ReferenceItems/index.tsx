import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import { itemId, matches, type Section } from '@site/src/lib/reference/filter';
import { useFilter } from '../ReferenceFilter/store';
import styles from './styles.module.css';

export type Item = {
  name: string;
  type?: string;
  default?: string;
  typeDetails?: string;
  /** Sanitised at build time by the reference generator. */
  html: string;
};

export type Props = {
  items: Item[];
  section: Section;
  /** Shown when the section has no items at all. */
  empty: string;
};

function Value({ value }: { value: string }): ReactNode {
  return value.includes('\n') ? (
    <pre className={styles.value}>
      <code>{value}</code>
    </pre>
  ) : (
    <code>{value}</code>
  );
}

/** One section of a reference page: every item is rendered; the filter only hides some. */
export default function ReferenceItems({ items, section, empty }: Props): ReactNode {
  const filter = useFilter();
  if (items.length === 0) return <p>{empty}</p>;
  const shown = items.map((item) => matches(item, section, filter));
  const output = section === 'output';
  return (
    <div className={styles.items}>
      {shown.every((visible) => !visible) && (
        <p className={styles.none}>No {output ? 'output' : 'input'} here matches the filter.</p>
      )}
      {items.map((item, index) => (
        <div key={item.name} className={styles.item} hidden={!shown[index]}>
          <Heading as="h3" id={itemId(item.name, section)} className={styles.name}>
            <code>{item.name}</code>
          </Heading>
          {!output && (
            <dl className={styles.facts}>
              <div>
                <dt>Type</dt>
                <dd>{item.type ? <code>{item.type}</code> : 'not recorded'}</dd>
              </div>
              <div>
                <dt>{section === 'required' ? 'Required' : 'Default'}</dt>
                <dd>{section === 'required' ? 'yes' : <Value value={item.default ?? 'null'} />}</dd>
              </div>
            </dl>
          )}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: item.html }} />
          {item.typeDetails && (
            <details className={styles.details}>
              <summary>Type details</summary>
              <pre className={styles.value}>
                <code>{item.typeDetails}</code>
              </pre>
            </details>
          )}
        </div>
      ))}
    </div>
  );
}
