import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import GraphQLPlayground from '@site/src/components/GraphQLPlayground';
import schema from '@site/examples/home/schema.graphql?raw';
import resolvers from '@site/examples/home/resolvers.mjs?raw';
import query from '@site/examples/home/query.graphql?raw';
import styles from './home.module.css';

/**
 * The first screen: what graphql-js is, and an example of it to edit and run. The example is server-rendered
 * as highlighted code; the editors, graphql-js and the workers load when the reader first touches it.
 */
export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <div className={styles.heroIntro}>
          <div className={styles.heroText}>
            <Heading as="h1" className={styles.heroTitle}>
              {siteConfig.title}
            </Heading>
            <p className={styles.heroTagline}>{siteConfig.tagline}</p>
            <p className={styles.heroLead}>
              Write a schema and its resolvers; graphql-js parses, validates and executes each query against
              them, as in the example below.
              {/* Not said without JavaScript, where there is no Run to press; hidden by CSS rather than rendered
                  after hydration, so that the text does not grow under the reader's eyes. */}
              <span className={styles.runHint}>
                {' '}
                It runs graphql 17 in your browser: edit it, then press Run.
              </span>
            </p>
          </div>
          <div className={styles.heroActions}>
            <CodeBlock language="bash">npm install graphql</CodeBlock>
            <div className={styles.heroButtons}>
              <Link className="button button--primary" to="/docs/tutorials">
                Get started
              </Link>
              <Link className="button button--secondary" to="/api">
                API reference
              </Link>
            </div>
          </div>
        </div>
        <GraphQLPlayground
          label="Planets example"
          layout="columns"
          schema={schema}
          resolvers={resolvers}
          query={query}
          titles={{resolvers: 'resolvers.mjs'}}
        />
      </div>
    </header>
  );
}
