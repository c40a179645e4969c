import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/ApiExample';
import styles from './styles.module.css';

/**
 * The server renders plain code and the browser highlights it: highlighted markup is about four times
 * the code's size, and pages with many examples would otherwise blow the HTML budget.
 */
export default function ApiExampleView({example}: Props): ReactNode {
  const highlighted = (
    <CodeBlock language={example.language} title={example.title}>
      {example.code}
    </CodeBlock>
  );
  const plain = (
    <figure className={styles.plain}>
      {example.title && <figcaption>{example.title}</figcaption>}
      <pre>
        <code>{example.code}</code>
      </pre>
    </figure>
  );
  return <BrowserOnly fallback={plain}>{() => highlighted}</BrowserOnly>;
}
