import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import hello from '@site/examples/index/hello.mjs?raw';
import helloOutput from '@site/examples/index/hello.output.json?raw';
import styles from './home.module.css';

export default function HomeQuickStart(): ReactNode {
  return (
    <section className={styles.section}>
      <div className="container">
        <Heading as="h2">Install</Heading>
        <p>graphql-js is the JavaScript reference implementation of GraphQL. It needs Node.js 22 or later.</p>
        <CodeBlock language="bash">npm install graphql</CodeBlock>
        <Heading as="h2">A first query</Heading>
        <p>
          Describe your data with a schema, give each field a resolver, and ask for what you need. This script
          prints the result as JSON:
        </p>
        <CodeBlock language="js" title="hello.mjs">
          {hello}
        </CodeBlock>
        <CodeBlock language="json" title="Output">
          {helloOutput}
        </CodeBlock>
      </div>
    </section>
  );
}
