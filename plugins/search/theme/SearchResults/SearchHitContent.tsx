import type {ReactNode} from 'react';
import {toHighlightedParts, toSnippet} from '../../shared/snippet';
import type {SearchHit, SearchRecordKind, SnippetPart} from '../../shared/types';
import styles from './searchHit.module.css';

/** Matched words in `<mark>`; every part is a React text child, so markup in the data stays text. */
function Highlighted({parts}: {parts: SnippetPart[]}): ReactNode {
  return parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text));
}

const kindLabels: Record<SearchRecordKind, string> = {
  class: 'class',
  enum: 'enum',
  function: 'function',
  interface: 'interface',
  type: 'type',
  variable: 'variable',
  member: 'member',
  tutorial: 'tutorial',
};

/** Docs pages are indexed alike; the label says which part of the site a section is in. */
function kindLabel(hit: SearchHit): string {
  if (hit.memberKind) return hit.memberKind;
  if (hit.kind === 'tutorial' && /^\/docs\/(upgrade-)?guides\//.test(hit.href)) return 'guide';
  return kindLabels[hit.kind];
}

/**
 * One result: the title, then the member or section it points to (`GraphQLSchema › getQueryType`), what it is
 * (a member's kind as its page says it), the major it belongs to when not the current one, and a highlighted
 * snippet.
 */
export default function SearchHitContent({hit}: {hit: SearchHit}): ReactNode {
  return (
    <>
      <span className={styles.heading}>
        <span className={styles.title}>
          <Highlighted parts={toHighlightedParts(hit.title, hit.terms)} />
        </span>
        {hit.heading && (
          <>
            <span className={styles.separator} aria-hidden="true">
              ›
            </span>
            <span className={styles.section}>
              <Highlighted parts={toHighlightedParts(hit.heading, hit.terms)} />
            </span>
          </>
        )}
        <span className={styles.labels}>
          <span className={styles.kind}>{kindLabel(hit)}</span>
          {hit.versionLabel && <span className={styles.version}>{hit.versionLabel}</span>}
        </span>
      </span>
      {hit.text && (
        <span className={styles.snippet}>
          <Highlighted parts={toSnippet(hit.text, hit.terms)} />
        </span>
      )}
    </>
  );
}
