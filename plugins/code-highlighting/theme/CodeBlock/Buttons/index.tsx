import {useCallback, useEffect, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {
  CodeBlockContextProvider,
  useCodeBlockContext,
  type useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * Whether the block's lines wrap, and whether they overflow it (the wrap button shows only then).
 * theme-common's useCodeWordWrap does this for a ref of its own; here the block already has its ref. One
 * ResizeObserver notices a resized window, a block that was in a hidden tab and now shows, and the
 * block growing or shrinking as its lines wrap and unwrap.
 */
function useWordWrap(codeBlockRef: RefObject<HTMLPreElement | null>): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const observer = new ResizeObserver(() => setOverflows(pre.scrollWidth > pre.clientWidth));
    observer.observe(pre);
    return () => observer.disconnect();
  }, [codeBlockRef]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    // Wrapped lines break anywhere, so a long token never brings the scrollbar back.
    code.style.whiteSpace = isEnabled ? '' : 'pre-wrap';
    code.style.overflowWrap = isEnabled ? '' : 'anywhere';
    setIsEnabled(!isEnabled);
  }, [codeBlockRef, isEnabled]);

  // Wrapped lines no longer overflow, and the button stays to unwrap them.
  return {codeBlockRef, isEnabled, isCodeScrollable: isEnabled || overflows, toggle};
}

/** The word-wrap button, with the block's word-wrap state (see CodeBlock/Content/String). */
function WordWrapToggle(): ReactNode {
  const {metadata, wordWrap: block} = useCodeBlockContext();
  const wordWrap = useWordWrap(block.codeBlockRef);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <WordWrapButton />
    </CodeBlockContextProvider>
  );
}

/**
 * Ejected from theme-classic 3.10.2 (CodeBlock/Buttons/index.js), which takes the word-wrap state from the
 * block; here the buttons keep it (see useWordWrap). Copy and word wrap. Not in the server's markup: they
 * need the browser to work.
 */
export default function CodeBlockButtons({className}: Props): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <div className={clsx(className, styles.buttonGroup)}>
          <WordWrapToggle />
          <CopyButton />
        </div>
      )}
    </BrowserOnly>
  );
}
