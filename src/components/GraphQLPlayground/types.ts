import type {ExampleFile} from '../ExampleWorker/locate';

/** The texts of one example. `resolvers` and `variables` are empty when the example has none. */
export type ExampleTexts = Record<ExampleFile, string>;

/**
 * Props of `<GraphQLPlayground>`, as tutorials write them: `?raw` imports of the sample files the tests run.
 *
 * ```mdx
 * <GraphQLPlayground schema={schema} resolvers={app} query={query} titles={{resolvers: 'app.mjs'}} />
 * ```
 */
export interface GraphQLPlaygroundProps {
  /** The schema in SDL, when the example keeps it in its own file (the module reads it under its title). */
  schema?: string;
  /**
   * The sample module: it exports `schema` and/or `rootValue`, or passes them to graphql-http's
   * `createHandler` (see loadModule.ts). A schema declaring `@defer`/`@stream` runs incrementally.
   */
  resolvers?: string;
  /** Other files the module imports (`./random-die.mjs`), by file name; not shown, not editable. */
  modules?: Record<string, string>;
  query: string;
  /** Variables as JSON text. */
  variables?: string;
  operationName?: string;
  /** File names shown above each part, e.g. `{query: 'create-message.graphql'}`. */
  titles?: Partial<Record<ExampleFile, string>>;
  /** Names the example in its accessible label (default "GraphQL playground"). */
  label?: string;
  /** `columns`: on wide screens, the schema and resolvers on the left; the query, Run and the result beside them. */
  layout?: PlaygroundLayout;
}

export type PlaygroundLayout = 'stacked' | 'columns';

export const defaultTitles: Record<ExampleFile, string> = {
  schema: 'schema.graphql',
  resolvers: 'resolvers.mjs',
  query: 'query.graphql',
  variables: 'variables.json',
};

export const fileLabels: Record<ExampleFile, string> = {
  schema: 'Schema',
  resolvers: 'Resolvers',
  query: 'Query',
  variables: 'Variables',
};

export const codeLanguages: Record<ExampleFile, string> = {
  schema: 'graphql',
  resolvers: 'js',
  query: 'graphql',
  variables: 'json',
};

/** Whether a file sets the example up (schema, resolvers) rather than making the request (query, variables). */
export function isSetupFile(file: ExampleFile): boolean {
  return file === 'schema' || file === 'resolvers';
}

/** The parts an example shows, in reading order: the query, and every other part the example has. */
export function shownFiles(original: ExampleTexts): ExampleFile[] {
  return (['schema', 'resolvers', 'query', 'variables'] as const).filter(
    (file) => file === 'query' || original[file] !== '',
  );
}
