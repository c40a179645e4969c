import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/ApiExample';

export default function ApiExampleView({example}: Props): ReactNode {
  return (
    <CodeBlock language={example.language} title={example.title}>
      {example.code}
    </CodeBlock>
  );
}
