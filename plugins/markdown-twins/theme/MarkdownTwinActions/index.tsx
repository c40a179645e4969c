import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/MarkdownTwinActions';
import {toTwinPath} from '../../shared/twinPaths';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** How long the confirmation stays visible. */
const STATUS_MS = 4000;

async function copyTwin(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return new Blob([await response.text()], {type: 'text/plain'});
  });
  // Safari only lets a click write the clipboard right away, so the text goes in as a pending item.
  if (typeof ClipboardItem !== 'undefined') {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text})]);
  } else {
    await navigator.clipboard.writeText(await (await text).text());
  }
}

/** "Copy page" and "View as Markdown" for the page at `pagePath`, whose twin is at `pagePath` + `.md`. */
export default function MarkdownTwinActions({pagePath}: Props): ReactNode {
  const twinPath = toTwinPath(pagePath);
  const [status, setStatus] = useState<Status>('idle');
  const messages: Record<Status, string> = {
    idle: '',
    copying: '',
    copied: translate({id: 'theme.markdownTwin.copied', message: 'Copied as Markdown'}),
    failed: translate({
      id: 'theme.markdownTwin.copyFailed',
      message: 'The page could not be copied. Retry, or use "View as Markdown".',
    }),
  };

  // The confirmation goes after a while; a failure stays, with Retry in the button's place, until it is retried.
  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus('idle'), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = () => {
    // Emptying the live region first makes a second copy announce again.
    setStatus('copying');
    copyTwin(twinPath).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.actions}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinPath} />
      </Head>
      <span role="status" className={status === 'failed' ? styles.failed : styles.status}>
        {messages[status]}
      </span>
      <button
        type="button"
        // Without JavaScript it could copy nothing: not shown then (styles.module.css); the link still works.
        className={`button button--secondary button--sm ${styles.copy}`}
        onClick={copy}
        aria-busy={status === 'copying'}
      >
        {status === 'failed'
          ? translate({id: 'theme.markdownTwin.retryCopy', message: 'Retry'})
          : translate({id: 'theme.markdownTwin.copyPage', message: 'Copy page'})}
      </button>
      {/* A plain link: the twin is a file, not a route, so neither the router nor the link checker handles it. */}
      <a className="button button--outline button--secondary button--sm" href={twinPath}>
        {translate({id: 'theme.markdownTwin.viewMarkdown', message: 'View as Markdown'})}
      </a>
    </div>
  );
}
