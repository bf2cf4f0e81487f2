/**
 * Replaces (ejected) `@theme/Tabs`. Upstream remounts every tab set after hydration
 * (`key={String(isBrowser)}`, a stop-gap for facebook/docusaurus#5653), which throws away the
 * server's DOM of every panel and renders it again, code blocks included. The stored or
 * query-string tab is already applied by `useTabsContextValue`'s layout effect right after
 * hydration, so this version hydrates in place. Markup, keyboard handling and scroll locking
 * are upstream's.
 */
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

function TabList({ className }: { className?: string }) {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const handleTabChange = (event: MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]?.value;
    if (newTabValue !== undefined && newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabRefs.indexOf(event.currentTarget);
    let focusElement: HTMLLIElement | null | undefined = null;
    if (event.key === 'Enter') handleTabChange(event);
    else if (event.key === 'ArrowRight') focusElement = tabRefs[index + 1] ?? tabRefs[0];
    else if (event.key === 'ArrowLeft') focusElement = tabRefs[index - 1] ?? tabRefs.at(-1);
    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', { 'tabs--block': block }, className)}
    >
      {tabValues.map(({ value, label, attributes }) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(element) => {
            tabRefs.push(element);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            (attributes as { className?: string } | undefined)?.className,
            { 'tabs__item--active': selectedValue === value },
          )}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div
        className={clsx(
          ThemeClassNames.tabs.container,
          // Older class name, kept like upstream for custom CSS that targets it.
          'tabs-container',
          styles.tabList,
        )}
      >
        {/* Upstream applies className to the tab list, not the container. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
