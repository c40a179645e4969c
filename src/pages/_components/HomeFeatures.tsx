import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {homeFeatures} from '@site/src/data/homeFeatures';
import styles from './home.module.css';

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.section}>
      <div className="container">
        <div className={styles.features}>
          {homeFeatures.map((feature) => (
            <article key={feature.title} className={styles.feature}>
              <Heading as="h2" className={styles.featureTitle}>
                {feature.title}
              </Heading>
              <p>{feature.description}</p>
              <Link to={feature.to}>{feature.linkLabel}</Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
