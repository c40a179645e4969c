import type {ReactNode} from 'react';
import type {Props} from '@theme/ApiExampleRun';
import styles from './styles.module.css';

/**
 * What an example's `run` gives the page: here, for an example that does not run as shown, the reason from
 * the list of known failures, written for readers. A site that runs examples wraps this component and adds a Run button to the
 * others (the site's `src/theme/ApiExampleRun`).
 */
export default function ApiExampleRun({run}: Props): ReactNode {
  if (!('knownFailure' in run)) return null;
  return <p className={styles.note}>{run.knownFailure}</p>;
}
