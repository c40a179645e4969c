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

test('every guide that says what its recipe does not cover has a recipe on the checklist', async () => {
  const text = await readPage('guides/security-checklist');
  const guides = (await readdir(path.join(siteDir, 'docs', 'guides'))).filter((file) =>
    file.endsWith('.mdx'),
  );
  for (const guide of guides) {
    const page = await readPage(`guides/${guide.replace(/\.mdx$/, '')}`);
    if (/^#{2,3} What this recipe does not cover$/m.test(page))
      expect(text, guide).toContain(`](./${guide}#`);
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
