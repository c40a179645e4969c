import type {ReactNode} from 'react';
import ApiCode from '@theme/ApiCode';
import type {PartialProps} from './types';
import styles from '../styles.module.css';

export default function Origin({block}: PartialProps<'origin'>): ReactNode {
  return (
    <p className={styles.origin}>
      {`${block.label} `}
      <code>
        <ApiCode code={block.code} />
      </code>
    </p>
  );
}
