import type {Nodes, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {toLinkedApiPage} from '../shared/permalinks';
import {headingId} from './docsOutline/toDocOutline';

/**
 * Where an upgrade guide explains each symbol it lists: the anchor of the section whose `**Changed in 17:**` or
 * `**Removed in 17:**` paragraph links to the symbol's API page (or names it in code, when the reference documents
 * no major that has it: the guides to graphql 15 and 16 list symbols of graphql 14 and 15), or, for a long list,
 * whose label paragraph is followed by a table with those symbols in its first column. The guide is the one
 * place that says which section explains a symbol; the API pages' marks link there, and the guide's test checks
 * the lists against the comparison of the two majors.
 */
export interface GuideSections {
  /** Symbol name → the anchor of the section that lists it as changed. */
  changed: Map<string, string>;
  /** Symbol name → the anchor of the section that lists it as removed. */
  removed: Map<string, string>;
}

const listLabels = {changed: /^Changed in \d+:$/, removed: /^Removed in \d+:$/} as const;

/** What a list names: each link's URL, and each name in code outside a link. */
type ListEntry = {url: string} | {code: string};

function entriesIn(node: Nodes): ListEntry[] {
  if (node.type === 'link') return [{url: node.url}];
  if (node.type === 'inlineCode') return [{code: node.value}];
  return 'children' in node ? node.children.flatMap((child) => entriesIn(child as Nodes)) : [];
}

/** Reads an upgrade guide's tree (its docs outline's): which section lists each changed and each removed symbol. */
export function toGuideSections(tree: Root): GuideSections {
  const sections: GuideSections = {changed: new Map(), removed: new Map()};
  let anchor: string | undefined;
  // The label whose list goes on in the table that comes right after it, if one does.
  let openLabel: {kind: keyof GuideSections; text: string} | undefined;
  const list = (kind: keyof GuideSections, labelText: string, entries: ListEntry[]) => {
    if (!anchor) throw new Error(`"${labelText}" comes before the guide's first heading`);
    for (const entry of entries) {
      const name = 'url' in entry ? toLinkedApiPage(entry.url)?.name : /^\w+$/.exec(entry.code)?.[0];
      if (!name)
        throw new Error(
          'url' in entry
            ? `"${labelText}" in section #${anchor} links to ${entry.url}, not an API page`
            : `"${labelText}" in section #${anchor} names \`${entry.code}\`, not a symbol`,
        );
      const listed = sections[kind].get(name);
      if (listed) throw new Error(`${name} is listed under "${labelText}" in both #${listed} and #${anchor}`);
      sections[kind].set(name, anchor);
    }
  };
  const visit = (node: RootContent) => {
    const label = openLabel;
    openLabel = undefined;
    if (node.type === 'heading') {
      anchor = headingId(node);
      return;
    }
    if (node.type === 'table' && label) {
      // The header row names the columns; each other row's first cell holds its symbols.
      list(
        label.kind,
        label.text,
        node.children.slice(1).flatMap((row) => (row.children[0] ? entriesIn(row.children[0]) : [])),
      );
      return;
    }
    if (node.type !== 'paragraph') return;
    const [first] = node.children;
    if (first?.type !== 'strong') return;
    const labelText = toString(first);
    for (const kind of ['changed', 'removed'] as const) {
      if (!listLabels[kind].test(labelText)) continue;
      list(kind, labelText, node.children.slice(1).flatMap(entriesIn));
      openLabel = {kind, text: labelText};
    }
  };
  tree.children.forEach(visit);
  return sections;
}
