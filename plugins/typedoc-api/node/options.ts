import {Joi, RouteBasePathSchema} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** Validated options, as the plugin receives them. */
export interface PluginOptions {
  id: string;
  /** The package's main `.d.ts`, relative to the site directory (`node_modules/graphql/index.d.ts`). */
  entryPoint: string;
  /** URL segment of every API page: `/{routeBasePath}/function/parse`. */
  routeBasePath: string;
  /** Route component of a symbol's page. */
  apiPageComponent: string;
  /** Route component of the overview. */
  apiIndexComponent: string;
  /** Route component of the levels the pages are nested in (`/api`, `/api/function`): renders the matching child. */
  apiRootComponent: string;
  /**
   * Where a `.d.ts` file's source lives: `{version}` and `{path}` (the path without `.d.ts`) are replaced,
   * e.g. `https://github.com/graphql/graphql-js/blob/v{version}/src/{path}.ts`.
   */
  sourceUrlTemplate: string;
  /**
   * The repository path of a `.d.ts` file the package ships no source map for: `{path}` is the file's path in
   * the package without `.d.ts` (graphql 16: `src/{path}.ts`). Such links name the file, not the line.
   */
  unmappedSourcePath?: string;
  /** Categories listed first, in this order; the others follow alphabetically. */
  categoryOrder: string[];
  /** Category of symbols whose file and comment name none. */
  defaultCategory: string;
  /**
   * The guide from the older major to the newer, which every "Removed" and "Changed" mark links to: its site
   * path, and a JSON file, relative to the site, mapping removed exports to what replaces them
   * (`{"formatError": "GraphQLError#toJSON"}`).
   */
  upgradeGuide?: {path: string; replacementsFile: string};
  /**
   * Makes the examples run: each TypeScript or JavaScript `@example` gets the module that the page's Run button
   * and the doctests run (node/examples/), except those that `knownFailures`, a JSON file relative to the site,
   * lists by id with the reason each does not run as shown; those show the reason instead.
   */
  examples?: {knownFailures: string};
  /**
   * A JSON file, relative to the site, of the release in which each export and member came and was deprecated
   * (node/since/sinceTable.ts; the site's `npm run since-table` writes it): pages show "Added in" and "Deprecated
   * in", and the overview filters by it.
   */
  sinceTable?: string;
}

/** Options as written in `docusaurus.config.ts`. */
export type Options = Partial<PluginOptions> & Pick<PluginOptions, 'entryPoint' | 'sourceUrlTemplate'>;

export const DEFAULT_OPTIONS = {
  id: 'default',
  routeBasePath: '/api',
  apiPageComponent: '@theme/ApiPage',
  apiIndexComponent: '@theme/ApiIndex',
  apiRootComponent: '@theme/ApiRoot',
  categoryOrder: [],
  defaultCategory: 'Other',
} satisfies Omit<PluginOptions, 'entryPoint' | 'sourceUrlTemplate'>;

const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default(DEFAULT_OPTIONS.id),
  entryPoint: Joi.string()
    .pattern(/\.d\.ts$/, '.d.ts file')
    .required(),
  routeBasePath: RouteBasePathSchema.default(DEFAULT_OPTIONS.routeBasePath),
  apiPageComponent: Joi.string().default(DEFAULT_OPTIONS.apiPageComponent),
  apiIndexComponent: Joi.string().default(DEFAULT_OPTIONS.apiIndexComponent),
  apiRootComponent: Joi.string().default(DEFAULT_OPTIONS.apiRootComponent),
  // Not `.uri()`: the placeholders' braces are not valid in a URI.
  sourceUrlTemplate: Joi.string()
    .pattern(/^https?:\/\/\S*\{path\}/, 'http(s) URL with a {path} placeholder')
    .required(),
  unmappedSourcePath: Joi.string().pattern(/\{path\}/, 'path with a {path} placeholder'),
  categoryOrder: Joi.array().items(Joi.string()).unique().default(DEFAULT_OPTIONS.categoryOrder),
  defaultCategory: Joi.string().default(DEFAULT_OPTIONS.defaultCategory),
  upgradeGuide: Joi.object({path: Joi.string().required(), replacementsFile: Joi.string().required()}),
  examples: Joi.object({knownFailures: Joi.string().required()}),
  sinceTable: Joi.string(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
