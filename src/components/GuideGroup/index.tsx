import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import Heading from '@theme/Heading';
import {useDocDescription} from '@theme/useDocDescription';
import styles from './styles.module.css';

function GuideCard({item}: {item: PropSidebarItemLink}): ReactNode {
  // The page's own description, as search engines and the Markdown twin read it.
  const description = useDocDescription(item.href);
  return (
    <li>
      <Link to={item.href} className={styles.card}>
        <Heading as="h3" className={styles.title}>
          {item.label}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
      </Link>
    </li>
  );
}

/**
 * One group of the current page's sidebar, as a list of cards with each page's title and description:
 * `<GuideGroup label="Schema" />` under the `## Schema` heading of the guides index. The list comes from
 * sidebars.ts, so the index cannot drift from the sidebar; a label the sidebar lacks fails the build. Cards
 * are `h3`s under the group's `h2` (theme-classic's DocCard titles are `h2`s).
 */
export default function GuideGroup({label}: {label: string}): ReactNode {
  const sidebar = useDocsSidebar();
  const group = sidebar?.items.find((item) => item.type === 'category' && item.label === label);
  if (group?.type !== 'category')
    throw new Error(`<GuideGroup>: the ${sidebar?.name ?? 'page’s'} sidebar has no group "${label}"`);
  return (
    <ul className={styles.cards}>
      {group.items.map((item) => (item.type === 'link' ? <GuideCard key={item.href} item={item} /> : null))}
    </ul>
  );
}
