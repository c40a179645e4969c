import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import ApiDoc from '@theme/ApiDoc';
import type {PartialProps} from './types';

export default function Deprecated({block}: PartialProps<'deprecated'>): ReactNode {
  return (
    <Admonition type="warning" title="Deprecated">
      {block.text.length > 0 ? <ApiDoc text={block.text} /> : <p>Do not use in new code.</p>}
    </Admonition>
  );
}
