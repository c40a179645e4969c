import type {ReactNode} from 'react';
import ApiCode from '@theme/ApiCode';
import ApiDoc from '@theme/ApiDoc';
import {PartHeading} from './parts';
import type {PartialProps} from './types';
import styles from '../styles.module.css';

export default function Returns({block, level}: PartialProps<'returns'>): ReactNode {
  return (
    <>
      <PartHeading level={level}>Returns</PartHeading>
      {/* A div: a multi-paragraph description cannot sit inside a <p>. */}
      <div className={styles.returns}>
        <code>
          <ApiCode code={block.code} />
        </code>
        {block.text && (
          <>
            {' — '}
            <ApiDoc text={block.text} inline />
          </>
        )}
      </div>
    </>
  );
}
