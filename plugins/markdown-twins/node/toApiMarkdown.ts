import type {BlockContent, Blockquote, Paragraph, PhrasingContent, RootContent, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {
  anchorOf,
  codeText,
  sectionsAroundMemberIndex,
  toOverview,
  toOverviewCounts,
  toPagePermalink,
} from '../../typedoc-api';
import type {ApiBlock, ApiCode, ApiMarkdown, ApiModel, ApiOutline} from '../../typedoc-api';
import {md, parseMarkdown, printMarkdown, rewriteUrls, toAbsoluteLink} from './markdown';

type Depth = 1 | 2 | 3 | 4 | 5 | 6;

/** What the converters need to know about the site: the absolute URL of a site path. */
export type SiteUrlOf = (sitePath: string) => string;

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});

function depth(n: number): Depth {
  return Math.min(6, Math.max(1, n)) as Depth;
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header.map((cell) => [text(cell)]), ...rows].map((cells) => ({
      type: 'tableRow',
      children: cells.map((children) => ({type: 'tableCell', children})),
    })),
  };
}

function joinPhrasing(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.flatMap((part, i) => (i === 0 ? part : [text(separator), ...part]));
}

/** Converts one page's doc texts and types, with every link absolute. */
function converter(pageUrl: string, siteUrlOf: SiteUrlOf) {
  const absolute = (url: string) => toAbsoluteLink(url, pageUrl, siteUrlOf);

  /** A doc text as blocks. Its headings move down so that an h1 becomes `minDepth`, below the page's own. */
  function blocks(markdown: ApiMarkdown, minDepth: number): RootContent[] {
    const tree = parseMarkdown(markdown);
    rewriteUrls(tree, absolute);
    for (const node of tree.children) {
      if (node.type === 'heading') node.depth = depth(node.depth + minDepth - 1);
    }
    return tree.children;
  }

  /** A doc text on one line (table cells): paragraphs joined by line breaks. */
  function inline(markdown: ApiMarkdown): PhrasingContent[] {
    const tree = parseMarkdown(markdown);
    rewriteUrls(tree, absolute);
    return tree.children.flatMap((node, i): PhrasingContent[] => {
      const separator: PhrasingContent[] = i > 0 ? [{type: 'html', value: '<br>'}] : [];
      if (node.type === 'paragraph') return [...separator, ...node.children];
      if (node.type === 'code') return [...separator, code(node.value)];
      return [...separator, text(toString(node).replace(/\s+/g, ' ').trim())];
    });
  }

  /**
   * Code as inline code. A name with a page becomes a link; longer code is followed by links to the names
   * in it, since a code span cannot hold links.
   */
  function codeSpan(value: ApiCode): PhrasingContent[] {
    const [only] = value;
    if (value.length === 1 && typeof only === 'object' && 'href' in only)
      return [link(absolute(only.href), [code(only.text)])];
    const links = codeLinks(value, absolute);
    return links.length ? [code(codeText(value)), text(' ('), ...links, text(')')] : [code(codeText(value))];
  }

  /** A `@deprecated` notice as a quote whose first paragraph opens with the label. */
  function deprecation(notice: ApiMarkdown): Blockquote {
    const label = strong('Deprecated:');
    if (!notice)
      return {type: 'blockquote', children: [paragraph([label, text(' do not use in new code.')])]};
    const [first, ...rest] = blocks(notice, 4) as BlockContent[];
    const opening =
      first.type === 'paragraph'
        ? [paragraph([label, text(' '), ...first.children])]
        : [paragraph([label]), first];
    return {type: 'blockquote', children: [...opening, ...rest]};
  }

  function list(items: PhrasingContent[][]): RootContent {
    return {
      type: 'list',
      ordered: false,
      spread: false,
      children: items.map((children) => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
    };
  }

  return {absolute, blocks, inline, code: codeSpan, deprecation, list};
}

/** Links to the named types of a piece of code, once each: a code span cannot hold links. */
function codeLinks(value: ApiCode, absolute: (url: string) => string): PhrasingContent[] {
  const seen = new Map<string, string>();
  for (const token of value)
    if (typeof token === 'object' && 'href' in token && !seen.has(token.text))
      seen.set(token.text, token.href);
  return joinPhrasing(
    [...seen].map(([name, href]) => [link(absolute(href), [code(name)])]),
    ', ',
  );
}

type Block = ApiBlock<ApiMarkdown>;

/** The blocks of a section (parts under `level` headings) or of a member or overload. */
function blockNodes(blocks: readonly Block[], level: number, c: ReturnType<typeof converter>): RootContent[] {
  return blocks.flatMap((block): RootContent[] => {
    switch (block.type) {
      case 'code': {
        const links = codeLinks(block.code, c.absolute);
        return [
          md.code(codeText(block.code), 'ts'),
          ...(links.length ? [paragraph([text('Types: '), ...links])] : []),
        ];
      }
      case 'doc':
        return c.blocks(block.text, level);
      case 'deprecated':
        return [c.deprecation(block.text)];
      case 'typeParameters':
        return [
          ...(block.untitled ? [] : [md.heading(depth(level), 'Type parameters')]),
          table(
            ['Name', 'Constraint', 'Default', 'Description'],
            block.rows.map((row) => [
              [code(row.name)],
              row.constraint ? c.code(row.constraint) : [],
              row.default ? c.code(row.default) : [],
              row.text ? c.inline(row.text) : [],
            ]),
          ),
        ];
      case 'parameters':
        return [
          md.heading(depth(level), 'Parameters'),
          table(
            ['Name', 'Type', 'Description'],
            block.rows.map((row) => [
              [code(`${row.name}${row.optional ? '?' : ''}`)],
              c.code(row.type),
              [
                ...(row.text ? c.inline(row.text) : []),
                ...(row.default !== undefined
                  ? [text(row.text ? ' Default: ' : 'Default: '), code(row.default)]
                  : []),
              ],
            ]),
          ),
        ];
      case 'returns':
        return [
          md.heading(depth(level), 'Returns'),
          paragraph([...c.code(block.code), ...(block.text ? [text(': '), ...c.inline(block.text)] : [])]),
        ];
      case 'throws':
        return [md.heading(depth(level), 'Throws'), c.list(block.items.map(c.inline))];
      case 'example':
        return [
          ...(block.title ? c.blocks(block.title, level + 1) : []),
          md.code(block.code, block.language),
        ];
      case 'seeAlso':
        return [
          ...(level > 3 ? [md.heading(depth(level), 'See also')] : []),
          c.list(block.items.map(c.inline)),
        ];
      case 'enumMembers':
        return [
          table(
            ['Member', 'Value', 'Description'],
            block.rows.map((row) => [
              [code(row.name)],
              row.value !== undefined ? [code(row.value)] : [],
              [
                ...(row.deprecated !== undefined ? [strong('Deprecated.')] : []),
                ...(row.deprecated !== undefined && row.text ? [text(' ')] : []),
                ...(row.text ? c.inline(row.text) : []),
              ],
            ]),
          ),
        ];
      case 'origin':
        return [paragraph([text(`${block.label} `), ...c.code(block.code), text('.')])];
      case 'relations':
        return block.groups.flatMap((group) => [
          md.heading(depth(level), group.title),
          c.list(group.links.map((l) => [link(c.absolute(l.href), [text(l.label)])])),
        ]);
      case 'overload':
        return [md.heading(depth(level), block.title), ...blockNodes(block.blocks, level + 1, c)];
      case 'member':
        return [
          md.heading(depth(level), block.name),
          ...(block.labels.length
            ? [paragraph([{type: 'emphasis', children: [text(block.labels.join(', '))]}])]
            : []),
          ...blockNodes(block.blocks, level + 1, c),
        ];
    }
  });
}

/**
 * The Markdown twin of one API page, printed from the same outline as the HTML page: title, kind and
 * category, import, description, member index, then the same sections. Links are absolute; code is
 * TypeScript text, followed by links to the types it names.
 */
export function toApiMarkdown(page: ApiOutline<ApiMarkdown>, siteUrlOf: SiteUrlOf): string {
  const pageUrl = siteUrlOf(page.permalink);
  const c = converter(pageUrl, siteUrlOf);
  const category = page.breadcrumbs[1];
  const nodes: RootContent[] = [
    md.heading(1, page.name),
    paragraph([
      text(`${page.kindLabel}${category ? ` in the ${category.label} category` : ''}.`),
      ...(page.sourceUrl && page.sourceLabel
        ? [text(' Source: '), link(page.sourceUrl, [code(page.sourceLabel)]), text('.')]
        : []),
    ]),
  ];
  if (page.renamed) {
    nodes.push(
      paragraph([
        text('Names as graphql exports them: '),
        ...joinPhrasing(
          page.renamed.map(({declared, exported}) => [
            code(exported),
            text(' is declared as '),
            code(declared),
          ]),
          '; ',
        ),
        text('.'),
      ]),
    );
  }
  if (page.notExported) {
    nodes.push({
      type: 'blockquote',
      children: [
        paragraph([
          strong('Not exported:'),
          text(' declared in '),
          code(page.notExported.declaredIn),
          text(
            `, ${page.notExported.deepImport ? 'which is not one of the package’s public entry points' : 'which does not export it'}. ${page.notExported.advice}`,
          ),
        ]),
        ...(page.notExported.instead
          ? [md.code(codeText(page.notExported.instead), 'ts') as BlockContent]
          : []),
      ],
    });
  }
  if (page.deprecated !== undefined) nodes.push(c.deprecation(page.deprecated));
  if (page.importCode) nodes.push(md.code(page.importCode, 'ts'));
  if (page.description) nodes.push(...c.blocks(page.description, 3));
  for (const heritage of page.heritage) {
    nodes.push(
      paragraph([text(`${heritage.title} `), ...joinPhrasing(heritage.items.map(c.code), ', '), text('.')]),
    );
  }
  const [before, after] = sectionsAroundMemberIndex(page.sections);
  for (const section of before) nodes.push(md.heading(2, section.title), ...blockNodes(section.blocks, 3, c));
  if (page.memberIndex.length) {
    nodes.push(
      table(
        ['Member', 'Kind', 'Summary'],
        page.memberIndex.map((entry) => [
          [link(anchorOf(pageUrl, entry.anchor), [code(entry.name)])],
          [text(`${entry.kindLabel}${entry.deprecated ? ', deprecated' : ''}`)],
          [text(entry.summary)],
        ]),
      ),
    );
  }
  for (const section of after) nodes.push(md.heading(2, section.title), ...blockNodes(section.blocks, 3, c));
  return printMarkdown({type: 'root', children: nodes});
}

/** The twin of the API overview, from the same overview as the page: every page by category and role. */
export function toApiIndexMarkdown(model: ApiModel, siteUrlOf: SiteUrlOf): string {
  const overview = toOverview(model);
  const counts = toOverviewCounts(overview);
  const nodes: RootContent[] = [
    md.heading(1, 'API reference'),
    paragraph([
      text(
        `The ${counts.exports} exports of ${overview.packageName} ${overview.packageVersion}, one page each, ` +
          'grouped by category' +
          (counts.notExported
            ? `, and the ${counts.notExported} types they use that the package does not export.`
            : '.'),
      ),
    ]),
  ];
  const c = converter(siteUrlOf(overview.indexPermalink), siteUrlOf);
  for (const category of overview.categories) {
    nodes.push(md.heading(2, category.name));
    for (const group of category.groups) {
      if (group.title) nodes.push(md.heading(3, group.title));
      nodes.push(
        c.list(
          group.entries.map((entry) => [
            link(siteUrlOf(toPagePermalink(overview.indexPermalink, entry)), [code(entry.name)]),
            text(
              ` (${entry.kind}${entry.deprecated ? ', deprecated' : ''})${entry.summary ? `: ${entry.summary}` : ''}`,
            ),
          ]),
        ),
      );
    }
  }
  return printMarkdown({type: 'root', children: nodes});
}
