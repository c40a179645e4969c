import type {ReactNode} from 'react';
import ApiCode from '@theme/ApiCode';
import type {PartialProps} from './types';
import styles from '../styles.module.css';

export default function Code({block}: PartialProps<'code'>): ReactNode {
  return (
    <pre className={styles.declaration}>
      <code>
        <ApiCode code={block.code} />
      </code>
    </pre>
  );
}
