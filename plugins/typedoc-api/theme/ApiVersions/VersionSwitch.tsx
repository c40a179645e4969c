import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ApiVersionLink} from '../../shared/types';
import styles from './styles.module.css';

// Apart from the change marks (index.tsx), which render declarations as code blocks: the overview shows only
// this, and so loads no highlighter.
/** "17.1.0 · 16.15.0": the same symbol (or the overview) in each major the site documents. */
export function VersionSwitch({versions}: {versions: readonly ApiVersionLink[]}): ReactNode {
  // A site documenting one major has nothing to switch to.
  if (versions.length < 2) return null;
  return (
    <nav aria-label="API version" className={styles.versions}>
      {versions.map((version, i) => (
        <Fragment key={version.version}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          {version.current ? (
            <span aria-current="page" className={styles.current}>
              {version.version}
            </span>
          ) : (
            <Link to={version.href}>{version.version}</Link>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
