import {expect, test} from 'vitest';
import {loadsWithPage, routeLoaders, type ChunkLike} from '../compileHints';

const registry = '/site/.docusaurus/registry.js';
const loaders = routeLoaders(registry);
const importedBy = (file: string | null) => ({module: file ? {nameForCondition: () => file} : null});

/** A chunk in one group per list of importers. */
const chunk = (initial: boolean, ...groups: (string | null)[][]): ChunkLike => ({
  canBeInitial: () => initial,
  groupsIterable: groups.map((importers) => ({origins: importers.map(importedBy)})),
});

test('an entry chunk loads with every page', () => {
  expect(loadsWithPage(chunk(true), loaders)).toBe(true);
});

test('a chunk the route registry imports loads with its pages', () => {
  expect(loadsWithPage(chunk(false, [registry]), loaders)).toBe(true);
});

test("the not-found page's chunks, which Docusaurus's ComponentCreator imports, load with it", () => {
  expect(loadsWithPage(chunk(false, [loaders[1]]), loaders)).toBe(true);
  expect(loaders[1]).toMatch(/@docusaurus[\\/]core[\\/].*ComponentCreator\.js$/);
});

test('a chunk only components import on demand does not', () => {
  const dialog = chunk(false, ['/site/plugins/search/theme/SearchBar/index.tsx']);
  expect(loadsWithPage(dialog, loaders)).toBe(false);
  expect(loadsWithPage(chunk(false, [null]), loaders)).toBe(false);
});

test('a chunk shared by a route and an on-demand import loads with the route', () => {
  const shared = chunk(false, ['/site/src/components/GraphQLPlayground/index.tsx'], [registry]);
  expect(loadsWithPage(shared, loaders)).toBe(true);
});
