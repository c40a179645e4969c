import {createElement, Fragment, isValidElement, type ReactElement, type ReactNode} from 'react';

/**
 * The same content with its fragments flattened and neighbouring strings joined. The server writes
 * neighbouring strings as one text node, and Preact hydrates one text node per string: it cut the
 * server's node in two and inserted the rest, a few hundred DOM changes and a relayout in a class
 * page's hydration. Types and signatures are built from many small strings (`(`, `: `, `, `).
 */
export function mergeText(node: ReactNode): ReactElement {
  const parts: ReactNode[] = [];
  const visit = (child: ReactNode): void => {
    if (child === null || child === undefined || typeof child === 'boolean' || child === '') return;
    if (typeof child === 'string' || typeof child === 'number') {
      const last = parts.length - 1;
      if (typeof parts[last] === 'string') parts[last] += String(child);
      else parts.push(String(child));
    } else if (Array.isArray(child)) {
      child.forEach(visit);
    } else if (isValidElement<{children?: ReactNode}>(child) && child.type === Fragment) {
      visit(child.props.children);
    } else {
      parts.push(child);
    }
  };
  visit(node);
  // As arguments rather than an array, the parts need no keys: their order is fixed by the type.
  return createElement(Fragment, null, ...parts);
}
