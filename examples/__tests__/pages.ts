import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createProcessor} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

/**
 * What a page shows, read from its source: the sample files it imports with `?raw`, the code blocks
 * written in the page itself, and the shell commands in those blocks. Every `.mdx`/`.md` page under
 * docs/ is a page, and so is the home page (`home`), whose code lives in src/pages/.
 */

export const siteDir = path.resolve(__dirname, '..', '..');
export const docsDir = path.join(siteDir, 'docs');
const homeDir = path.join(siteDir, 'src', 'pages');

export interface InlineBlock {
  /** Where the block starts on the page. */
  line: number;
  /** Where its code starts. */
  codeLine: number;
  language: string;
  meta: string;
  code: string;
}

export interface ShownCommand {
  line: number;
  /** The command as the page shows it, line continuations included. */
  text: string;
}

export interface Page {
  /** `tutorials/basic-types`, `guides/<slug>`, …, or `home`. */
  id: string;
  /** The page's source file, relative to the repository. */
  source: string;
  /** The test file that must execute what the page shows, relative to the repository. */
  testFile: string;
  /** Absolute paths of the files the page imports with `?raw`. */
  shownFiles: string[];
  /** Code written in the page itself rather than imported from examples/. */
  inlineBlocks: InlineBlock[];
  /** Imported samples shown with highlighted lines, e.g. `{3-5,9}`. */
  highlights: {file: string; ranges: string}[];
  /** Imported files shown as what a script prints: blocks titled "Output…" or "The same code on…". */
  outputs: ShownOutput[];
}

export interface ShownOutput {
  /** Where the block starts on the page. */
  line: number;
  title: string;
  /** Absolute path of the file it shows. */
  file: string;
}

/** The title of a block that shows what a script prints: "Output", "Output on graphql 16", "The same code on graphql 17". */
const outputTitle = /^(Output\b|The same code on )/;

export const shellLanguages = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

/**
 * Commands that download packages: the one kind of shown command the tests leave alone (they run
 * against the packages this repository pins; samples.test.ts checks the versions).
 */
export function isInstallCommand(command: string): boolean {
  return /^(npm (install|i|ci)|npx)(\s|$)/.test(command);
}

/** The page file for an id: a tutorial slug (`basic-types`) or a path under docs/ (`guides/x`). */
export function pageSource(id: string): string {
  if (id === 'home') return path.join(homeDir, 'index.tsx');
  const relative = id.includes('/') ? id : `tutorials/${id}`;
  const file = ['.mdx', '.md'].map((extension) => path.join(docsDir, relative + extension)).find(existsSync);
  if (file) return file;
  throw new Error(`No page docs/${relative}.mdx`);
}

/** The test file for a page: tutorials at the top of examples/__tests__/, other folders below it. */
export function testFileFor(id: string): string {
  if (id === 'home') return 'examples/__tests__/home.test.ts';
  const [folder, ...rest] = id.split('/');
  const name = `${rest.join('/')}.test.ts`;
  return folder === 'tutorials' ? `examples/__tests__/${name}` : `examples/__tests__/${folder}/${name}`;
}

function listFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full, pattern);
      return pattern.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Every page: each page under docs/, then the home page. */
export function allPages(): Page[] {
  const docs = listFiles(docsDir, /\.mdx?$/).map((file) =>
    readMdxPage(
      path
        .relative(docsDir, file)
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/'),
      file,
      readFileSync(file, 'utf8'),
    ),
  );
  return [...docs, readHomePage()];
}

/** One page by id (see `pageSource`). */
export function readPageModel(id: string): Page {
  if (id === 'home') return readHomePage();
  const file = pageSource(id);
  const docsId = path
    .relative(docsDir, file)
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
  return readMdxPage(docsId, file, readFileSync(file, 'utf8'));
}

const processor = createProcessor({format: 'mdx'});

function resolveImport(specifier: string, importer: string): string {
  return specifier.startsWith('@site/')
    ? path.join(siteDir, specifier.slice('@site/'.length))
    : path.resolve(path.dirname(importer), specifier);
}

/** Reads an MDX page; `file` is where it lives (for relative imports and error messages). */
export function readMdxPage(id: string, file: string, text: string): Page {
  // Front matter is YAML, not MDX; blank it out but keep line numbers.
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, (block) => block.replace(/[^\n]/g, ''));
  const tree: Root = processor.parse(body);
  const rawImports = new Map<string, string>();
  const inlineBlocks: InlineBlock[] = [];
  const highlights: Page['highlights'] = [];
  const outputs: ShownOutput[] = [];

  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value);
      if (!source.endsWith('?raw')) continue;
      const resolved = resolveImport(source.slice(0, -'?raw'.length), file);
      for (const specifier of statement.specifiers) rawImports.set(specifier.local.name, resolved);
    }
  });

  visit(tree, 'code', (node) => {
    const line = node.position?.start.line ?? 0;
    inlineBlocks.push({
      line,
      codeLine: line + 1,
      language: node.lang ?? '',
      meta: node.meta ?? '',
      code: node.value,
    });
  });

  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element: MdxJsxFlowElement | MdxJsxTextElement = node;
    if (element.name !== 'CodeBlock') return;
    const attribute = (name: string) => {
      const found = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      return typeof found?.value === 'string' ? found.value : '';
    };
    const children = element.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
    const onlyChild = children.length === 1 ? children[0] : undefined;
    const isExpression = onlyChild?.type === 'mdxFlowExpression' || onlyChild?.type === 'mdxTextExpression';
    const imported = isExpression ? rawImports.get(onlyChild.value.trim()) : undefined;
    const ranges = /\{([\d,\s-]+)\}/.exec(attribute('metastring'))?.[1];
    if (imported && ranges) highlights.push({file: imported, ranges});
    const title = attribute('title');
    if (imported && outputTitle.test(title))
      outputs.push({line: element.position?.start.line ?? 0, title, file: imported});
    if (!imported) {
      inlineBlocks.push({
        line: element.position?.start.line ?? 0,
        codeLine: children[0]?.position?.start.line ?? 0,
        language: attribute('language'),
        meta: attribute('metastring'),
        code: children.map((child) => ('value' in child ? String(child.value) : '')).join(''),
      });
    }
  });

  return {
    id,
    source: path.relative(siteDir, file),
    testFile: testFileFor(id),
    shownFiles: [...new Set(rawImports.values())],
    inlineBlocks: inlineBlocks.sort((a, b) => a.line - b.line),
    highlights,
    outputs,
  };
}

/**
 * The home page is a React page, so it is read with patterns rather than parsed: `?raw` imports (shown in
 * code blocks or a playground) and `<CodeBlock …>text</CodeBlock>` elements with literal text, in the one
 * file under src/pages/ that shows code.
 */
function readHomePage(): Page {
  const files = listFiles(homeDir, /\.tsx?$/).filter((file) =>
    /<CodeBlock|\?raw';$/m.test(readFileSync(file, 'utf8')),
  );
  if (files.length !== 1)
    throw new Error(`Expected one file under src/pages/ that shows code, found ${files.length}`);
  const [file] = files;
  const text = readFileSync(file, 'utf8');
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const shownFiles = [...text.matchAll(/^import \w+ from '([^']+)\?raw';$/gm)].map((match) =>
    resolveImport(match[1], file),
  );
  const inlineBlocks = [...text.matchAll(/<CodeBlock([^>]*)>\s*([^\s{<][^<]*?)\s*<\/CodeBlock>/g)].map(
    (match): InlineBlock => ({
      line: lineOf(match.index),
      codeLine: lineOf(match.index + match[0].indexOf(match[2])),
      language: /language="([^"]*)"/.exec(match[1])?.[1] ?? '',
      meta: '',
      code: match[2],
    }),
  );
  return {
    id: 'home',
    source: path.relative(siteDir, file),
    testFile: testFileFor('home'),
    shownFiles,
    inlineBlocks,
    highlights: [],
    outputs: [],
  };
}

/** The shell commands of a page's inline blocks, in order: continued lines (`\`) are one command. */
export function shownCommands(page: Page): ShownCommand[] {
  return page.inlineBlocks
    .filter((block) => shellLanguages.has(block.language))
    .flatMap((block) => {
      const commands: ShownCommand[] = [];
      let line = block.codeLine;
      let current: ShownCommand | undefined;
      for (const text of block.code.split('\n')) {
        if (current) current.text += `\n${text}`;
        else if (text.trim() !== '' && !text.trim().startsWith('#')) current = {line, text};
        if (current && !text.endsWith('\\')) {
          commands.push(current);
          current = undefined;
        }
        line++;
      }
      return commands;
    });
}
