import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import ApiBlocks from '@theme/ApiBlocks';
import {WrappableName} from '../../ApiName';
import {Labels} from './parts';
import type {PartialProps} from './types';
import styles from '../styles.module.css';

export default function Member({block}: PartialProps<'member'>): ReactNode {
  return (
    <section className={styles.member}>
      <Heading as="h3" id={block.anchor} className={styles.memberTitle}>
        <code>
          <WrappableName name={block.name} />
        </code>
      </Heading>
      {(block.labels.length > 0 || block.sourceUrl) && (
        <div className={styles.memberMeta}>
          <Labels labels={block.labels} />
          {block.sourceUrl && (
            // The accessible name starts with the visible text, so voice control can still say "Source".
            <a className={styles.source} href={block.sourceUrl} aria-label={`Source of ${block.name}`}>
              Source
            </a>
          )}
        </div>
      )}
      <ApiBlocks blocks={block.blocks} level={4} />
    </section>
  );
}
