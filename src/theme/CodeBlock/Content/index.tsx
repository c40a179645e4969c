import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import NumberedContent from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {highlightToHtml} from '@site/src/prism';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * The highlighted lines as inner HTML instead of one component per line and per token: the server's
 * markup is the same, but hydrating a block touches one element, where long tutorials and API pages
 * spent most of their hydration time on code. Blocks with line numbers keep theme-classic's renderer.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {code, language, lineClassNames, lineNumbersStart} = metadata;
  // Hydration keeps the server's lines and ignores inner HTML, so a block the server rendered is not
  // highlighted again in the browser; one that appears later (another page, a playground result) is.
  const isBrowser = useIsBrowser();
  const hydrating = ExecutionEnvironment.canUseDOM && !isBrowser;
  const lineClasses = JSON.stringify(lineClassNames);
  const html = useMemo(
    () =>
      hydrating || lineNumbersStart !== undefined ? '' : highlightToHtml(code, language, lineClassNames),
    // `hydrating` is left out on purpose: once hydrated, the server's lines stay until the code changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [code, language, lineClasses, lineNumbersStart],
  );
  if (lineNumbersStart !== undefined) return <NumberedContent className={className} />;
  return (
    // Focusable, as in theme-classic, so keyboard users can scroll long lines.
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
    </pre>
  );
}
