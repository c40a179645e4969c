import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** String children as one string, so the block can be copied; children with elements stay as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Ejected from theme-classic 3.10.2 (CodeBlock/index.js). theme-classic remounts every block once the page
 * has hydrated, to swap the light colours the server rendered for the reader's colour mode. Here colours
 * come from the stylesheet (see ../../index.ts and CodeBlock/Container), so the server's markup is right in
 * both modes and the blocks hydrate once.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = stringifyChildren(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
