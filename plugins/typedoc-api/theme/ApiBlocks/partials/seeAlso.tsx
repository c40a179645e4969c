import type {ReactNode} from 'react';
import ApiDoc from '@theme/ApiDoc';
import {PartHeading} from './parts';
import type {PartialProps} from './types';

export default function SeeAlso({block, level}: PartialProps<'seeAlso'>): ReactNode {
  return (
    <>
      {level === 4 && <PartHeading level={level}>See also</PartHeading>}
      <ul>
        {block.items.map((text, i) => (
          <li key={i}>
            <ApiDoc text={text} inline />
          </li>
        ))}
      </ul>
    </>
  );
}
