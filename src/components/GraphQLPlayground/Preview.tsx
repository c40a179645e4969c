import type {DOMAttributes, ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import type {ExampleFile} from '../ExampleWorker/locate';
import {codeLanguages, isSetupFile, type ExampleTexts, type PlaygroundLayout} from './types';
import styles from './styles.module.css';

interface PreviewProps {
  files: ExampleFile[];
  texts: ExampleTexts;
  titles: Record<ExampleFile, string>;
  label: string;
  layout: PlaygroundLayout;
  busy?: boolean;
  /** What sits under the request: the Run button before the editors load, the failure note if they cannot. */
  toolbar: ReactNode;
  /** How the preview hands over to the editors; absent once they have failed, so touching the code is inert. */
  handlers?: Pick<DOMAttributes<HTMLElement>, 'onPointerDown' | 'onFocus' | 'onClick'>;
}

/**
 * The example as highlighted code, in the same parts and boxes as the loaded playground (Playground.tsx), so
 * swapping one for the other does not move the page. It is what the server renders, and what stays readable,
 * with the reader's edits, when the playground cannot load.
 */
export default function Preview({
  files,
  texts,
  titles,
  label,
  layout,
  busy = false,
  toolbar,
  handlers,
}: PreviewProps): ReactNode {
  const previewOf = (file: ExampleFile) => (
    <div key={file} className={styles.file} data-file={file}>
      <CodeBlock language={codeLanguages[file]} title={titles[file]}>
        {texts[file]}
      </CodeBlock>
    </div>
  );
  const setupFiles = files.filter(isSetupFile);
  return (
    <section
      className={clsx(styles.playground, layout === 'columns' && styles.columns)}
      aria-label={label}
      aria-busy={busy}
      {...handlers}
    >
      {setupFiles.length > 0 && <div className={styles.setup}>{setupFiles.map(previewOf)}</div>}
      <div className={styles.operation}>
        {files.filter((file) => !isSetupFile(file)).map(previewOf)}
        <div className={styles.toolbar}>{toolbar}</div>
      </div>
    </section>
  );
}
