import type {ReactNode} from 'react';
import {DocList, PartHeading} from './parts';
import type {PartialProps} from './types';

export default function SeeAlso({block, level}: PartialProps<'seeAlso'>): ReactNode {
  return (
    <>
      {level === 4 && <PartHeading level={level}>See also</PartHeading>}
      <DocList items={block.items} />
    </>
  );
}
