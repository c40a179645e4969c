import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {homeWhatsNew, upgradeGuide} from '@site/src/data/homeWhatsNew';
import HomeSection from './HomeSection';
import styles from './home.module.css';

/** A sentence whose `backticked` parts are code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

export default function HomeWhatsNew(): ReactNode {
  return (
    <HomeSection id="whats-new" title="What’s new in 17">
      <p className={styles.sectionLead}>
        The highlights. <Link to={upgradeGuide}>Upgrading from 16</Link> lists every change, with code for
        both versions.
      </p>
      <div className={clsx(styles.cards, styles.twoByTwo)}>
        {homeWhatsNew.map((item) => (
          <article key={item.title} className={styles.card}>
            <Heading as="h3" className={styles.cardTitle}>
              <Link to={item.to}>{item.title}</Link>
            </Heading>
            <p>{withCode(item.description)}</p>
            <Link className={styles.cardApi} to={item.api.to}>
              <code>{item.api.name}</code>
            </Link>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
