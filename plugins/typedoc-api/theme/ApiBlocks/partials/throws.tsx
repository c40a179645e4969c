import type {ReactNode} from 'react';
import ApiDoc from '@theme/ApiDoc';
import {PartHeading} from './parts';
import type {PartialProps} from './types';

export default function Throws({block, level}: PartialProps<'throws'>): ReactNode {
  return (
    <>
      <PartHeading level={level}>Throws</PartHeading>
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
