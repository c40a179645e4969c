import {readFileSync} from 'node:fs';
import {expect, test} from 'vitest';
import {loadsWithPage, type ChunkLike} from '../compileHints';

const generatedFilesDir = '/site/.docusaurus';
const registry = `${generatedFilesDir}/registry.js`;
const componentCreator = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');
const importedBy = (file: string | null) => ({module: file ? {nameForCondition: () => file} : null});

/** A chunk in one group per list of importers. */
const chunk = (initial: boolean, ...groups: (string | null)[][]): ChunkLike => ({
  canBeInitial: () => initial,
  groupsIterable: groups.map((importers) => ({origins: importers.map(importedBy)})),
});

test('an entry chunk loads with every page', () => {
  expect(loadsWithPage(chunk(true), generatedFilesDir)).toBe(true);
});

test('a chunk the route registry imports loads with its pages', () => {
  expect(loadsWithPage(chunk(false, [registry]), generatedFilesDir)).toBe(true);
});

test("a chunk the browser's route registry from typedoc-api imports loads with its pages", () => {
  const clientRegistry = `${generatedFilesDir}/typedoc-api/client-route-table/registry.js`;
  expect(loadsWithPage(chunk(false, [clientRegistry]), generatedFilesDir)).toBe(true);
});

test("the not-found page's chunks, which Docusaurus's ComponentCreator imports, load with it", () => {
  expect(loadsWithPage(chunk(false, [componentCreator]), generatedFilesDir)).toBe(true);
  expect(readFileSync(componentCreator, 'utf8')).toContain("import('@theme/NotFound')");
});

test('a chunk only components import on demand does not', () => {
  const dialog = chunk(false, ['/site/plugins/search/theme/SearchBar/index.tsx']);
  expect(loadsWithPage(dialog, generatedFilesDir)).toBe(false);
  expect(loadsWithPage(chunk(false, [null]), generatedFilesDir)).toBe(false);
});

test('a chunk shared by a route and an on-demand import loads with the route', () => {
  const shared = chunk(false, ['/site/src/components/GraphQLPlayground/index.tsx'], [registry]);
  expect(loadsWithPage(shared, generatedFilesDir)).toBe(true);
});
