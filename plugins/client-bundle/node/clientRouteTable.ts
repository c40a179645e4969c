import {createHash} from 'node:crypto';
import {parse} from 'acorn';
import type {ArrayExpression, Node, ObjectExpression, Property} from 'acorn';
import type {SharedRoute} from '../shared/dataFiles';

/**
 * The browser's route table without one entry per data-file page.
 *
 * Docusaurus puts every route in the browser's main bundle three times over: the route itself
 * (`routes.js`), its chunk names (`routesChunkNames.json`) and a loader per data module (`registry.js`),
 * plus the data chunk's file name in the bundler's runtime (facebook/docusaurus#7256). With one route per
 * exported symbol of the API reference, that is most of the first-visit JavaScript of every page of the site.
 *
 * In production builds the browser gets its own version of those three files, made from Docusaurus's by the
 * functions below: each array of routes of the picked components (data-file pages, siblings in one folder)
 * becomes one route for any name in that folder, `dataFileRoute('/api/function/:name', shared[i])` (see
 * theme/dataFileRoute.ts), a lone one such as the API overview a route of its own path, their chunk names and
 * their props' loaders go, and each page's props are a JSON
 * file beside its HTML instead of a chunk. The server renderer keeps Docusaurus's files, so every page's HTML
 * is rendered from its route exactly as before; a name with no page there has no data file, and the browser
 * then loads the server's not-found page (theme/preload.ts).
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
export type RouteChunkNames = Record<string, unknown>;

function fail(file: string, message: string): never {
  throw new Error(
    `client-bundle: ${file} is not shaped as expected (${message}); the installed Docusaurus no longer ` +
      'generates what plugins/client-bundle/node/clientRouteTable.ts rewrites.',
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

/**
 * A route object's key in `routesChunkNames.json` (`/api-670`), from its `component:
 * ComponentCreator('/api', '670')`: a level of the route tree can have the path of a page it holds.
 */
function routeKeyOf(route: ObjectExpression): string | undefined {
  for (const property of route.properties) {
    if (property.type !== 'Property' || propertyKey(property) !== 'component') continue;
    const call = property.value;
    if (call.type !== 'CallExpression') return undefined;
    const [path, hash] = call.arguments;
    if (path?.type !== 'Literal' || hash?.type !== 'Literal') return undefined;
    return `${String(path.value)}-${String(hash.value)}`;
  }
  return undefined;
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

/** The key of a route in `routesChunkNames.json`: its path, a dash and a short hash. */
function routePathOfKey(key: string): string {
  return key.replace(/-[^-]+$/, '');
}

/** Each entry of `registry.js`: the module a chunk name loads (`@theme/ApiPage`) and the entry's source range. */
export function readRegistry(
  source: string,
  file = generatedModules.registry.file,
): Map<string, {request: string; start: number; end: number}> {
  const program = parseModule(source, file);
  const declaration = program.body.find((node) => node.type === 'ExportDefaultDeclaration') as
    (Node & {declaration: Node}) | undefined;
  if (declaration?.declaration.type !== 'ObjectExpression') fail(file, 'no default-exported object');
  const entries = new Map<string, {request: string; start: number; end: number}>();
  for (const property of (declaration.declaration as ObjectExpression).properties) {
    const key = property.type === 'Property' ? propertyKey(property) : undefined;
    const value = property.type === 'Property' ? property.value : undefined;
    const request = value?.type === 'ArrayExpression' ? value.elements[1] : undefined;
    if (key === undefined || request?.type !== 'Literal' || typeof request.value !== 'string')
      fail(file, 'an entry that is not `"chunk": [loader, "module", …]`');
    // The entry with the comma after it, if any: without it the rest stays a valid object literal.
    const end = source[property.end] === ',' ? property.end + 1 : property.end;
    entries.set(key, {request: request.value, start: property.start, end});
  }
  return entries;
}

/** A data-file page: its route's key and path, and the chunk names of its route (`__props` is its data). */
export interface DataFilePage {
  /** As in `routesChunkNames.json`, the path and the hash its route's `ComponentCreator` call is given. */
  key: string;
  path: string;
  chunkNames: Record<string, string>;
}

/**
 * The routes whose component is one of `components` (module requests such as `@theme/ApiPage`), from
 * `routesChunkNames.json` and the registry that names each chunk's module.
 */
export function findDataFilePages(
  chunkNames: Record<string, RouteChunkNames>,
  registry: ReadonlyMap<string, {request: string}>,
  components: readonly string[],
  file = generatedModules.chunkNames.file,
): DataFilePage[] {
  const pages: DataFilePage[] = [];
  for (const [key, names] of Object.entries(chunkNames)) {
    const component = registry.get(String(names.__comp))?.request;
    if (component === undefined || !components.includes(component)) continue;
    if (typeof names.__props !== 'string') fail(file, `the route ${key} has no \`__props\` chunk`);
    if (!Object.values(names).every((value) => typeof value === 'string'))
      fail(file, `the route ${key} has nested chunk names`);
    pages.push({key, path: routePathOfKey(key), chunkNames: names as Record<string, string>});
  }
  return pages;
}

/**
 * The browser's `routes.js` without a route object per data-file page. An array of routes that holds
 * data-file pages and nothing else becomes one call of `dataFileRoute` (imported from `runtimeModule`) for
 * any name in their folder; a data-file page beside other routes (an overview beside its folders' levels)
 * becomes a call for its own path. Each call gets what its pages share: their attributes (`exact`,
 * `sidebar`) and every chunk name but `__props`.
 */
export function toClientRoutes(
  source: string,
  pages: readonly DataFilePage[],
  dataVersion: string,
  runtimeModule: string,
  file = generatedModules.routes.file,
): string {
  const program = parseModule(source, file);
  const pageByKey = new Map(pages.map((page) => [page.key, page]));
  const arrays = new Map<ArrayExpression, ObjectExpression[]>();
  walk(program, (node, parent) => {
    if (node.type !== 'ObjectExpression' || parent?.type !== 'ArrayExpression') return;
    const key = routeKeyOf(node as ObjectExpression);
    if (key === undefined || !pageByKey.has(key)) return;
    const routes = arrays.get(parent as ArrayExpression) ?? [];
    arrays.set(parent as ArrayExpression, [...routes, node as ObjectExpression]);
  });
  const found = new Set([...arrays.values()].flat().map(routeKeyOf));
  const missing = pages.filter((page) => !found.has(page.key));
  if (missing.length) fail(file, `no route object for ${missing.slice(0, 3).map((page) => page.path)}`);
  const shared: SharedRoute[] = [];
  const sharedOf = (route: ObjectExpression) => {
    const chunkNames = Object.entries(pageByKey.get(routeKeyOf(route)!)!.chunkNames).filter(
      ([key]) => key !== '__props',
    );
    return {attributes: attributesOf(route, file), chunkNames: Object.fromEntries(chunkNames), dataVersion};
  };
  const call = (path: string, group: SharedRoute) => {
    shared.push(group);
    return `dataFileRoute(${JSON.stringify(path)}, shared[${shared.length - 1}])`;
  };
  const edits = [...arrays].flatMap(([array, pageRoutes]) => {
    // In the order of the array: the walk meets its elements last first.
    const routes = array.elements as ObjectExpression[];
    if (pageRoutes.length < routes.length)
      return pageRoutes.map((route) => {
        const path = stringProperty(route, 'path')!;
        return {start: route.start, end: route.end, text: call(path, sharedOf(route))};
      });
    const paths = routes.map((route) => stringProperty(route, 'path')!);
    const group = sharedOf(routes[0]);
    routes.forEach((route, i) => {
      const other = sharedOf(route);
      if (!sameRecord(other.attributes, group.attributes) || !sameRecord(other.chunkNames, group.chunkNames))
        fail(file, `the route of ${paths[i]} shares other attributes or modules than ${paths[0]}`);
    });
    // Sibling pages, as the API's are: one route matches every name in their folder.
    const folder = paths[0].slice(0, paths[0].lastIndexOf('/') + 1);
    // A name with a dot would look like a file (the page's Markdown twin, its data file): the route's pattern
    // excludes dots.
    if (!paths.every((path) => path.startsWith(folder) && /^[^/.]+$/.test(path.slice(folder.length))))
      fail(file, `the data-file pages beside ${paths[0]} are not all in ${folder}, named without dots`);
    return [{start: array.start, end: array.end, text: `[${call(`${folder}:name([^/.]+)`, group)}]`}];
  });
  const header =
    `import dataFileRoute from ${JSON.stringify(runtimeModule)};\n` +
    `const shared = ${JSON.stringify(shared)};\n`;
  return header + splice(source, edits);
}

/**
 * The browser's `routesChunkNames.json` without the data-file pages' entries, and the `__props` chunks that no
 * other route uses, whose loaders leave the registry.
 */
export function toClientChunkNames(
  chunkNames: Record<string, RouteChunkNames>,
  pages: readonly DataFilePage[],
): {chunkNames: Record<string, RouteChunkNames>; dropped: Set<string>} {
  const pageKeys = new Set(pages.map((page) => page.key));
  const kept = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !pageKeys.has(key)));
  const stillUsed = new Set(Object.values(kept).flatMap((value) => Object.values(flatten(value))));
  const dropped = new Set(
    pages.map((page) => page.chunkNames.__props).filter((name) => !stillUsed.has(name)),
  );
  return {chunkNames: kept, dropped};
}

function flatten(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return {'': value};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) =>
      Object.entries(flatten(child)).map(([rest, leaf]) => [rest ? `${key}.${rest}` : key, leaf]),
    ),
  );
}

/** The name Docusaurus gives each chunk of the registry, as a comment the bundler reads in its `import()`. */
const CHUNK_NAME_COMMENT = /\/\* webpackChunkName: "[^"]*" \*\/ ?/g;

/**
 * The browser's `registry.js`, without the loaders of the `dropped` chunks, and with the chunks of the others
 * unnamed. A name is what the bundler's runtime, which every page loads, maps each chunk from and to (its file
 * name, and `__webpack_require__.gca` for `window.docusaurus.prefetch`, which theme/windowApi.ts turns off):
 * 0.9 kB of gzip of hashes. Unnamed, a chunk's file is named by its id.
 */
export function toClientRegistry(
  source: string,
  dropped: ReadonlySet<string>,
  file = generatedModules.registry.file,
): string {
  const registry = readRegistry(source, file);
  if (!source.includes('/* webpackChunkName: ')) fail(file, 'no `webpackChunkName` comment in its imports');
  const edits = [...dropped].map((name) => {
    const entry = registry.get(name);
    if (!entry) fail(file, `no loader for the chunk ${name}`);
    return {start: entry.start, end: entry.end, text: ''};
  });
  return splice(source, edits).replace(CHUNK_NAME_COMMENT, '');
}

/** A short hash of every page's data: the query that keeps browsers from reusing data across builds. */
export function toDataVersion(dataFiles: readonly string[]): string {
  const hash = createHash('sha256');
  for (const data of dataFiles) hash.update(data);
  return hash.digest('hex').slice(0, 10);
}
