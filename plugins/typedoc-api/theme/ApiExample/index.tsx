import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/ApiExample';
import styles from './styles.module.css';

export default function ApiExampleView({example, deferHighlighting = false}: Props): ReactNode {
  const highlighted = (
    <CodeBlock language={example.language} title={example.title}>
      {example.code}
    </CodeBlock>
  );
  if (!deferHighlighting) return highlighted;
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
