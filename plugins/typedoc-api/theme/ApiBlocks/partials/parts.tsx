import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ApiDoc from '@theme/ApiDoc';
import {WrappableName} from '../../ApiName';
import type {ApiRichText} from '../../../shared/types';
import type {PartialProps} from './types';
import styles from '../styles.module.css';

/** The heading of a block's part (Parameters, Returns, …), one level under its section or member. */
export function PartHeading({
  level,
  children,
}: {
  level: PartialProps<'doc'>['level'];
  children: string;
}): ReactNode {
  const Tag = level === 3 ? 'h3' : 'h4';
  return <Tag>{children}</Tag>;
}

export function Labels({labels}: {labels: readonly string[]}): ReactNode {
  if (!labels.length) return null;
  return (
    <span className={styles.labels}>
      {labels.map((label) => (
        <span key={label} className={clsx(styles.label, label === 'deprecated' && styles.warning)}>
          {label}
        </span>
      ))}
    </span>
  );
}

/** A link target per enum member (`/api/enum/Kind#NAME`), registered for the broken-anchor check. */
export function Anchor({anchor, name}: {anchor: string; name: string}): ReactNode {
  useBrokenLinks().collectAnchor(anchor);
  return (
    <a id={anchor} href={`#${anchor}`} className={styles.anchor}>
      <code>
        <WrappableName name={name} />
      </code>
    </a>
  );
}

/** A list of doc comments' texts, each rendered inline (`@throws`, `@see`). */
export function DocList({items}: {items: readonly ApiRichText[]}): ReactNode {
  return (
    <ul>
      {items.map((text, i) => (
        <li key={i}>
          <ApiDoc text={text} inline />
        </li>
      ))}
    </ul>
  );
}
