import {useEffect, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

interface LoadFailureProps {
  onRetry: () => void;
}

/**
 * Takes the Run button's place when the playground's code could not load (offline, or a tab older than the
 * site's last deploy), or failed; the example stays readable above it (Preview.tsx).
 */
export default function LoadFailure({onRetry}: LoadFailureProps): ReactNode {
  const retry = useRef<HTMLButtonElement>(null);
  // The part the reader was using is gone: the focus goes to what can bring it back, not to the page's start.
  useEffect(() => {
    if (document.activeElement === document.body) retry.current?.focus();
  }, []);
  return (
    <>
      <p role="alert" className={styles.failure}>
        The playground could not load. Retry, or reload the page if the site has been updated since you opened
        it.
      </p>
      <button ref={retry} type="button" className="button button--primary button--sm" onClick={onRetry}>
        Retry
      </button>
    </>
  );
}
