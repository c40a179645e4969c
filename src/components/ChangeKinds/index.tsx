import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The kinds of change the upgrade guide labels its sections with, and the colour each gets. */
const kindStyles = {
  Breaking: styles.breaking,
  Behaviour: styles.behaviour,
  Deprecated: styles.deprecated,
  New: styles.new,
} as const;

type Kind = keyof typeof kindStyles;

/**
 * The labels under a section heading of the upgrade guide, written as text so that the Markdown twin and
 * search read them too: `<ChangeKinds>Breaking, New</ChangeKinds>`. An unknown kind fails the build.
 */
export default function ChangeKinds({children}: {children: string}): ReactNode {
  const kinds = String(children)
    .split(',')
    .map((kind) => kind.trim());
  for (const kind of kinds)
    if (!(kind in kindStyles))
      throw new Error(`<ChangeKinds>: "${kind}" is not one of ${Object.keys(kindStyles).join(', ')}`);
  return (
    <p className={styles.kinds}>
      {(kinds as Kind[]).map((kind, i) => (
        <span key={kind}>
          {i > 0 && <span className={styles.separator}>, </span>}
          <span className={clsx(styles.kind, kindStyles[kind])}>{kind}</span>
        </span>
      ))}
    </p>
  );
}
