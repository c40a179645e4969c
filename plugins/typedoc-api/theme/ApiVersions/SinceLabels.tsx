import type {ReactNode} from 'react';
import {toSinceLabels} from '../../shared/since';
import type {ApiSince} from '../../shared/types';

/**
 * "Added in 17.0.0" and "Deprecated in 16.3.0" beside a page's title: the releases the site's table of releases
 * dates its export to (the plugin's `sinceTable` option). Plain labels: the change marks beside them compare
 * only the majors the site documents.
 */
export function SinceLabels({since, className}: {since: ApiSince; className: string}): ReactNode {
  return toSinceLabels(since).map((label) => (
    <span key={label} className={className}>
      {label}
    </span>
  ));
}
