import {readFile} from 'node:fs/promises';
import type {ApiBlock, ApiOutline} from '../../shared/outline';
import {toMemberAnchor} from '../../shared/permalinks';
import {toSinceLabels} from '../../shared/since';
import type {ApiSince} from '../../shared/types';
import {rowOf, sinceAt, type SinceRow, type SinceTable} from './sinceTable';

/** The `sinceTable` option's file, read; a file that is no such table fails the build, naming it. */
export async function loadSinceTable(file: string): Promise<SinceTable> {
  const table = JSON.parse(await readFile(file, 'utf8')) as SinceTable;
  if (!Array.isArray(table.releases) || typeof table.symbols !== 'object')
    throw new Error(`${file}: not a table of releases (npm run since-table writes it)`);
  return table;
}

/** The "Added in" and "Deprecated in" of one release's pages, from the table (the `sinceTable` option). */
export interface SinceMarks {
  /** What a page's header shows of its export; nothing for a type the package does not export. */
  forPage(outline: ApiOutline<unknown>): ApiSince | undefined;
  /** An export's release for the overview's filter, when it came after the table's first release. */
  addedOf(name: string): string | undefined;
  /** The labels of a page's members, by anchor (`Added in 16.3.0`, `Deprecated in 17.0.0`). */
  memberLabels(outline: ApiOutline<unknown>): ReadonlyMap<string, string[]>;
}

/**
 * The marks of `release`'s pages. Something the table's first release (14.0.0) already declares gets no
 * "Added in": that release is where the table starts, not where the symbol did.
 */
export function toSinceMarks(table: SinceTable, release: string, file: string): SinceMarks {
  if (!table.releases.includes(release))
    throw new Error(`${file} does not cover ${table.package} ${release}: run npm run since-table`);
  const [first] = table.releases;
  const since = (row: SinceRow | undefined): ApiSince | undefined => {
    const at = row && sinceAt(row, release);
    if (!at) return undefined;
    const marks = {
      ...(at.added !== first && {added: at.added}),
      ...(at.deprecated && {deprecated: at.deprecated}),
    };
    return Object.keys(marks).length > 0 ? marks : undefined;
  };
  return {
    forPage: (outline) => (outline.notExported ? undefined : since(rowOf(table, outline.name))),
    addedOf: (name) => since(rowOf(table, name))?.added,
    memberLabels(outline) {
      const labels = new Map<string, string[]>();
      const members = outline.notExported ? undefined : rowOf(table, outline.name)?.members;
      for (const [key, row] of Object.entries(members ?? {})) {
        const marks = since(row);
        if (!marks) continue;
        const isStatic = key.startsWith('static ');
        labels.set(
          toMemberAnchor(isStatic ? key.slice('static '.length) : key, isStatic),
          toSinceLabels(marks),
        );
      }
      return labels;
    },
  };
}

/** The outline with each member's and each enum member's labels of `labels` (anchor → labels) added. */
export function withSinceLabels<Doc>(
  outline: ApiOutline<Doc>,
  labels: ReadonlyMap<string, string[]>,
): ApiOutline<Doc> {
  if (labels.size === 0) return outline;
  const label = (block: ApiBlock<Doc>): ApiBlock<Doc> => {
    if (block.type === 'member' && labels.has(block.anchor))
      return {...block, labels: [...block.labels, ...labels.get(block.anchor)!]};
    if (block.type === 'enumMembers')
      return {
        ...block,
        rows: block.rows.map((row) =>
          labels.has(row.anchor) ? {...row, labels: labels.get(row.anchor)} : row,
        ),
      };
    return block;
  };
  return {
    ...outline,
    sections: outline.sections.map((section) => ({...section, blocks: section.blocks.map(label)})),
  };
}
