import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import {expect, test} from 'vitest';
import sidebars from '../../../sidebars';
import {readPage, siteDir} from '../harness';

const testsDir = path.join(siteDir, 'examples', '__tests__');

/** Every attack test of the sample tests: its file and its title without the `attack: ` that marks it. */
async function attackTests(): Promise<string[]> {
  const files = (await readdir(testsDir, {recursive: true, encoding: 'utf8'})).filter((file) =>
    file.endsWith('.test.ts'),
  );
  const found: string[] = [];
  for (const file of files.sort()) {
    const source = ts.createSourceFile(
      file,
      await readFile(path.join(testsDir, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'test' &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0]) &&
        node.arguments[0].text.startsWith('attack: ')
      )
        found.push(`examples/__tests__/${file} ${node.arguments[0].text.slice('attack: '.length)}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The attacks the checklist lists, each with the test file its recipe names. */
async function listedAttacks(): Promise<string[]> {
  const text = await readPage('guides/security-checklist');
  const listed: string[] = [];
  for (const [, file, list] of text.matchAll(/^Attacks its tests try \(`([^`]+)`\):\n\n((?:- .*\n)+)/gm))
    for (const line of list.trimEnd().split('\n')) listed.push(`${file} ${line.slice(2)}`);
  return listed;
}

test('the checklist lists every attack test of the site, each under the recipe whose test file runs it, and no other', async () => {
  const [tests, listed] = await Promise.all([attackTests(), listedAttacks()]);
  expect(tests.length).toBeGreaterThan(10);
  expect([...listed].sort()).toEqual([...tests].sort());
});

/** The heading under which a recipe's page says what the recipe does not cover. */
const notCoveredHeading = /^#{2,3} What this recipe does not cover$/m;

interface Recipe {
  title: string;
  /** The text from the recipe's heading to the next one. */
  body: string;
  /** The page its first link names, relative to docs/guides (`./errors.mdx`, `../tutorials/x.mdx`). */
  page: string;
  anchor: string;
}

/** The recipes of the checklist, each `###` section with the page and section its first link names. */
async function recipes(): Promise<Recipe[]> {
  const text = await readPage('guides/security-checklist');
  return text
    .split(/^(?=#{2,3} )/m)
    .filter((chunk) => chunk.startsWith('### '))
    .map((chunk) => {
      const title = chunk.slice('### '.length, chunk.indexOf('\n'));
      const link = /\]\((\.{1,2}\/[^)#]+\.mdx)#([^)]+)\)/.exec(chunk);
      expect(link, `${title} links no section of a page`).not.toBeNull();
      return {title, body: chunk, page: link![1], anchor: link![2]};
    });
}

/** A page's headings, outside code fences, with the ids Docusaurus gives them. */
async function headingsOf(page: string): Promise<{level: number; text: string; id: string}[]> {
  const {createSlugger} = await import('@docusaurus/utils');
  const slugger = createSlugger();
  const text = await readFile(path.resolve(siteDir, 'docs', 'guides', page), 'utf8');
  const headings: {level: number; text: string; id: string}[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^(#{2,6}) (.+)$/.exec(line);
    if (heading)
      headings.push({
        level: heading[1].length,
        text: heading[2],
        // Docusaurus slugs a heading's text: code spans without their backquotes.
        id: slugger.slug(heading[2].replaceAll('`', '')),
      });
  }
  return headings;
}

test('the page of every recipe on the checklist has the section it links, and says under one heading what the recipe does not cover', async () => {
  const listed = await recipes();
  expect(listed.length).toBeGreaterThan(10);
  for (const recipe of listed) {
    const headings = await headingsOf(recipe.page);
    expect(
      headings.map((heading) => heading.id),
      `${recipe.title}: ${recipe.page}`,
    ).toContain(recipe.anchor);
    expect(
      headings.filter((heading) => heading.level <= 3 && heading.text === 'What this recipe does not cover'),
      `${recipe.title}: ${recipe.page} has no "What this recipe does not cover" heading`,
    ).toHaveLength(1);
  }
});

test('every recipe on the checklist sums up in one line what it does not cover, linking that section of its page', async () => {
  for (const recipe of await recipes()) {
    const lines = [...recipe.body.matchAll(/^\[Does not cover\]\(([^)#]+)#([^)]+)\): (.+)$/gm)];
    expect(lines, `${recipe.title} has no line "[Does not cover](…): …"`).toHaveLength(1);
    const [, page, anchor, summary] = lines[0];
    expect(page, recipe.title).toBe(recipe.page);
    const section = (await headingsOf(page)).find((heading) => heading.id === anchor);
    expect(section?.text, `${recipe.title}: ${page}#${anchor}`).toBe('What this recipe does not cover');
    // One sentence, before the attacks.
    expect(summary, recipe.title).toMatch(/\.$/);
    expect(summary, recipe.title).not.toMatch(/\. /);
    expect(recipe.body.indexOf(lines[0][0]), recipe.title).toBeLessThan(
      recipe.body.indexOf('Attacks its tests try'),
    );
  }
});

test('every guide or tutorial that says what its recipe does not cover has a recipe on the checklist', async () => {
  const pages = new Set(
    (await recipes()).map((recipe) => path.resolve(siteDir, 'docs', 'guides', recipe.page)),
  );
  for (const folder of ['guides', 'tutorials']) {
    const files = (await readdir(path.join(siteDir, 'docs', folder))).filter((file) => file.endsWith('.mdx'));
    for (const file of files) {
      const page = path.join(siteDir, 'docs', folder, file);
      if (notCoveredHeading.test(await readFile(page, 'utf8')))
        expect(pages, `${folder}/${file}`).toContain(page);
    }
  }
});

test('the checklist sits in the Production group of the guides sidebar, after Production and Security', () => {
  const production = sidebars.guidesSidebar.find(
    (item) => typeof item !== 'string' && item.label === 'Production',
  ) as {items: string[]};
  const items = production.items;
  expect(items.indexOf('guides/security-checklist')).toBe(
    items.indexOf('guides/production-and-security') + 1,
  );
});
