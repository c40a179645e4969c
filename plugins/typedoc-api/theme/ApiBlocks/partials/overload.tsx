import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import ApiBlocks from '@theme/ApiBlocks';
import type {PartialProps} from './types';
import styles from '../styles.module.css';

export default function Overload({block}: PartialProps<'overload'>): ReactNode {
  return (
    <div className={styles.overload}>
      <Heading as="h3">{block.title}</Heading>
      <ApiBlocks blocks={block.blocks} level={4} />
    </div>
  );
}
