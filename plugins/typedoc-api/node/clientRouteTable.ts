import {createHash} from 'node:crypto';
import {parse} from 'acorn';
import type {ArrayExpression, Node, ObjectExpression, Property} from 'acorn';
import type {SharedPageRoute} from '../shared/types';

/**
 * The API pages in the browser's route table.
 *
 * Docusaurus puts every route in the browser's main bundle three times over: the route itself
 * (`routes.js`), its chunk names (`routesChunkNames.json`) and a loader per data module
 * (`registry.js`), plus the data chunk's file name in the bundler's runtime. With one route per exported
 * symbol that is most of the first-visit JavaScript of every page of the site, API or not.
 *
 * In production builds the browser gets its own version of those three files, made from Docusaurus's by
 * the functions below: each block of API page routes becomes one `apiPageRoutes([paths], shared[i])` call
 * (see `@theme/ApiPageRoutes`), their chunk names and their data modules' loaders go, and each page's data
 * is a JSON file beside its HTML instead of a chunk. The server renderer keeps Docusaurus's files, so
 * every page's HTML is rendered from its route exactly as before.
 *
 * Every function fails, naming the file, when Docusaurus no longer generates what it expects.
 */

/** The generated modules this replaces in the browser bundle, by import request. */
export const generatedModules = {
  routes: {request: '@generated/routes', file: 'routes.js'},
  chunkNames: {request: '@generated/routesChunkNames', file: 'routesChunkNames.json'},
  registry: {request: '@generated/registry', file: 'registry.js'},
} as const;

/** Chunk-name map of one route, as Docusaurus writes it: `{__comp, __props, sidebar, ...}`. */
type RouteChunkNames = Record<string, unknown>;

function fail(file: string, message: string): never {
  throw new Error(
    `typedoc-api: ${file} is not shaped as expected (${message}); the installed Docusaurus no longer ` +
      'generates what plugins/typedoc-api/node/clientRouteTable.ts rewrites.',
  );
}

function parseModule(source: string, file: string): Node & {body: Node[]} {
  try {
    return parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  } catch (error) {
    return fail(file, `it does not parse: ${(error as Error).message}`);
  }
}

/** Calls `visit` on every node of `root`, depth first. */
function walk(root: Node, visit: (node: Node, parent: Node | undefined) => void): void {
  const stack: [Node, Node | undefined][] = [[root, undefined]];
  while (stack.length) {
    const [node, parent] = stack.pop()!;
    visit(node, parent);
    for (const value of Object.values(node)) {
      const children = Array.isArray(value) ? value : [value];
      for (const child of children)
        if (child && typeof child === 'object' && typeof (child as Node).type === 'string')
          stack.push([child as Node, node]);
    }
  }
}

function propertyKey(property: Property): string | undefined {
  const {key} = property;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

function stringProperty(object: ObjectExpression, name: string): string | undefined {
  for (const property of object.properties) {
    if (property.type !== 'Property' || propertyKey(property) !== name) continue;
    const {value} = property;
    return value.type === 'Literal' && typeof value.value === 'string' ? value.value : undefined;
  }
  return undefined;
}

/** A route object's literal attributes: all its properties but its path and component. */
function attributesOf(route: ObjectExpression, file: string): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const property of route.properties) {
    const key = property.type === 'Property' ? propertyKey(property) : undefined;
    if (key === 'path' || key === 'component') continue;
    if (key === undefined || property.type !== 'Property' || property.value.type !== 'Literal')
      fail(file, 'a route attribute that is not a literal');
    attributes[key] = property.value.value;
  }
  return attributes;
}

function sameRecord(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const canonical = (record: Record<string, unknown>) => JSON.stringify(Object.entries(record).sort());
  return canonical(a) === canonical(b);
}

/** Replaces the source ranges, given in any order, that do not overlap: in one pass over the source. */
function splice(source: string, edits: {start: number; end: number; text: string}[]): string {
  const parts: string[] = [];
  let kept = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    parts.push(source.slice(kept, edit.start), edit.text);
    kept = edit.end;
  }
  parts.push(source.slice(kept));
  return parts.join('');
}

/** The API pages of one plugin instance and what their routes share. */
export interface PageRouteGroup {
  pagePaths: ReadonlySet<string>;
  shared: SharedPageRoute;
}

/**
 * The browser's `routes.js`: each array of routes that holds API pages of one group, and nothing else,
 * becomes a call of `apiPageRoutes` (imported from `runtimeModule`) with their paths and what they share.
 */
export function toClientRoutes(
  source: string,
  groups: readonly PageRouteGroup[],
  runtimeModule: string,
  file = generatedModules.routes.file,
): string {
  const program = parseModule(source, file);
  const groupOf = (path: string) => groups.findIndex((group) => group.pagePaths.has(path));
  const arrays = new Map<ArrayExpression, string[]>();
  walk(program, (node, parent) => {
    if (node.type !== 'ObjectExpression' || parent?.type !== 'ArrayExpression') return;
    const path = stringProperty(node as ObjectExpression, 'path');
    if (path === undefined || groupOf(path) < 0) return;
    const paths = arrays.get(parent as ArrayExpression);
    if (paths) paths.push(path);
    else arrays.set(parent as ArrayExpression, [path]);
  });
  const found = new Set([...arrays.values()].flat());
  const missing = groups.flatMap((group) => [...group.pagePaths]).filter((path) => !found.has(path));
  if (missing.length) fail(file, `no route object for ${missing.slice(0, 3).join(', ')}`);
  const edits = [...arrays].map(([array, paths]) => {
    const group = groupOf(paths[0]);
    if (array.elements.length !== paths.length || !paths.every((path) => groupOf(path) === group))
      fail(file, `the routes beside ${paths[0]} are not all API pages of one plugin instance`);
    for (const element of array.elements as ObjectExpression[])
      if (!sameRecord(attributesOf(element, file), groups[group].shared.attributes))
        fail(
          file,
          `the route of ${stringProperty(element, 'path')} has other attributes than the API pages'`,
        );
    // In the order of the array: the walk meets its elements last first.
    const ordered = array.elements.map((element) => stringProperty(element as ObjectExpression, 'path')!);
    return {
      start: array.start,
      end: array.end,
      text: `apiPageRoutes(${JSON.stringify(ordered)}, shared[${group}])`,
    };
  });
  const header =
    `import apiPageRoutes from ${JSON.stringify(runtimeModule)};\n` +
    `const shared = ${JSON.stringify(groups.map((group) => group.shared))};\n`;
  return header + splice(source, edits);
}

/** The key of a route in `routesChunkNames.json`: its path, a dash and a short hash. */
function routePathOfKey(key: string): string {
  return key.replace(/-[^-]+$/, '');
}

/**
 * The browser's `routesChunkNames.json`, without the API pages' entries, and what those pages share (all
 * their chunk names but `__props`, which must be the same for every page).
 */
export function toClientChunkNames(
  chunkNames: Record<string, RouteChunkNames>,
  pagePaths: ReadonlySet<string>,
  file = generatedModules.chunkNames.file,
): {chunkNames: Record<string, RouteChunkNames>; shared: Record<string, string>; dropped: Set<string>} {
  const kept: Record<string, RouteChunkNames> = {};
  const pages: RouteChunkNames[] = [];
  for (const [key, value] of Object.entries(chunkNames)) {
    if (pagePaths.has(routePathOfKey(key))) pages.push(value);
    else kept[key] = value;
  }
  if (pages.length !== pagePaths.size) fail(file, `${pages.length} entries for ${pagePaths.size} API pages`);
  const sharedOf = ({__props, ...rest}: RouteChunkNames) => {
    if (typeof __props !== 'string') fail(file, 'an API page has no `__props` chunk');
    if (!Object.values(rest).every((value) => typeof value === 'string'))
      fail(file, 'an API page has nested chunk names');
    return rest as Record<string, string>;
  };
  const shared = sharedOf(pages[0]);
  if (!pages.every((page) => sameRecord(sharedOf(page), shared)))
    fail(file, 'the API pages do not share their modules other than `__props`');
  const stillUsed = new Set(Object.values(kept).flatMap((value) => Object.values(flatten(value))));
  const dropped = new Set(pages.map((page) => page.__props as string).filter((name) => !stillUsed.has(name)));
  return {chunkNames: kept, shared, dropped};
}

function flatten(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return {'': value};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) =>
      Object.entries(flatten(child)).map(([rest, leaf]) => [rest ? `${key}.${rest}` : key, leaf]),
    ),
  );
}

/** The browser's `registry.js`, without the loaders of the `dropped` chunks. */
export function toClientRegistry(
  source: string,
  dropped: ReadonlySet<string>,
  file = generatedModules.registry.file,
): string {
  const program = parseModule(source, file);
  const declaration = program.body.find((node) => node.type === 'ExportDefaultDeclaration') as
    (Node & {declaration: Node}) | undefined;
  if (declaration?.declaration.type !== 'ObjectExpression') fail(file, 'no default-exported object');
  const registry = declaration.declaration as ObjectExpression;
  const edits = registry.properties.flatMap((property) => {
    const key = property.type === 'Property' ? propertyKey(property) : undefined;
    if (key === undefined) fail(file, 'an entry without a plain key');
    if (!dropped.has(key)) return [];
    // The entry with the comma after it, if any: the rest stays a valid object literal.
    const end = source[property.end] === ',' ? property.end + 1 : property.end;
    return [{start: property.start, end, text: ''}];
  });
  if (edits.length !== dropped.size) fail(file, `${edits.length} of ${dropped.size} API page loaders found`);
  return splice(source, edits);
}

/** A short hash of every page's data: the query that keeps browsers from reusing data across builds. */
export function toDataVersion(pageData: readonly string[]): string {
  const hash = createHash('sha256');
  for (const data of pageData) hash.update(data);
  return hash.digest('hex').slice(0, 10);
}
