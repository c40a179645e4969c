import type {BlockContent, Blockquote, Paragraph, PhrasingContent, RootContent, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {signatureToString, toImportLines, toSections, typeToString} from '../../typedoc-api';
import type {
  ApiExample,
  ApiKind,
  ApiMarkdown,
  ApiMember,
  ApiModel,
  ApiPage,
  ApiParameter,
  ApiSignature,
  ApiType,
  ApiTypeParameter,
} from '../../typedoc-api';
import {md, parseMarkdown, printMarkdown, rewriteUrls, toAbsoluteLink} from './markdown';

type Depth = 1 | 2 | 3 | 4 | 5 | 6;

/** What the converters need to know about the site: the absolute URL of a site path. */
export type SiteUrlOf = (sitePath: string) => string;

const kindLabels = {
  class: 'Class',
  enum: 'Enumeration',
  function: 'Function',
  interface: 'Interface',
  type: 'Type alias',
  variable: 'Variable',
} satisfies Record<ApiKind, string>;

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

/** Every named type with a page inside a type tree (or anything holding types), once each, in order. */
function linkedReferences(value: unknown, found = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) {
    value.forEach((item) => linkedReferences(item, found));
  } else if (value && typeof value === 'object') {
    const node = value as {kind?: unknown; href?: unknown; name?: unknown};
    if (node.kind === 'reference' && typeof node.href === 'string' && typeof node.name === 'string') {
      if (!found.has(node.name)) found.set(node.name, node.href);
    }
    Object.values(value).forEach((child) => linkedReferences(child, found));
  }
  return found;
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
   * A type as inline code. A named type with a page becomes a link; a compound type is followed by
   * links to the named types in it, since a code span cannot hold links.
   */
  function type(value: ApiType): PhrasingContent[] {
    if (value.kind === 'reference' && value.href && !value.typeArguments?.length) {
      return [link(absolute(value.href), [code(value.name)])];
    }
    const links = typeLinks(value);
    return links.length
      ? [code(typeToString(value)), text(' ('), ...links, text(')')]
      : [code(typeToString(value))];
  }

  function typeLinks(value: unknown): PhrasingContent[] {
    const links = [...linkedReferences(value)].map(([name, href]) => [link(absolute(href), [code(name)])]);
    return joinPhrasing(links, ', ');
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

  function typeParametersTable(typeParameters: ApiTypeParameter[]): Table {
    return table(
      ['Name', 'Constraint', 'Default', 'Description'],
      typeParameters.map((p) => [
        [code(`${p.const ? 'const ' : ''}${p.name}`)],
        p.constraint ? type(p.constraint) : [],
        p.default ? type(p.default) : [],
        p.description ? inline(p.description) : [],
      ]),
    );
  }

  function parametersTable(parameters: ApiParameter[]): Table {
    return table(
      ['Name', 'Type', 'Description'],
      parameters.map((p) => [
        [code(`${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}`)],
        type(p.type),
        [
          ...(p.description ? inline(p.description) : []),
          ...(p.default !== undefined
            ? [text(p.description ? ' Default: ' : 'Default: '), code(p.default)]
            : []),
        ],
      ]),
    );
  }

  /** Type parameters, parameters, returns and throws of one signature, under headings of `level`. */
  function signatureDetails(signature: ApiSignature, level: number, showReturns: boolean): RootContent[] {
    const nodes: RootContent[] = [];
    if (signature.typeParameters.length) {
      nodes.push(md.heading(depth(level), 'Type parameters'), typeParametersTable(signature.typeParameters));
    }
    if (signature.parameters.length) {
      nodes.push(md.heading(depth(level), 'Parameters'), parametersTable(signature.parameters));
    }
    if (showReturns) {
      const {description} = signature.returns;
      nodes.push(
        md.heading(depth(level), 'Returns'),
        paragraph([
          ...type(signature.returns.type),
          ...(description ? [text(': '), ...inline(description)] : []),
        ]),
      );
    }
    if (signature.throws.length) {
      nodes.push(md.heading(depth(level), 'Throws'), list(signature.throws.map(inline)));
    }
    return nodes;
  }

  function list(items: PhrasingContent[][]): RootContent {
    return {
      type: 'list',
      ordered: false,
      spread: false,
      children: items.map((children) => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
    };
  }

  function examples(items: ApiExample[], level: number): RootContent[] {
    return items.flatMap((example) => [
      ...(example.title ? blocks(example.title, level + 1) : []),
      md.code(example.code, example.language),
    ]);
  }

  return {
    absolute,
    blocks,
    inline,
    type,
    typeLinks,
    deprecation,
    typeParametersTable,
    signatureDetails,
    list,
    examples,
  };
}

function parameterList(signature: ApiSignature): string {
  return signature.parameters
    .map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: ${typeToString(p.type)}`)
    .join(', ');
}

/** The declaration lines of a member, as TypeScript. */
function memberDeclaration(member: ApiMember, owner: string): string {
  const modifiers = `${member.static ? 'static ' : ''}${member.abstract ? 'abstract ' : ''}`;
  const signatures = member.signatures ?? [];
  switch (member.kind) {
    case 'constructor':
      return signatures.map((s) => `new ${owner}(${parameterList(s)})`).join('\n');
    case 'method':
      return signatures
        .map((s) => `${modifiers}${member.name}${member.optional ? '?' : ''}${signatureToString(s, ': ')}`)
        .join('\n');
    case 'callSignature':
      return signatures.map((s) => signatureToString(s, ': ')).join('\n');
    case 'indexSignature':
      return signatures
        .map(
          (s) =>
            `${member.readonly ? 'readonly ' : ''}[${parameterList(s)}]: ${typeToString(s.returns.type)}`,
        )
        .join('\n');
    case 'accessor': {
      const valueType = member.type ? typeToString(member.type) : 'unknown';
      return [
        member.accessor?.get && `${modifiers}get ${member.name}(): ${valueType}`,
        member.accessor?.set && `${modifiers}set ${member.name}(value: ${valueType})`,
      ]
        .filter(Boolean)
        .join('\n');
    }
    case 'property':
    case 'enumMember':
      return `${modifiers}${member.readonly ? 'readonly ' : ''}${member.name}${member.optional ? '?' : ''}: ${
        member.type ? typeToString(member.type) : 'unknown'
      }`;
  }
}

function memberNodes(member: ApiMember, owner: string, c: ReturnType<typeof converter>): RootContent[] {
  const nodes: RootContent[] = [md.heading(3, member.name), md.code(memberDeclaration(member, owner), 'ts')];
  const signatures = member.signatures ?? [];
  if (!signatures.length && member.type) {
    const links = c.typeLinks(member.type);
    if (links.length) nodes.push(paragraph([text('Types: '), ...links]));
  }
  for (const [label, origin] of [
    ['Inherited from', member.inheritedFrom],
    ['Implementation of', member.implementationOf],
  ] as const) {
    if (origin) {
      const name = code(origin.name);
      nodes.push(
        paragraph([text(`${label} `), origin.href ? link(c.absolute(origin.href), [name]) : name, text('.')]),
      );
    }
  }
  if (member.deprecated !== undefined) nodes.push(c.deprecation(member.deprecated));
  if (member.description) nodes.push(...c.blocks(member.description, 4));
  const hasDetails = (s: ApiSignature) =>
    s.typeParameters.length > 0 ||
    s.parameters.length > 0 ||
    s.throws.length > 0 ||
    (member.kind !== 'constructor' && member.kind !== 'indexSignature');
  signatures.forEach((signature, i) => {
    if (signatures.length > 1) {
      nodes.push(md.heading(4, `Overload ${i + 1}`));
      if (signature.deprecated !== undefined) nodes.push(c.deprecation(signature.deprecated));
      if (signature.description) nodes.push(...c.blocks(signature.description, 5));
    }
    if (hasDetails(signature)) {
      nodes.push(
        ...c.signatureDetails(
          signature,
          signatures.length > 1 ? 5 : 4,
          member.kind !== 'constructor' && member.kind !== 'indexSignature',
        ),
      );
    }
  });
  if (member.examples.length) {
    nodes.push(
      md.heading(4, member.examples.length > 1 ? 'Examples' : 'Example'),
      ...c.examples(member.examples, 4),
    );
  }
  if (member.see.length) nodes.push(md.heading(4, 'See also'), c.list(member.see.map(c.inline)));
  return nodes;
}

/** The declaration of a type alias, variable or enumeration. */
function typeDeclaration(page: ApiPage): string {
  const declared = typeToString(page.type!);
  if (page.kind === 'variable') {
    return `const ${page.name}: ${declared}${page.value !== undefined ? ` = ${page.value}` : ''}`;
  }
  return `type ${page.name}${typeParameterList(page)} = ${declared}`;
}

function typeParameterList(page: ApiPage): string {
  return page.typeParameters.length ? `<${page.typeParameters.map((p) => p.name).join(', ')}>` : '';
}

/**
 * The Markdown twin of one API page: title, kind and category, import, description, then the same
 * sections as the HTML page (type parameters, type, signatures with parameter tables and returns,
 * members, examples, see also). Links are absolute; types are TypeScript-like text.
 */
export function toApiMarkdown(page: ApiPage, siteUrlOf: SiteUrlOf): string {
  const c = converter(siteUrlOf(page.permalink), siteUrlOf);
  const sourceFile = `src/${page.sourcePath.replace(/\.d\.ts$/, '.ts')}`;
  const nodes: RootContent[] = [
    md.heading(1, page.name),
    paragraph([
      text(`${kindLabels[page.kind]} in the ${page.category} category of ${page.import.module}. Source: `),
      link(page.sourceUrl, [code(sourceFile)]),
      text('.'),
    ]),
  ];
  if (page.deprecated !== undefined) nodes.push(c.deprecation(page.deprecated));
  nodes.push(md.code(toImportLines(page), 'ts'));
  if (page.description) nodes.push(...c.blocks(page.description, 3));
  for (const [label, types] of [
    ['Extends', page.extends],
    ['Implements', page.implements],
  ] as const) {
    if (types.length)
      nodes.push(paragraph([text(`${label} `), ...joinPhrasing(types.map(c.type), ', '), text('.')]));
  }

  if (page.typeParameters.length) {
    nodes.push(md.heading(2, 'Type parameters'), c.typeParametersTable(page.typeParameters));
  }
  // A function type alias also has `signatures`, which print the same declaration with its parts.
  if (page.type && !page.signatures.length) {
    nodes.push(md.heading(2, 'Type'), md.code(typeDeclaration(page), 'ts'));
    const links = c.typeLinks(page.type);
    if (links.length) nodes.push(paragraph([text('Types: '), ...links]));
  }
  if (page.signatures.length) {
    const overloaded = page.signatures.length > 1;
    nodes.push(md.heading(2, overloaded ? 'Signatures' : 'Signature'));
    page.signatures.forEach((signature, i) => {
      if (overloaded) nodes.push(md.heading(3, `Overload ${i + 1}`));
      nodes.push(
        md.code(
          page.kind === 'function'
            ? `function ${page.name}${signatureToString(signature, ': ')}`
            : `type ${page.name}${typeParameterList(page)} = ${signatureToString(signature, ' => ')}`,
          'ts',
        ),
      );
      if (signature.deprecated !== undefined && (overloaded || page.deprecated === undefined)) {
        nodes.push(c.deprecation(signature.deprecated));
      }
      if (signature.description) nodes.push(...c.blocks(signature.description, overloaded ? 4 : 3));
      nodes.push(...c.signatureDetails(signature, overloaded ? 4 : 3, true));
    });
  }
  if (page.kind === 'enum') {
    nodes.push(
      md.heading(2, 'Members'),
      table(
        ['Member', 'Value', 'Description'],
        page.members.map((member) => [
          [code(member.name)],
          member.value !== undefined ? [code(member.value)] : [],
          [
            ...(member.deprecated !== undefined ? [strong('Deprecated.')] : []),
            ...(member.deprecated !== undefined && member.description ? [text(' ')] : []),
            ...(member.description ? c.inline(member.description) : []),
          ],
        ]),
      ),
    );
  } else {
    for (const section of toSections(page))
      if (section.kind === 'members')
        nodes.push(
          md.heading(2, section.title),
          ...section.members.flatMap((m) => memberNodes(m, page.name, c)),
        );
  }
  if (page.examples.length) {
    nodes.push(
      md.heading(2, page.examples.length > 1 ? 'Examples' : 'Example'),
      ...c.examples(page.examples, 2),
    );
  }
  if (page.see.length) nodes.push(md.heading(2, 'See also'), c.list(page.see.map(c.inline)));
  return printMarkdown({type: 'root', children: nodes});
}

/** The twin of the API overview: every page by category, each with its one-line summary. */
export function toApiIndexMarkdown(model: ApiModel, siteUrlOf: SiteUrlOf): string {
  const pagesById = new Map(model.pages.map((page) => [page.id, page]));
  const nodes: RootContent[] = [
    md.heading(1, 'API reference'),
    paragraph([
      text(
        `Every export of ${model.packageName} ${model.packageVersion}, one page each, grouped by category.`,
      ),
    ]),
  ];
  const c = converter(siteUrlOf(model.indexPermalink), siteUrlOf);
  for (const category of model.categories) {
    nodes.push(md.heading(2, category.name));
    nodes.push(
      c.list(
        category.pageIds.map((id) => {
          const page = pagesById.get(id);
          if (!page) throw new Error(`API category "${category.name}" lists the unknown page "${id}"`);
          return [
            link(siteUrlOf(page.permalink), [code(page.name)]),
            text(` (${page.kind})${page.summary ? `: ${page.summary}` : ''}`),
          ];
        }),
      ),
    );
  }
  return printMarkdown({type: 'root', children: nodes});
}
