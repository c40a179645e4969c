import {init, parse as parseModule} from 'es-module-lexer';
import * as graphqlModule from 'graphql';
import {toLineColumn, type LocatedError} from './locate';

/**
 * Runs a tutorial's sample module (its real file text: `app.mjs`, `schema.mjs`, ...) in the reader's browser,
 * so the playground executes exactly the code the page shows and the sample tests run, edits included.
 *
 * Why the file itself and not a copy of its resolvers: a copy would drift from what the tests check, and
 * samples are ordinary Node modules (an Express app, a schema module), which is how readers will write them.
 * Each module is imported from a `data:` URL, so the browser (or Node, in the unit tests) evaluates it natively
 * with its closures, delays and async generators; nothing is transpiled. In the browser this happens in the
 * example's worker (worker.ts), never on the page's thread. Its imports are rewritten:
 * - `graphql` gets the very instance that executes the query (a second copy breaks `instanceof` checks);
 * - a sibling file (`./random-die.mjs`) gets that file from the example, rewritten the same way;
 * - a few Node and server packages get small stand-ins: `node:fs` reads the example's files (so an edited
 *   `schema.graphql` is what the module reads), and graphql-http's `createHandler` records the `schema` and
 *   `rootValue` it is given instead of serving HTTP; `express` and `ruru` do nothing.
 * Anything else is reported as an error, with its place. So are syntax errors: the browser reports them
 * without one, so a module that fails to parse is parsed again by acorn to find it (locateSyntaxErrors).
 */

/** What a loaded example module provides. */
export interface LoadedModule {
  exports: Record<string, unknown>;
  /** The options the module passed to graphql-http's `createHandler`, if it built a server. */
  handlerOptions?: Record<string, unknown>;
}

export interface ModuleSources {
  /** File name of the entry module, e.g. `app.mjs`. */
  entryName: string;
  entrySource: string;
  /** The example's other files by name (`schema.graphql`, `random-die.mjs`), for `fs` reads and imports. */
  files: Record<string, string>;
  /** Separates evaluations of the same texts: module state (an in-memory store) lasts as long as one. */
  instance: number;
  /** More modules the sample may import, by specifier, or other modules in place of the stand-ins'. */
  standIns?: Record<string, Exports>;
}

export class ModuleError extends Error {
  constructor(
    readonly errors: LocatedError[],
    /** What the module threw, when it threw while it evaluated. */
    options?: ErrorOptions,
  ) {
    super(errors.map((error) => error.message).join('\n'), options);
  }
}

type Exports = Record<string, unknown>;

// Stand-ins get to a data: module through this global map; it has no other way to receive a value.
const registryKey = 'graphql-js-docs.playground.modules';
function registry(): Map<string, Exports> {
  const holder = globalThis as Record<symbol, Map<string, Exports> | undefined>;
  return (holder[Symbol.for(registryKey)] ??= new Map());
}

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

function readExampleFile(files: Record<string, string>, path: unknown): string {
  const name = baseName(path instanceof URL ? path.pathname : String(path));
  if (!Object.hasOwn(files, name)) {
    throw Object.assign(new Error(`ENOENT: the playground example has no file "${name}"`), {code: 'ENOENT'});
  }
  return files[name];
}

/** The packages a sample may import, and what each gets in the browser. */
function createStandIns(files: Record<string, string>, captured: {handlerOptions?: Exports}) {
  const app: Exports = new Proxy({}, {get: () => () => app});
  const express = Object.assign(() => app, {json: () => () => {}, static: () => () => {}});
  const fs = {readFileSync: (path: unknown) => readExampleFile(files, path)};
  const fsPromises = {readFile: async (path: unknown) => readExampleFile(files, path)};
  return {
    graphql: graphqlModule,
    'node:crypto': {randomUUID: () => globalThis.crypto.randomUUID()},
    'node:fs': {...fs, default: fs},
    'node:fs/promises': {...fsPromises, default: fsPromises},
    'node:timers/promises': {
      setTimeout: (ms: number, value?: unknown) => new Promise((resolve) => setTimeout(resolve, ms, value)),
    },
    express: {default: express},
    'graphql-http/lib/use/express': {
      createHandler: (options: Exports) => {
        captured.handlerOptions = options;
        return () => {};
      },
    },
    'ruru/server': {ruruHTML: () => ''},
    'node:process': {env: {}, default: {env: {}}},
  } satisfies Record<string, Exports>;
}

const identifier = /^[A-Za-z_$][\w$]*$/;

interface SyntaxErrorPlace {
  message: string;
  /** 0-based, as acorn counts columns. */
  loc: {line: number; column: number};
}

/** The first syntax error in a module, or undefined when it parses. */
function findSyntaxError(
  parseJavaScript: typeof import('acorn').parse,
  source: string,
): SyntaxErrorPlace | undefined {
  try {
    parseJavaScript(source, {ecmaVersion: 'latest', sourceType: 'module'});
    return undefined;
  } catch (error) {
    if (error instanceof SyntaxError && 'loc' in error) return error as SyntaxError & SyntaxErrorPlace;
    throw error;
  }
}

/**
 * The syntax errors of the modules a run read, with their places, for when one of them did not parse. acorn
 * (34 kB of gzip) loads only then, as a chunk of its own: bundled into the worker, it would cost every run its
 * bytes, and its `Token` class would take graphql's name in the worker's module scope (`ast_Token` in results).
 */
async function locateSyntaxErrors(modules: Map<string, string>, entryName: string): Promise<LocatedError[]> {
  const {parse: parseJavaScript} = await import(/* webpackChunkName: "acorn" */ 'acorn');
  return [...modules].flatMap(([name, source]) => {
    const syntaxError = findSyntaxError(parseJavaScript, source);
    if (!syntaxError) return [];
    const {line, column} = syntaxError.loc;
    return [
      {
        file: 'resolvers' as const,
        // acorn ends its message with the place, which the playground shows on its own.
        message: `Syntax error in ${name}: ${syntaxError.message.replace(/ \(\d+:\d+\)$/, '')}.`,
        locations: name === entryName ? [{line, column: column + 1}] : [],
      },
    ];
  });
}

// The URL goes inside the sample's own quotes, so the one quote encodeURIComponent keeps is escaped too.
function toDataUrl(code: string): string {
  return `data:text/javascript;charset=utf-8,${encodeURIComponent(code).replaceAll("'", '%27')}`;
}

function shimUrl(id: string, exports: Exports): string {
  const names = Object.keys(exports).filter((name) => identifier.test(name) && name !== 'default');
  const read = `globalThis[Symbol.for(${JSON.stringify(registryKey)})].get(${JSON.stringify(id)})`;
  return toDataUrl(
    `const m = ${read};\nexport const {${names.join(', ')}} = m;\nexport default 'default' in m ? m.default : m;`,
  );
}

// FNV-1a over all texts: the same texts in the same instance reuse the browser's cached module (and state).
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/** Imports the entry module with its imports rewritten (see above) and returns what it provides. */
export async function loadModule(sources: ModuleSources): Promise<LoadedModule> {
  await init;
  const key = `${sources.instance}:${hash(JSON.stringify([sources.entryName, sources.entrySource, sources.files]))}`;
  const store = registry();
  const captureId = `${key}:captured`;
  if (!store.has(captureId)) {
    const captured: {handlerOptions?: Exports} = {};
    store.set(captureId, captured);
    const standIns = {...createStandIns(sources.files, captured), ...sources.standIns};
    for (const [specifier, exports] of Object.entries(standIns)) {
      store.set(`${key}:${specifier}`, exports);
    }
  }
  const errors: LocatedError[] = [];
  const urls = new Map<string, string>();
  // Each module's text as the run read it, to place a syntax error in it.
  const read = new Map<string, string>();
  let unlexed = false;

  const rewrite = (name: string, source: string): string => {
    const known = urls.get(name);
    if (known) return known;
    read.set(name, source);
    let imports: ReturnType<typeof parseModule>[0];
    try {
      [imports] = parseModule(source);
    } catch {
      // The lexer stops at some syntax errors; acorn says which and where, below.
      unlexed = true;
      return '';
    }
    let code = '';
    let copied = 0;
    for (const entry of imports) {
      let replacement: string | undefined;
      if (entry.type === 'import-meta') {
        replacement = `({url: ${JSON.stringify(`file:///example/${name}`)}})`;
      } else {
        const specifier = entry.specifier ?? '';
        const standIn = store.get(`${key}:${specifier}`);
        const sibling = specifier.startsWith('./') ? baseName(specifier) : undefined;
        let url: string | undefined;
        if (standIn) url = shimUrl(`${key}:${specifier}`, standIn);
        else if (sibling && Object.hasOwn(sources.files, sibling) && sibling.endsWith('.mjs')) {
          url = rewrite(sibling, sources.files[sibling]);
        }
        if (url === undefined) {
          errors.push({
            file: 'resolvers',
            message: `${name} imports "${specifier}", which the playground cannot load in the browser.`,
            locations: name === sources.entryName ? [toLineColumn(source, entry.importStart)] : [],
          });
          continue;
        }
        // A static import's range is inside the quotes; a dynamic one's covers the whole argument.
        replacement = entry.type === 'dynamic' ? JSON.stringify(url) : url;
      }
      code += source.slice(copied, entry.start) + replacement;
      copied = entry.end;
    }
    code += source.slice(copied);
    // Node's `process` is not a browser global; an import placed last is still bound before the code runs.
    if (/\bprocess\.env\b/.test(source) && !/\bimport\s+process\b/.test(source)) {
      const processUrl = shimUrl(`${key}:node:process`, store.get(`${key}:node:process`)!);
      code += `\nimport process from ${JSON.stringify(processUrl)};`;
    }
    code += `\n//# sourceURL=${name}?run=${encodeURIComponent(key)}\n`;
    const url = toDataUrl(code);
    urls.set(name, url);
    return url;
  };

  const entryUrl = rewrite(sources.entryName, sources.entrySource);
  if (unlexed || errors.length > 0) {
    const syntaxErrors = await locateSyntaxErrors(read, sources.entryName);
    throw new ModuleError(syntaxErrors.length > 0 ? syntaxErrors : errors);
  }
  try {
    const exports = (await import(/* webpackIgnore: true */ /* @vite-ignore */ entryUrl)) as Exports;
    const captured = store.get(captureId) as {handlerOptions?: Exports};
    return {exports, handlerOptions: captured.handlerOptions};
  } catch (error) {
    // The browser reports a syntax error without its place (and a SyntaxError thrown by a module's code,
    // such as JSON.parse's, is none): acorn finds it.
    const syntaxErrors =
      error instanceof SyntaxError ? await locateSyntaxErrors(read, sources.entryName) : [];
    if (syntaxErrors.length > 0) throw new ModuleError(syntaxErrors, {cause: error});
    throw new ModuleError(
      [{file: 'resolvers', message: error instanceof Error ? error.message : String(error), locations: []}],
      {cause: error},
    );
  }
}
