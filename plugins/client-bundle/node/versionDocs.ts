import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
  PluginModule,
  RouteConfig,
} from '@docusaurus/types';
import {splitBySidebar} from './versionSidebars';

const FILE = 'plugins/client-bundle/node/versionDocs.ts';

/**
 * The module, among the docs plugin's generated data, that maps each doc's permalink to its description
 * (`@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json`, read by `@theme/useDocDescription`).
 */
export const DOC_DESCRIPTIONS_FILE = 'doc-descriptions.json';

/** What the docs plugin's version route hands its components, as far as this file reads it. */
interface VersionProp {
  docs?: Record<string, unknown>;
}

/**
 * Empties the map of every doc (id, title, description, sidebar) in the version data of a route and the routes
 * under it (the docs plugin's `props.version.docs`); returns how many version props it found. Of what the site
 * renders, nothing reads that map: its one reader, theme-classic's DocCard (`useDocById`), which the site does
 * not use, would throw "no version doc found", failing the build of a page that shows one.
 */
export function withoutVersionDocs(route: RouteConfig): number {
  let found = 0;
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  if (version?.docs) {
    found += 1;
    version.docs = {};
  }
  for (const child of route.routes ?? []) found += withoutVersionDocs(child);
  return found;
}

/** What the docs plugin's loaded content holds, as far as this file reads it. */
interface DocsContent {
  loadedVersions: {docs: {permalink: string; description: string}[]}[];
}

/** Each doc's description by its permalink, from the docs plugin's loaded content. */
export function toDocDescriptions(content: DocsContent): Record<string, string> {
  return Object.fromEntries(
    content.loadedVersions.flatMap((version) => version.docs.map((doc) => [doc.permalink, doc.description])),
  );
}

/**
 * The docs plugin, with its version data lighter by the map of every doc and by the other sections' sidebars
 * (versionSidebars.ts). Every docs page loads that data with its first visit: the map of every doc (each doc's
 * id, title, description and sidebar) was 4.3 kB of gzip that only the guides index's descriptions were read
 * from. The descriptions are instead a generated module
 * (`@theme/useDocDescription` reads it) that only the components that show them import. The page's own
 * title and description, in its head and its Markdown twin, come from the doc's own metadata and are kept.
 */
export function docsWithLeanVersionData<Input, Options, Content extends DocsContent>(docsModule: {
  default: (context: LoadContext, options: Options) => Promise<Plugin<Content>>;
  validateOptions: (context: OptionValidationContext<Input, Options>) => Options;
}): PluginModule {
  async function plugin(context: LoadContext, options: unknown): Promise<Plugin<Content>> {
    const docs = await docsModule.default(context, options as Options);
    const {contentLoaded} = docs;
    if (!contentLoaded) throw new Error(`${FILE}: the docs plugin no longer has a contentLoaded step.`);
    return {
      ...docs,
      async contentLoaded(args) {
        let found = 0;
        const addRoute: typeof args.actions.addRoute = (route) => {
          found += withoutVersionDocs(route);
          for (const part of splitBySidebar(route)) args.actions.addRoute(part);
        };
        await contentLoaded({...args, actions: {...args.actions, addRoute}});
        await args.actions.createData(DOC_DESCRIPTIONS_FILE, JSON.stringify(toDocDescriptions(args.content)));
        if (args.content.loadedVersions.length > 0 && found === 0)
          throw new Error(
            `${FILE}: the docs plugin added no route with version data (props.version.docs); every docs ` +
              'page would load each doc’s description again.',
          );
      },
    };
  }
  return Object.assign(plugin, {validateOptions: docsModule.validateOptions}) as PluginModule;
}
