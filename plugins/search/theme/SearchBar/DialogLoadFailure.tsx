import type {ReactNode} from 'react';
import {useModal} from './modal';
import styles from './styles.module.css';

interface Props {
  onRetry: () => void;
  onClose: () => void;
}

/** Takes the search dialog's place when its code could not load: a modal message with Retry and Close. */
export default function DialogLoadFailure({onRetry, onClose}: Props): ReactNode {
  const {dialogRef, ...handlers} = useModal(onClose);
  return (
    <dialog ref={dialogRef} className={styles.failure} aria-label="Search could not load" {...handlers}>
      <p role="alert">
        Search could not load. Check your connection and retry, or reload the page if the site has been
        updated since you opened it.
      </p>
      <div className={styles.failureActions}>
        <button type="button" className="button button--primary button--sm" onClick={onRetry} autoFocus>
          Retry
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
