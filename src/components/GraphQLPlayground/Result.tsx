import {useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import CodeBlock from '@theme/CodeBlock';
import {describeLeftOut, shortenText, type ShownPayload} from '../ExampleWorker/shortenResult';
import styles from './styles.module.css';

interface ResultProps {
  /** Tells runs apart: each run's payloads are shown afresh, even after one could not be shown. */
  run: number;
  payloads: ShownPayload[];
  incremental: boolean;
}

function payloadTitle(index: number, incremental: boolean): string {
  if (!incremental) return 'Result';
  return index === 0 ? 'Initial payload' : `Subsequent payload ${index}`;
}

function fileNameOf(index: number, incremental: boolean): string {
  return incremental ? `payload-${index}.json` : 'result.json';
}

/**
 * The payloads of a run, each as the worker prepared it (within limits, shortenResult.ts) and in an error
 * boundary of its own: a payload that still cannot be shown says so in its place, with the whole payload to
 * copy or download, and the editors, the reader's edits and the other payloads stay as they were.
 */
export default function Result({run, payloads, incremental}: ResultProps): ReactNode {
  return (
    <section aria-label="Result" className={styles.result}>
      {payloads.map((payload, index) => {
        const fileName = fileNameOf(index, incremental);
        return (
          <ErrorBoundary
            key={`${run}:${index}`}
            fallback={({error}) => (
              <div role="alert" className={styles.resultNote}>
                <p>
                  {payloadTitle(index, incremental)}: could not show it here (
                  {shortenText(error.message, 200)}).
                </p>
                <WholePayload payload={payload} fileName={fileName} />
              </div>
            )}
          >
            <Payload payload={payload} title={payloadTitle(index, incremental)} fileName={fileName} />
          </ErrorBoundary>
        );
      })}
    </section>
  );
}

function Payload({payload, title, fileName}: {payload: ShownPayload; title: string; fileName: string}) {
  return (
    <>
      {payload.leftOut && (
        <div className={styles.resultNote}>
          <p>{describeLeftOut(payload.leftOut)}</p>
          <WholePayload payload={payload} fileName={fileName} />
        </div>
      )}
      <CodeBlock language="json" title={title}>
        {payload.text}
      </CodeBlock>
    </>
  );
}

/** Saves a text as a file, through a link to it that is clicked at once. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'application/json'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started reading the blob by the time the link's click returns; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Buttons that copy or download the whole payload. */
function WholePayload({payload, fileName}: {payload: ShownPayload; fileName: string}) {
  const [copied, setCopied] = useState('');
  const wholeText = () => payload.whole ?? payload.text;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(wholeText());
      setCopied('Copied.');
    } catch {
      setCopied('Could not copy: download it instead.');
    }
  };
  return (
    <div className={styles.resultActions}>
      <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
        Copy the whole result
      </button>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => download(wholeText(), fileName)}
      >
        Download {fileName}
      </button>
      <span aria-live="polite">{copied}</span>
    </div>
  );
}
