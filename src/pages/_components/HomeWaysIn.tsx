import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {homeWaysIn} from '@site/src/data/homeWaysIn';
import styles from './home.module.css';

export default function HomeWaysIn(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="ways-in">
      <div className="container">
        {/* Without the theme's "Direct link" anchor, which would become part of the section's name. */}
        <h2 id="ways-in" className={styles.sectionTitle}>
          Three ways in
        </h2>
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
      </div>
    </section>
  );
}
