import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import clsx from 'clsx';
import CodeEditor from './CodeEditor';
import {stoppedText, type StopReason} from '../ExampleWorker/exampleWorker';
import type {ExampleFile, LocatedError} from '../ExampleWorker/locate';
import type {ExampleSetup} from '../ExampleWorker/protocol';
import Result from './Result';
import {shortenText, type ShownPayload} from '../ExampleWorker/shortenResult';
import RunButtons from './RunButtons';
import {fileLabels, isSetupFile, type ExampleTexts, type PlaygroundLayout} from './types';
import {useCompletionSchema} from './useCompletionSchema';
import {useExampleWorker} from '../ExampleWorker/useExampleWorker';
import styles from './styles.module.css';

/** The interactive playground; index.tsx loads it on first use and hands over what the preview showed. */
export interface PlaygroundProps {
  original: ExampleTexts;
  /**
   * The texts on screen: the original, or the reader's edits. They are kept by index.tsx, above the error
   * boundary around this component, so that Retry after a failure brings the editors back with them.
   */
  texts: ExampleTexts;
  setTexts: Dispatch<SetStateAction<ExampleTexts>>;
  files: ExampleFile[];
  titles: Record<ExampleFile, string>;
  label: string;
  layout?: PlaygroundLayout;
  operationName?: string;
  modules?: Record<string, string>;
  /** What the reader clicked or focused in the preview; it gets the focus back once the editors exist. */
  focus?: ExampleFile | 'run';
  /** The reader pressed Run in the preview: run as soon as the editors are ready. */
  runOnMount: boolean;
  /** The worker that runs the examples could not load; the playground cannot work. */
  onUnavailable: () => void;
}

/** What the result area shows; `run` numbers the run the payloads come from. */
type Output =
  | {state: 'idle'}
  | {state: 'running' | 'done'; run: number; incremental: boolean; payloads: ShownPayload[]}
  | {state: 'stopped'; run: number; reason: StopReason; incremental: boolean; payloads: ShownPayload[]}
  | {state: 'failed'; errors: LocatedError[]};

const noErrors: LocatedError[] = [];

function describePlace(error: LocatedError): string {
  const place = error.locations[0];
  return place
    ? `${fileLabels[error.file]}, line ${place.line}, column ${place.column}`
    : fileLabels[error.file];
}

function statusText(output: Output): string {
  switch (output.state) {
    case 'idle':
      return '';
    case 'running':
      return output.payloads.length > 0 ? `Running: ${output.payloads.length} payloads so far.` : 'Running.';
    case 'done':
      return output.incremental && output.payloads.length > 1
        ? `Done: ${output.payloads.length} payloads.`
        : 'Done.';
    case 'stopped':
      return stoppedText(output.reason);
    case 'failed':
      return 'Could not run the example:';
  }
}

export default function Playground({
  original,
  texts,
  setTexts,
  files,
  titles,
  label,
  layout,
  operationName,
  modules,
  focus,
  runOnMount,
  onUnavailable,
}: PlaygroundProps): ReactNode {
  const [output, setOutput] = useState<Output>({state: 'idle'});
  // Counts Resets: each builds new editors holding the original text.
  const [instance, setInstance] = useState(0);
  // Edits restored from an earlier visit may hold the very loop that made the reader leave: nothing of
  // theirs runs, not even for completion, until they edit or press Run.
  const [analysing, setAnalysing] = useState(() => JSON.stringify(texts) === JSON.stringify(original));
  // One worker runs the example, another loads it for completion: a module stuck in one leaves the other be.
  const runner = useExampleWorker(onUnavailable);
  const analyser = useExampleWorker(onUnavailable);
  const latestRun = useRef(0);
  const runButton = useRef<HTMLButtonElement>(null);
  const setup = useMemo<ExampleSetup>(
    () => ({
      schema: files.includes('schema') ? texts.schema : undefined,
      resolvers: files.includes('resolvers') ? texts.resolvers : undefined,
      variables: texts.variables,
      operationName,
      fileNames: {schema: titles.schema, resolvers: titles.resolvers},
      modules,
    }),
    [files, texts, operationName, titles, modules],
  );
  const schema = useCompletionSchema(analyser, setup, analysing);
  const edited = JSON.stringify(texts) !== JSON.stringify(original);

  const update = useCallback(
    (file: ExampleFile, value: string) => {
      setTexts((previous) => ({...previous, [file]: value}));
      setAnalysing(true);
    },
    [setTexts],
  );

  // What Run sends. Updated as soon as an edit has rendered, not after paint like an effect: Ctrl+Enter
  // pressed right after typing must run the text on screen.
  const latestExample = useRef({...setup, query: texts.query});
  useLayoutEffect(() => {
    latestExample.current = {...setup, query: texts.query};
  }, [setup, texts.query]);

  // A run still going when Run is pressed again, or Reset, is stopped (the runner serves one request at a
  // time), so answers only come for the latest run; its ending may come after a newer run has started.
  const run = useCallback(async () => {
    const id = ++latestRun.current;
    setAnalysing(true);
    setOutput({state: 'running', run: id, incremental: false, payloads: []});
    const payloads: ShownPayload[] = [];
    let incremental = false;
    let errors: LocatedError[] | undefined;
    const ending = await runner.send({kind: 'run', example: latestExample.current}, (answer) => {
      // A module may throw a message of any length; the status area and the editors show its start.
      if (answer.kind === 'errors')
        errors = answer.errors.map((error) => ({...error, message: shortenText(error.message)}));
      if (answer.kind !== 'payload') return;
      payloads.push(answer.payload);
      incremental = answer.incremental;
      setOutput({state: 'running', run: id, incremental, payloads: [...payloads]});
    });
    if (id !== latestRun.current) return;
    if (ending.kind === 'stopped')
      setOutput({state: 'stopped', run: id, reason: ending.reason, incremental, payloads});
    else if (ending.kind === 'unavailable') setOutput({state: 'idle'});
    else if (errors) setOutput({state: 'failed', errors});
    else setOutput({state: 'done', run: id, incremental, payloads});
  }, [runner]);

  // Ending the runner also drops the state the example's modules kept (an in-memory store).
  const reset = () => {
    latestRun.current += 1;
    runner.stop();
    setTexts(original);
    setInstance((previous) => previous + 1);
    setOutput({state: 'idle'});
  };

  // Reset disables itself, and a disabled button drops the focus onto the page's body: a keyboard reader
  // would start again from the top. Run, beside it, takes the focus instead.
  useEffect(() => {
    if (instance > 0) runButton.current?.focus();
  }, [instance]);

  useEffect(() => {
    if (focus === 'run') runButton.current?.focus();
    // Running is the side effect here: the reader pressed Run before the playground existed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (runOnMount) void run();
    // Only once, when the playground replaces the preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errorsByFile = useMemo(() => {
    const byFile = new Map<ExampleFile, LocatedError[]>();
    if (output.state === 'failed') {
      for (const error of output.errors) byFile.set(error.file, [...(byFile.get(error.file) ?? []), error]);
    }
    return byFile;
  }, [output]);

  const onKeyDown = (event: KeyboardEvent) => {
    // The editors handle the shortcut themselves; this covers the buttons and the result.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.defaultPrevented) {
      event.preventDefault();
      void run();
    }
  };

  const editorOf = (file: ExampleFile) => (
    <div key={file} className={styles.file}>
      <div className={styles.fileTitle}>{titles[file]}</div>
      <CodeEditor
        // A new instance (Reset) builds new editors holding the original text.
        key={instance}
        file={file}
        initialValue={texts[file]}
        onChange={(value) => update(file, value)}
        label={`${fileLabels[file]} (${titles[file]})`}
        errors={errorsByFile.get(file) ?? noErrors}
        schema={file === 'query' ? schema : undefined}
        onRun={() => void run()}
        autoFocus={instance === 0 && focus === file}
      />
    </div>
  );
  const setupFiles = files.filter(isSetupFile);

  return (
    <section
      className={clsx(styles.playground, layout === 'columns' && styles.columns)}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {setupFiles.length > 0 && <div className={styles.setup}>{setupFiles.map(editorOf)}</div>}
      <div className={styles.operation}>
        {files.filter((file) => !isSetupFile(file)).map(editorOf)}
        <div className={styles.toolbar}>
          <RunButtons
            runButton={runButton}
            running={output.state === 'running'}
            onRun={() => void run()}
            onStop={() => runner.stop()}
          />
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={reset}
            disabled={!edited && output.state === 'idle'}
          >
            Reset
          </button>
          <span className={styles.hint}>
            <kbd>Ctrl</kbd>/<kbd>⌘</kbd> + <kbd>Enter</kbd> runs
          </span>
        </div>
        {/* The live region: screen readers hear the outcome, errors included, without moving focus. */}
        <div role="status" className={styles.status}>
          {statusText(output)}
          {output.state === 'failed' && (
            <ul className={styles.errors}>
              {output.errors.map((error, index) => (
                <li key={index}>
                  <strong>{describePlace(error)}:</strong> {error.message}
                </li>
              ))}
            </ul>
          )}
        </div>
        {'payloads' in output && output.payloads.length > 0 && (
          <Result run={output.run} payloads={output.payloads} incremental={output.incremental} />
        )}
      </div>
    </section>
  );
}
