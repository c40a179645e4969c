import type {ExampleRun} from './runExamples';
import type {RunnableExample} from './toRunnableExample';

/**
 * What a doctest finds wrong with an example, one sentence each; none means it passes. It passes when its
 * module evaluates without throwing within the time limit, every `// => value` comment matches the value of
 * the statement it follows, every `// throws` statement throws, and each such comment was reached. A GraphQL
 * document passes when the major's `parse` accepts it.
 */
export function exampleFailures(
  example: RunnableExample,
  run: ExampleRun | undefined,
  timeLimitSeconds: number,
): string[] {
  if (example.kind === 'none') return [example.reason];
  if (!run) return ['It did not run.'];
  const failures: string[] = [];
  const {outcome} = run;
  if (outcome.kind === 'timeout') failures.push(`It was still running after ${timeLimitSeconds} s.`);
  if (outcome.kind === 'threw')
    failures.push(
      `It threw${outcome.line === undefined ? '' : ` at line ${outcome.line}`}: ${outcome.error}`,
    );
  for (const report of run.reports) {
    if (report.kind === 'value' && !report.matches)
      failures.push(`Line ${report.line}: ${report.source} is ${report.actual}, not ${report.expected}.`);
    if (report.kind === 'throws' && report.error === undefined)
      failures.push(`Line ${report.line}: ${report.source} did not throw.`);
  }
  const reached = new Set(run.reports.map((report) => (report.kind === 'log' ? undefined : report.line)));
  for (const check of example.checks) {
    if (check.kind === 'unchecked')
      failures.push(
        `Line ${check.line}: its comment states a result but follows no statement the doctest can check (\`expression; // => value\`, \`const name = …; // => value\` or \`call(); // throws\`).`,
      );
    else if (outcome.kind === 'done' && !reached.has(check.line))
      failures.push(`Line ${check.line}: it never ran, so its comment went unchecked.`);
  }
  return failures;
}
