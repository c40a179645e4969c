import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {homeWaysIn} from '@site/src/data/homeWaysIn';
import HomeSection from './HomeSection';
import styles from './home.module.css';

export default function HomeWaysIn(): ReactNode {
  return (
    <HomeSection id="ways-in" title="Three ways in">
      <div className={styles.cards}>
        {homeWaysIn.map((way) => (
          <Link key={way.title} className={styles.wayIn} to={way.to}>
            <Heading as="h3" className={styles.cardTitle}>
              {way.title}
            </Heading>
            <p>{way.description}</p>
            <span className={styles.wayInLink}>{way.linkLabel} →</span>
          </Link>
        ))}
      </div>
    </HomeSection>
  );
}
