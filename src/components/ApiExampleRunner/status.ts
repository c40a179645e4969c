import type {ExampleOutcome, ExampleReport} from '@site/plugins/typedoc-api/shared/exampleRuntime';
import {stoppedText, type StopReason} from '../ExampleWorker/exampleWorker';

/** Where a run of an API example is, and what it has reported so far. */
export type RunState =
  | {state: 'idle'}
  | {state: 'running'; reports: ExampleReport[]}
  | {state: 'done'; reports: ExampleReport[]; outcome: ExampleOutcome}
  | {state: 'stopped'; reason: StopReason; reports: ExampleReport[]}
  /** The worker that runs examples did not load (offline, or the site changed since the page loaded). */
  | {state: 'unavailable'};

/** Whether a report contradicts the example's comment: a different value, or no error where one was due. */
export function contradicts(report: ExampleReport): boolean {
  return (
    (report.kind === 'value' && !report.matches) || (report.kind === 'throws' && report.error === undefined)
  );
}

function summary(reports: readonly ExampleReport[]): string {
  const results = reports.filter((report) => report.kind !== 'log');
  if (!results.length) return 'Done.';
  const wrong = results.filter(contradicts).length;
  if (wrong) return `Done: ${wrong} of ${results.length} results differ from what the comments say.`;
  return results.length === 1
    ? 'Done: the result is what the comment says.'
    : `Done: all ${results.length} results are what the comments say.`;
}

/** The run's status line, which the live region announces. */
export function statusText(run: RunState): string {
  switch (run.state) {
    case 'idle':
      return '';
    case 'running':
      return 'Running.';
    case 'done':
      return run.outcome.kind === 'done'
        ? summary(run.reports)
        : `The example threw${run.outcome.line === undefined ? '' : ` at line ${run.outcome.line}`}: ${run.outcome.error}`;
    case 'stopped':
      return stoppedText(run.reason);
    case 'unavailable':
      return 'The example could not start: its worker did not load. Run tries again; reload the page if the site has been updated since you opened it.';
  }
}
