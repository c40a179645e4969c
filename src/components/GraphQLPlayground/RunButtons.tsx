import type {ReactNode, RefObject} from 'react';
import StopButton from './StopButton';

interface RunButtonsProps {
  /** The Run button, for the caller to focus it. */
  runButton: RefObject<HTMLButtonElement | null>;
  running: boolean;
  onRun: () => void;
  onStop: () => void;
}

/**
 * Run, and Stop while a run lasts. When Stop goes away with the focus (the run ended), the focus goes back to
 * Run, so a keyboard reader stays where they were. Shared by the playground and the API examples' runner.
 */
export default function RunButtons({runButton, running, onRun, onStop}: RunButtonsProps): ReactNode {
  return (
    <>
      <button ref={runButton} type="button" className="button button--primary button--sm" onClick={onRun}>
        Run
      </button>
      {running && <StopButton onStop={onStop} onLeaveFocused={() => runButton.current?.focus()} />}
    </>
  );
}
