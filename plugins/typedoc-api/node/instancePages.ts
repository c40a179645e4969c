import type {InstancePages} from './emitClientRouteTable';

/**
 * The API pages of each plugin instance of a site, by the site's generated-files directory then instance id.
 * The bundler can replace Docusaurus's route modules only once, so one instance emits the browser's route
 * table for all of them (see index.ts), reading the others' pages from here. Kept on `globalThis`: the
 * site config, and with it this module, may be loaded more than once in a process.
 */
const registryKey = Symbol.for('graphql-js-docs.typedoc-api.instance-pages');
const registry = ((globalThis as Record<symbol, unknown>)[registryKey] ??= new Map()) as Map<
  string,
  Map<string, InstancePages>
>;

export function setInstancePages(site: string, id: string, pages: InstancePages): void {
  const instances = registry.get(site) ?? new Map<string, InstancePages>();
  instances.set(id, pages);
  registry.set(site, instances);
}

/** The pages of the given instances, in that order; fails naming an instance that registered none. */
export function getInstancePages(site: string, ids: readonly string[]): InstancePages[] {
  return ids.map((id) => {
    const pages = registry.get(site)?.get(id);
    if (!pages) throw new Error(`typedoc-api: the instance "${id}" registered no pages`);
    return pages;
  });
}
