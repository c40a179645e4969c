import {useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {plainToHtml} from '../../../shared/toHtml';
import {toUnstyledTokenTest} from '../../../shared/unstyledTokens';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {useHighlighter} from './useHighlighter';
// theme-classic's line styles: numbered lines, and the background of highlighted lines.
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

const numbering = {
  line: lineStyles.codeLine,
  number: lineStyles.codeLineNumber,
  content: lineStyles.codeLineContent,
};

/**
 * Ejected from theme-classic 3.10.2 (CodeBlock/Content/index.js), which highlights with prism-react-renderer:
 * here shared/highlight.ts highlights, loaded on demand (useHighlighter.ts). The highlighted lines as inner HTML instead of one component per line and per token: the server's
 * markup is the same, but hydrating a block touches one element, where long tutorials and API pages
 * spent most of their hydration time on code.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {prism} = useThemeConfig();
  const isUnstyled = useMemo(
    () => toUnstyledTokenTest(prism.darkTheme ? [prism.theme, prism.darkTheme] : [prism.theme]),
    [prism.theme, prism.darkTheme],
  );
  const {codeBlockRef} = wordWrap;
  const {code, language, lineClassNames, lineNumbersStart} = metadata;
  const numbered = lineNumbersStart !== undefined;
  // Hydration keeps the server's lines and ignores inner HTML, so a block the server rendered keeps its markup
  // until its code changes, and the browser highlights only blocks that appear later (another page, a
  // playground result).
  const isBrowser = useIsBrowser();
  const hydrating = ExecutionEnvironment.canUseDOM && !isBrowser;
  const [serverCode] = useState(hydrating ? code : undefined);
  const fromServer = serverCode === code;
  const highlight = useHighlighter(!fromServer);
  // CodeBlock/Content/String rebuilds the metadata on every render: the line classes are compared by value.
  const lineClasses = JSON.stringify(lineClassNames);
  const html = useMemo(() => {
    if (fromServer) return '';
    const options = {
      lineClassNames: JSON.parse(lineClasses),
      numbering: numbered ? numbering : undefined,
      isUnstyled,
    };
    return highlight ? highlight(code, language, options) : plainToHtml(code, options);
  }, [fromServer, code, language, lineClasses, numbered, isUnstyled, highlight]);
  return (
    // Focusable, as in theme-classic, so keyboard users can scroll long lines.
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
