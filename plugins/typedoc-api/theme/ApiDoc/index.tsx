import {createElement, type ReactNode} from 'react';
import ApiLink from '@theme/ApiLink';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/ApiDoc';
import type {ApiRichNode, ApiRichText} from '../../shared/types';

// Doc-comment headings sit below the page's own h2/h3 structure.
const TAG_OVERRIDES: Record<string, string> = {h1: 'h4', h2: 'h4', h3: 'h5', h4: 'h5', h5: 'h6'};

function renderNode(node: ApiRichNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  if (tag === 'pre') {
    return (
      <CodeBlock key={key} language={attributes?.language}>
        {String(children[0] ?? '')}
      </CodeBlock>
    );
  }
  const content = children.map(renderNode);
  if (tag === 'a' && attributes?.href) {
    return (
      <ApiLink key={key} to={attributes.href} title={attributes.title}>
        {content}
      </ApiLink>
    );
  }
  return createElement(TAG_OVERRIDES[tag] ?? tag, {key, ...attributes}, ...content);
}

/** A single paragraph's content without the `<p>` (for table cells); anything else as is. */
function unwrapParagraph(text: ApiRichText): ApiRichText {
  const [only] = text;
  return text.length === 1 && Array.isArray(only) && only[0] === 'p' ? (only.slice(2) as ApiRichText) : text;
}

export default function ApiDoc({text, inline = false}: Props): ReactNode {
  // Inline text sits after other text (`Returns: Type — description`): in an element of its own, its first
  // words stay a text node of their own in the server's markup, as the browser's render expects.
  return inline ? <span>{unwrapParagraph(text).map(renderNode)}</span> : <>{text.map(renderNode)}</>;
}
