import {useLayoutEffect, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

interface StopButtonProps {
  onStop: () => void;
  /** Called when the button goes away (the run ended) while it has the focus, to put the focus elsewhere. */
  onLeaveFocused: () => void;
}

/** Shown while a run lasts; it appears after a moment, so a quick run does not flash it. */
export default function StopButton({onStop, onLeaveFocused}: StopButtonProps): ReactNode {
  const button = useRef<HTMLButtonElement>(null);
  const latest = useRef(onLeaveFocused);
  useLayoutEffect(() => {
    latest.current = onLeaveFocused;
  });
  // A layout effect's cleanup runs before React removes the button, while it still has the focus.
  useLayoutEffect(() => {
    const element = button.current;
    return () => {
      if (element === document.activeElement) latest.current();
    };
  }, []);
  return (
    <button
      ref={button}
      type="button"
      className={`button button--secondary button--sm ${styles.stop}`}
      onClick={onStop}
    >
      Stop
    </button>
  );
}
