import type {ReactNode} from 'react';

export function NamedOnly(): ReactNode {
  return <p>This page module has no default export.</p>;
}
