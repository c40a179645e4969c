import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import type {ExampleOutcome, ExampleReport} from '@site/plugins/typedoc-api/shared/exampleRuntime';
import RunButtons from '../GraphQLPlayground/RunButtons';
import {useExampleWorker} from '../ExampleWorker/useExampleWorker';
import type {ApiExampleSource} from '../ExampleWorker/apiExample/protocol';
import {statusText, type RunState} from './status';
import outputStyles from './Runner.module.css';
import styles from './styles.module.css';

export interface RunnerProps {
  example: ApiExampleSource;
  /** The reader used the Run button from the keyboard: this one takes the focus, as the button it replaces had. */
  focusRun: boolean;
}

const noLoadError = () => {};

function Mark({matches}: {matches: boolean}): ReactNode {
  return matches ? (
    <span role="img" aria-label="as the comment says" className={outputStyles.matches}>
      ✓
    </span>
  ) : (
    <span role="img" aria-label="not what the comment says" className={outputStyles.differs}>
      ✗
    </span>
  );
}

function Report({report}: {report: ExampleReport}): ReactNode {
  switch (report.kind) {
    case 'log':
      return (
        <>
          {report.level !== 'log' && <span className={outputStyles.level}>{report.level}: </span>}
          {report.text}
        </>
      );
    case 'value':
      return (
        <>
          <span className={outputStyles.line}>line {report.line}:</span> {report.source} → {report.actual}{' '}
          <Mark matches={report.matches} />
          {!report.matches && ` the comment says ${report.expected}`}
        </>
      );
    case 'throws':
      return (
        <>
          <span className={outputStyles.line}>line {report.line}:</span> {report.source}{' '}
          {report.error === undefined ? 'did not throw' : `threw ${report.error}`}{' '}
          <Mark matches={report.error !== undefined} />
        </>
      );
  }
}

/**
 * Runs an API example in the playground's example worker and shows what it reports: what it logs, the value
 * of each statement whose comment gives one (and whether it is that value), whether each statement said to
 * throw did. index.tsx loads it when the reader first presses Run. Each run gets a fresh worker, so one run's
 * changes to graphql (its dev mode) never reach the next; like the playground, a run has 5 s and can be stopped.
 */
export default function Runner({example, focusRun}: RunnerProps): ReactNode {
  const [run, setRun] = useState<RunState>({state: 'idle'});
  const worker = useExampleWorker(noLoadError);
  const runs = useRef(0);
  const runButton = useRef<HTMLButtonElement>(null);

  const start = useCallback(async () => {
    const id = ++runs.current;
    if (id > 1) worker.stop();
    const reports: ExampleReport[] = [];
    let outcome: ExampleOutcome | undefined;
    setRun({state: 'running', reports});
    const ending = await worker.send({kind: 'evaluate', example}, (answer) => {
      if (answer.kind === 'report') {
        reports.push(answer.report);
        if (id === runs.current) setRun({state: 'running', reports: [...reports]});
      } else if (answer.kind === 'evaluated') outcome = answer.outcome;
    });
    if (id !== runs.current) return;
    if (ending.kind === 'stopped') setRun({state: 'stopped', reason: ending.reason, reports});
    else if (outcome) setRun({state: 'done', reports, outcome});
    else setRun({state: 'unavailable'});
  }, [worker, example]);

  useEffect(() => {
    if (focusRun) runButton.current?.focus();
    // Running is the side effect here: the reader pressed Run before the runner existed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void start();
    // Only once, when the runner replaces the button that loaded it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reports = 'reports' in run ? run.reports : [];
  return (
    <>
      <div className={styles.toolbar}>
        <RunButtons
          runButton={runButton}
          running={run.state === 'running'}
          onRun={() => void start()}
          onStop={() => worker.stop()}
        />
      </div>
      {/* The live region: screen readers hear how the run ended without moving the focus. */}
      <div role="status" className={styles.status}>
        {statusText(run)}
      </div>
      {reports.length > 0 && (
        <ol className={outputStyles.output} aria-label="Output">
          {reports.map((report, index) => (
            <li key={index}>
              <Report report={report} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
