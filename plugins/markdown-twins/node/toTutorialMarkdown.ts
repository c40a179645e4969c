import path from 'node:path';
import type {Heading, Nodes, Parent, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {DocOutline} from '../../typedoc-api';
import {printMarkdown} from './markdown';

export interface TutorialSource {
  /** The page's docs outline: its MDX and syntax tree. */
  outline: Pick<DocOutline, 'mdx' | 'tree'>;
  /** Its path from the site directory (`docs/tutorials/basic-types.mdx`), to resolve relative links. */
  file: string;
  /** The page title (front matter or first heading, as Docusaurus sets it). */
  title: string;
}

export interface TutorialContext {
  /** Absolute URL of a site path without the base URL (`/api/function/parse`). */
  siteUrlOf: (sitePath: string) => string;
  /** Site path (without base URL) of each doc, by its file path from the site directory. */
  docPathsByFile: ReadonlyMap<string, string>;
  /** The text a `?raw` import stands for, by its specifier (`@site/examples/x/y.mjs?raw`). */
  readRawImport: (specifier: string) => string;
  /** The pages of a group of the page's sidebar (`<GuideGroup label="Schema" />`), in order. */
  sidebarGroup?: (label: string) => SidebarGroupPage[];
}

/** A page of a sidebar group: its label, its file from the site directory and its description. */
export interface SidebarGroupPage {
  label: string;
  file: string;
  description?: string;
}

/** Admonition titles when the author gives none, as the theme shows them. */
const admonitionLabels: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Directive = ContainerDirective | LeafDirective | TextDirective;

const languageByExtension: Record<string, string> = {
  '.mjs': 'js',
  '.cjs': 'js',
  '.js': 'js',
  '.ts': 'ts',
  '.graphql': 'graphql',
  '.json': 'json',
  '.sh': 'bash',
};

/** Maps each `import x from '…?raw'` name to its specifier. */
function rawImportsOf(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      if (!/[?&]raw$/.test(statement.source.value)) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier')
          imports.set(specifier.local.name, statement.source.value);
      }
    }
  }
  return imports;
}

function attribute(element: JsxElement, name: string): MdxJsxAttribute['value'] | undefined {
  const found = element.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return found?.value;
}

function stringAttribute(element: JsxElement, name: string): string | undefined {
  const value = attribute(element, name);
  return typeof value === 'string' ? value : undefined;
}

/** A fenced block: the file's text without its final newline, as `<CodeBlock>` shows it. */
function codeBlock(value: string, lang: string | undefined, title: string | undefined): RootContent {
  return {
    type: 'code',
    value: value.replace(/\r?\n$/, ''),
    lang: lang ?? null,
    meta: title ? `title=${JSON.stringify(title)}` : null,
  };
}

/**
 * Turns a tutorial's MDX into plain Markdown, from the same source as the HTML page: `?raw`-imported
 * samples become fenced code blocks with the file's exact text, tabs become labelled sections,
 * admonitions become quotes, imports and layout-only JSX disappear, and links become absolute URLs.
 */
export function toTutorialMarkdown(source: TutorialSource, context: TutorialContext): string {
  // The conversion rewrites nodes in place; the outline's tree is shared with search and the API pages.
  const tree = structuredClone(source.outline.tree);
  const {mdx} = source.outline;
  const rawImports = rawImportsOf(tree);
  const pageUrl = context.siteUrlOf(context.docPathsByFile.get(source.file) ?? '/');
  const fail = (message: string, node: Nodes): never => {
    const line = node.position?.start.line;
    throw new Error(`${source.file}${line ? `:${line}` : ''}: ${message}`);
  };
  const sourceText = (node: Nodes) => mdx.slice(node.position?.start.offset, node.position?.end.offset);

  /** The text of a raw import named by an expression (`{schema}`), if it is one. */
  function rawText(expression: string): string | undefined {
    const specifier = rawImports.get(expression.trim());
    return specifier === undefined ? undefined : context.readRawImport(specifier);
  }

  function resolveUrl(url: string, node: Nodes): string {
    if (url.startsWith('#')) return `${pageUrl}${url}`;
    if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url;
    if (url.startsWith('/')) return context.siteUrlOf(url);
    const [target, hash = ''] = url.split(/(?=#)/);
    return (
      docUrl(path.posix.normalize(path.posix.join(path.posix.dirname(source.file), target)), url, node) + hash
    );
  }

  /** The absolute URL of the doc in `file` (from the site directory), which `link` names. */
  function docUrl(file: string, link: string, node: Nodes): string {
    const sitePath = context.docPathsByFile.get(file);
    return sitePath === undefined
      ? fail(`the link "${link}" points to no doc`, node)
      : context.siteUrlOf(sitePath);
  }

  function codeBlockOf(element: JsxElement): RootContent {
    const [child] = element.children;
    const expression =
      child?.type === 'mdxFlowExpression' || child?.type === 'mdxTextExpression'
        ? child.value
        : child?.type === 'paragraph' &&
            child.children.length === 1 &&
            child.children[0].type === 'mdxTextExpression'
          ? child.children[0].value
          : undefined;
    const code = expression === undefined ? undefined : (rawText(expression) ?? literalText(expression));
    return code === undefined
      ? fail('a <CodeBlock> needs one {expression} child: a ?raw import or a string literal', element)
      : codeBlock(code, stringAttribute(element, 'language'), stringAttribute(element, 'title'));
  }

  /** Samples passed as props (`<GraphQLPlayground schema={schema} query={query} />`), in prop order. */
  function rawProps(element: JsxElement): RootContent[] {
    return element.attributes.flatMap((a) => {
      if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'object' || a.value === null) return [];
      const specifier = rawImports.get(a.value.value.trim());
      if (specifier === undefined) return [];
      const file = path.posix.basename(specifier.replace(/\?.*$/, ''));
      return [
        codeBlock(context.readRawImport(specifier), languageByExtension[path.posix.extname(file)], file),
      ];
    });
  }

  function admonition(directive: ContainerDirective): RootContent[] {
    const [first, ...rest] = directive.children;
    const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const label = admonitionLabels[directive.name];
    const titleChildren: PhrasingContent[] = hasLabel
      ? [{type: 'text', value: `${label}: `}, ...(first as Paragraph).children]
      : [{type: 'text', value: label}];
    const body = convert(hasLabel ? rest : directive.children);
    return [
      {
        type: 'blockquote',
        children: [
          {type: 'paragraph', children: [{type: 'strong', children: titleChildren}]},
          ...body,
        ] as never,
      },
    ];
  }

  /** One node of the MDX tree as zero or more Markdown nodes. */
  function convertNode(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const text = rawText(node.value);
        return text === undefined ? [] : [codeBlock(text, undefined, undefined)];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return convertElement(node);
      case 'containerDirective':
        if (node.name in admonitionLabels) return admonition(node);
        return [{type: 'paragraph', children: [{type: 'text', value: sourceText(node)}]}];
      case 'leafDirective':
      case 'textDirective':
        // Not an admonition: plain text that happened to look like a directive (`a:b`).
        return restoreDirective(node);
      case 'link':
      case 'image':
      case 'definition':
        node.url = resolveUrl(node.url, node);
        break;
    }
    if ('children' in node) (node as Parent).children = convert((node as Parent).children) as never;
    return [node];
  }

  function restoreDirective(node: Directive): RootContent[] {
    const text: PhrasingContent = {type: 'text', value: sourceText(node)};
    return node.type === 'leafDirective' ? [{type: 'paragraph', children: [text]}] : [text];
  }

  function convertElement(element: JsxElement): RootContent[] {
    const children = () => convert(element.children as RootContent[]);
    switch (element.name) {
      case 'CodeBlock':
        return [codeBlockOf(element)];
      case 'Tabs':
        return children();
      case 'GuideGroup': {
        const label = stringAttribute(element, 'label') ?? fail('a <GuideGroup> needs a label', element);
        const pages = context.sidebarGroup?.(label) ?? fail(`no sidebar group "${label}"`, element);
        return [
          {
            type: 'list',
            spread: false,
            children: pages.map((page) => ({
              type: 'listItem',
              spread: false,
              children: [
                {
                  type: 'paragraph',
                  children: [
                    {
                      type: 'link',
                      url: docUrl(page.file, page.file, element),
                      children: [{type: 'text', value: page.label}],
                    },
                    ...(page.description ? [{type: 'text' as const, value: `: ${page.description}`}] : []),
                  ],
                },
              ],
            })),
          },
        ];
      }
      case 'TabItem': {
        const label = stringAttribute(element, 'label') ?? stringAttribute(element, 'value');
        const heading: RootContent[] = label
          ? [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]}]
          : [];
        return [...heading, ...children()];
      }
    }
    const intrinsic = element.name !== null && /^[a-z]/.test(element.name);
    if (intrinsic && element.type === 'mdxJsxTextElement' && element.attributes.length === 0) {
      // Inline HTML such as <kbd>Ctrl</kbd> means the same in Markdown.
      return [{type: 'html', value: sourceText(element)}];
    }
    // Layout wrappers (<div className="row">) and components without a Markdown form keep their
    // content and the samples they were given.
    return [...rawProps(element), ...children()];
  }

  function convert(nodes: RootContent[]): RootContent[] {
    return nodes.flatMap(convertNode);
  }

  const children = convert(tree.children);
  const hasTitle = children.some((node) => node.type === 'heading' && node.depth === 1);
  const title: Heading = {type: 'heading', depth: 1, children: [{type: 'text', value: source.title}]};
  return printMarkdown({type: 'root', children: hasTitle ? children : [title, ...children]});
}

/** A string or template literal without substitutions (`{'npm install'}`, `` {`a`} ``), unquoted. */
function literalText(expression: string): string | undefined {
  const trimmed = expression.trim();
  const quote = trimmed[0];
  if (!['"', "'", '`'].includes(quote) || trimmed.at(-1) !== quote || trimmed.length < 2) return undefined;
  if (quote === '`') return trimmed.includes('${') ? undefined : trimmed.slice(1, -1);
  try {
    return JSON.parse(quote === '"' ? trimmed : `"${trimmed.slice(1, -1).replace(/"/g, '\\"')}"`) as string;
  } catch {
    return undefined;
  }
}
