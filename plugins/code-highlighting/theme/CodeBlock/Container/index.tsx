import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

/**
 * Ejected from theme-classic 3.10.2 (CodeBlock/Container/index.js). theme-classic's container sets the code
 * theme's colours as inline CSS variables for the colour mode it renders in; the server only knows light
 * mode, and hydration keeps the server's inline style. The stylesheet sets the variables for each mode
 * instead (see ../../../index.ts).
 */
export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
