import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ApiVersionLink} from '../../shared/types';
import {decodeFragment} from '../decodeFragment';
import styles from './styles.module.css';

// Apart from the change marks (index.tsx), which render declarations as code blocks: the overview shows only
// this, and so loads no highlighter.
/** "17.1.0 · 16.15.0": the same symbol (or the overview) in each major the site documents. */
export function VersionSwitch({versions}: {versions: readonly ApiVersionLink[]}): ReactNode {
  // The member the reader is at (`#extensions`) goes along to the other major's page, if that has it. The
  // server renders no fragment; the links gain it once the page has hydrated.
  const {hash} = useLocation();
  const fragment = useIsBrowser() ? decodeFragment(hash) : undefined;
  const hrefOf = ({href, lacks}: ApiVersionLink) =>
    fragment && lacks && !lacks.includes(fragment) ? `${href}${hash}` : href;
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
            <Link to={hrefOf(version)}>{version.version}</Link>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
