import {useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

/** Which tab an arrow, Home or End key moves the focus to, from tab `index` of `count`. */
function focusTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);

  const select = (index: number) => {
    const {value} = tabValues[index];
    if (value === selectedValue) return;
    // The panels above may change height: the chosen tab stays where the reader's eye is.
    blockElementScrollPositionUntilNextRender(tabs.current[index]!);
    selectValue(value);
  };
  // Arrows move the focus, Enter or Space choose: a reader can look along the labels without swapping code.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(index);
      return;
    }
    const target = focusTarget(event.key, index, tabValues.length);
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', block && 'tabs--block', className)}
    >
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          key={value}
          ref={(tab) => {
            tabs.current[index] = tab;
          }}
          role="tab"
          tabIndex={value === selectedValue ? 0 : -1}
          aria-selected={value === selectedValue}
          onClick={() => select(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
          {...attributes}
          className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, {
            'tabs__item--active': value === selectedValue,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

/**
 * Ejected from theme-classic 3.10.2 (Tabs/index.js). theme-classic's Tabs remount once the page has hydrated, so the whole group, code blocks included,
 * renders twice on every load; that guarded against a React hydration that kept the server's selected
 * tab. Here the tab a reader chose before (`groupId`, stored in the browser, or the query string) is
 * applied by an ordinary update right after hydration, which patches the markup, and the group
 * hydrates once.
 */
export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabs)}>
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
