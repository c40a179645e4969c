import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import ApiExampleRun from '@theme/ApiExampleRun';
import type {PartialProps} from './types';

export default function Example({block}: PartialProps<'example'>): ReactNode {
  return (
    <>
      <CodeBlock language={block.language} title={block.title}>
        {block.code}
      </CodeBlock>
      {block.run && <ApiExampleRun run={block.run} />}
    </>
  );
}
