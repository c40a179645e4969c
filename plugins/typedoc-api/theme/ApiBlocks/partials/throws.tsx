import type {ReactNode} from 'react';
import {DocList, PartHeading} from './parts';
import type {PartialProps} from './types';

export default function Throws({block, level}: PartialProps<'throws'>): ReactNode {
  return (
    <>
      <PartHeading level={level}>Throws</PartHeading>
      <DocList items={block.items} />
    </>
  );
}
