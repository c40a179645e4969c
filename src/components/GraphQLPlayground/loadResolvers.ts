import {init, parse as parseModule} from 'es-module-lexer';
import * as graphqlModule from 'graphql';
import {toLineColumn, type LocatedError} from './locate';

/**
 * Evaluates a tutorial's resolver module (its real file text, e.g. `examples/<slug>/resolvers.mjs`) in the
 * reader's browser, so the playground runs exactly the code the page shows and the sample tests import.
 *
 * Why source text and a real module, not a hand-copied object: the file stays an ordinary ES module that Node
 * runs in the test suite, with its closures, delays and async generators intact, and the reader can edit it.
 * It is imported from a `data:` URL, so the browser (or Node, in unit tests) evaluates it natively; nothing is
 * transpiled. Bare imports cannot resolve from a `data:` URL, so each one is pointed at a tiny shim module that
 * re-exports a package this page already has, e.g. the very `graphql` instance that executes the query (a
 * second copy would break `instanceof GraphQLError`). Anything else is reported as an error, with its place.
 */

export interface ResolverModule {
  /** The root value passed to `execute`: resolvers for the root fields. */
  rootValue?: unknown;
}

/** Packages a resolver module may import, and what it gets in the browser. */
const moduleBySpecifier: Record<string, Record<string, unknown>> = {
  graphql: graphqlModule,
  // Samples generate ids with Node's crypto; the browser has the same function on `globalThis.crypto`.
  'node:crypto': {randomUUID: () => globalThis.crypto.randomUUID()},
};

// Shims read their package from here: a data: module has no other way to receive a value from this one.
const registryKey = Symbol.for('graphql-js-docs.playground.modules');
type Registry = Map<string, Record<string, unknown>>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & {[registryKey]?: Registry};
  holder[registryKey] ??= new Map(Object.entries(moduleBySpecifier));
  return holder[registryKey];
}

const identifier = /^[A-Za-z_$][\w$]*$/;

function shimUrl(specifier: string): string {
  const names = Object.keys(moduleBySpecifier[specifier]).filter(
    (name) => identifier.test(name) && name !== 'default',
  );
  const code = [
    `const m = globalThis[Symbol.for(${JSON.stringify(registryKey.description)})].get(${JSON.stringify(specifier)});`,
    `export const {${names.join(', ')}} = m;`,
    'export default m;',
  ].join('\n');
  return toDataUrl(code);
}

function toDataUrl(code: string): string {
  return `data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`;
}

export class ResolverModuleError extends Error {
  constructor(readonly errors: LocatedError[]) {
    super(errors.map((error) => error.message).join('\n'));
  }
}

/**
 * Imports `source` as an ES module and returns its exports. `instance` separates evaluations of the same text:
 * module state (an in-memory store, say) lives as long as the instance, as it would in a running server.
 */
export async function loadResolvers(source: string, instance = 0): Promise<ResolverModule> {
  await init;
  let imports;
  try {
    [imports] = parseModule(source);
  } catch (error) {
    const index = (error as {idx?: number}).idx;
    throw new ResolverModuleError([
      {
        file: 'resolvers',
        message: `Syntax error in the resolver module.`,
        locations: index === undefined ? [] : [toLineColumn(source, index)],
      },
    ]);
  }
  registry();
  const errors: LocatedError[] = [];
  let rewritten = '';
  let copied = 0;
  for (const entry of imports) {
    if (entry.type === 'import-meta') continue;
    const specifier = entry.specifier;
    if (specifier !== undefined && Object.hasOwn(moduleBySpecifier, specifier)) {
      // A static import's range is inside the quotes; a dynamic one's covers the whole argument.
      const url = shimUrl(specifier);
      rewritten += source.slice(copied, entry.start) + (entry.type === 'dynamic' ? JSON.stringify(url) : url);
      copied = entry.end;
    } else {
      errors.push({
        file: 'resolvers',
        message: `The playground cannot import "${specifier ?? source.slice(entry.start, entry.end)}" in the browser; it provides ${Object.keys(
          moduleBySpecifier,
        )
          .map((name) => `"${name}"`)
          .join(' and ')}.`,
        locations: [toLineColumn(source, entry.importStart)],
      });
    }
  }
  if (errors.length > 0) throw new ResolverModuleError(errors);
  rewritten += source.slice(copied) + `\n//# sourceURL=resolvers.mjs?instance=${instance}\n`;
  try {
    return (await import(
      /* webpackIgnore: true */ /* @vite-ignore */ toDataUrl(rewritten)
    )) as ResolverModule;
  } catch (error) {
    throw new ResolverModuleError([{file: 'resolvers', message: String(error), locations: []}]);
  }
}
