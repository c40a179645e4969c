import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createProcessor} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {describe, expect, test} from 'vitest';
import {examplesDir} from './harness';

/**
 * Cross-page checks that keep every tutorial sample runnable:
 * (a) JavaScript/TypeScript code written inline in a page is marked `norun` (shown for reading
 *     only), because runnable code must live in examples/ where a test runs it;
 * (b) every `?raw` import of a page points to an existing file under examples/;
 * (c) every sample file under examples/ is shown by a page or named (as its path relative to
 *     examples/, e.g. `index/hello.mjs`) in a test, so none is left untested or unseen;
 * (d) highlighted lines (`metastring="{3-5,9}"`) of an imported sample exist in that file.
 */

const siteDir = path.resolve(examplesDir, '..');
const tutorialsDir = path.join(siteDir, 'docs', 'tutorials');
const testsDir = path.join(examplesDir, '__tests__');

const scriptLanguages = new Set([
  'js',
  'jsx',
  'javascript',
  'mjs',
  'cjs',
  'ts',
  'tsx',
  'typescript',
  'mts',
  'cts',
]);
const sampleExtensions = new Set(['.mjs', '.graphql', '.json']);

interface PageSamples {
  /** Absolute paths of the files the page imports with `?raw`, by local name. */
  rawImports: Map<string, string>;
  /** Script code blocks written in the page itself, with their meta strings. */
  inlineScriptBlocks: {line: number; meta: string}[];
  /** Imported samples shown with highlighted lines, e.g. `{3-5,9}`. */
  highlights: {file: string; ranges: string}[];
}

const processor = createProcessor({format: 'mdx'});

function readPage(file: string): PageSamples {
  // Front matter is YAML, not MDX; blank it out but keep line numbers.
  const text = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (block) =>
    block.replace(/[^\n]/g, ''),
  );
  const tree: Root = processor.parse(text);
  const rawImports = new Map<string, string>();
  const inlineScriptBlocks: PageSamples['inlineScriptBlocks'] = [];
  const highlights: PageSamples['highlights'] = [];

  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value);
      if (!source.endsWith('?raw')) continue;
      const target = source.slice(0, -'?raw'.length);
      const resolved = target.startsWith('@site/')
        ? path.join(siteDir, target.slice('@site/'.length))
        : path.resolve(path.dirname(file), target);
      for (const specifier of statement.specifiers) rawImports.set(specifier.local.name, resolved);
    }
  });

  visit(tree, 'code', (node) => {
    if (node.lang && scriptLanguages.has(node.lang)) {
      inlineScriptBlocks.push({line: node.position?.start.line ?? 0, meta: node.meta ?? ''});
    }
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
    const imported =
      onlyChild?.type === 'mdxFlowExpression' || onlyChild?.type === 'mdxTextExpression'
        ? rawImports.get(onlyChild.value.trim())
        : undefined;
    const ranges = /\{([\d,\s-]+)\}/.exec(attribute('metastring'))?.[1];
    if (imported && ranges) highlights.push({file: imported, ranges});
    if (!scriptLanguages.has(attribute('language'))) return;
    if (!imported) {
      inlineScriptBlocks.push({line: element.position?.start.line ?? 0, meta: attribute('metastring')});
    }
  });

  return {rawImports, inlineScriptBlocks, highlights};
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : listFiles(full);
    return [full];
  });
}

const pageFiles = readdirSync(tutorialsDir)
  .filter((name) => /\.mdx?$/.test(name))
  .sort()
  .map((name) => path.join(tutorialsDir, name));
const pages = new Map(pageFiles.map((file) => [path.basename(file), readPage(file)]));

describe('tutorial samples', () => {
  test('inline JavaScript/TypeScript blocks are marked norun', () => {
    const unmarked: string[] = [];
    const counts: Record<string, number> = {};
    for (const [name, {inlineScriptBlocks}] of pages) {
      counts[name] = 0;
      for (const block of inlineScriptBlocks) {
        if (/(^|\s)norun(\s|$)/.test(block.meta)) counts[name]++;
        else unmarked.push(`${name}:${block.line}`);
      }
    }
    console.log('Non-runnable (norun) code blocks per page:', counts);
    expect(unmarked, 'inline script code must be marked `norun`, or moved to examples/ and tested').toEqual(
      [],
    );
  });

  test('every ?raw import points to an existing file under examples/', () => {
    const broken: string[] = [];
    for (const [name, {rawImports}] of pages) {
      for (const target of rawImports.values()) {
        const insideExamples = !path.relative(examplesDir, target).startsWith('..');
        if (!insideExamples || !existsSync(target))
          broken.push(`${name} -> ${path.relative(siteDir, target)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('every sample file is shown by a page or used by a test', () => {
    const shown = new Set([...pages.values()].flatMap(({rawImports}) => [...rawImports.values()]));
    const testSources = readdirSync(testsDir)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(path.join(testsDir, name), 'utf8'))
      .join('\n');
    const orphans = listFiles(examplesDir)
      .filter((file) => sampleExtensions.has(path.extname(file)))
      .filter((file) => !shown.has(file))
      .map((file) => path.relative(examplesDir, file).split(path.sep).join('/'))
      .filter((relative) => !testSources.includes(relative));
    expect(orphans).toEqual([]);
  });

  test('highlighted lines exist in the samples they mark', () => {
    const outOfRange: string[] = [];
    for (const [name, {highlights}] of pages) {
      for (const {file, ranges} of highlights) {
        if (!existsSync(file)) continue;
        const lineCount = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
        const lines = ranges.split(',').flatMap((range) => range.split('-').map(Number));
        if (lines.some((line) => !(line >= 1 && line <= lineCount))) {
          outOfRange.push(`${name}: {${ranges}} in ${path.relative(siteDir, file)} (${lineCount} lines)`);
        }
      }
    }
    expect(outOfRange).toEqual([]);
  });
});
