import type {ReactNode, Ref} from 'react';
// The dialog's frame: the shell is its first lines, so that nothing moves when the dialog takes its place.
import styles from './dialog.module.css';
import {searchInputProps, useModal} from './modal';

interface Props {
  /** The input the reader types in until the dialog is ready; the dialog takes over its value and caret. */
  inputRef: Ref<HTMLInputElement>;
  onClose: () => void;
}

/**
 * What the search dialog shows while its code loads: the same modal with a real, focused input, so that every key
 * typed right after `Ctrl+K` (Backspace and the caret's moves too) lands in it, however slow the network. The
 * dialog takes over the input's value and caret as it mounts (`SearchDialog`'s `takeDraft`).
 */
export default function DialogShell({inputRef, onClose}: Props): ReactNode {
  const {dialogRef, ...handlers} = useModal(onClose);
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-label="Search the documentation" {...handlers}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <input ref={inputRef} className={styles.input} {...searchInputProps} aria-expanded={false} />
          <button type="button" className={styles.close} onClick={onClose}>
            Close
          </button>
        </div>
        <p role="status" className={styles.status}>
          Loading search…
        </p>
      </div>
    </dialog>
  );
}
