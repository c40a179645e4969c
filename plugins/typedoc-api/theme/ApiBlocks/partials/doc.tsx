import type {ReactNode} from 'react';
import ApiDoc from '@theme/ApiDoc';
import type {PartialProps} from './types';

export default function Doc({block}: PartialProps<'doc'>): ReactNode {
  return <ApiDoc text={block.text} />;
}
