import {assertModule} from './assert';
import graphql17 from './graphql17';

type Modules = Record<string, Record<string, unknown>>;

/** The modules of each major of graphql the API pages document, by major; 16 loads only when asked for. */
const graphqlByMajor: Record<string, () => Promise<Modules>> = {
  '17': () => Promise.resolve(graphql17),
  '16': () => import(/* webpackChunkName: "graphql-16" */ './graphql16').then((module) => module.default),
};

/**
 * What an API example may import in the page's worker, for the version of graphql its page documents: that
 * version's entry points under the names readers write (`graphql`, `graphql/language`), and `node:assert`.
 * Undefined for a version the site does not build into the worker.
 */
export async function exampleModules(version: string): Promise<Modules | undefined> {
  const load = graphqlByMajor[version.split('.')[0]];
  if (!load) return undefined;
  return {...(await load()), 'node:assert': assertModule, 'node:assert/strict': assertModule};
}
