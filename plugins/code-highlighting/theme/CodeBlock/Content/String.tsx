import {useMemo, useRef, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  type useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

/**
 * Ejected from theme-classic 3.10.2 (CodeBlock/Content/String.js). A code block from its source text. theme-classic keeps the word-wrap state here, at the top of the
 * block: measuring the block after hydration changed that state for nearly every block, and each block
 * rendered again whole. Only the buttons show that state, and they appear after hydration anyway, so
 * they keep it (CodeBlock/Buttons); the block shares just the ref to its <pre> and renders once.
 */
export default function CodeBlockString({children, ...props}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const unmeasured = useMemo<ReturnType<typeof useCodeWordWrap>>(
    () => ({codeBlockRef, isEnabled: false, isCodeScrollable: false, toggle: () => undefined}),
    [],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={unmeasured}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
