import type {ExampleFile} from './locate';

/** The texts of one example. `resolvers` and `variables` are empty when the example has none. */
export type ExampleTexts = Record<ExampleFile, string>;

/** Props of `<GraphQLPlayground>`, as tutorials write them (usually with `?raw` imports of sample files). */
export interface GraphQLPlaygroundProps {
  /** The schema in SDL. Declaring `@defer` and `@stream` in it turns on incremental delivery. */
  schema: string;
  /** Source of an ES module exporting `rootValue`, the same file the sample tests import. */
  resolvers?: string;
  query: string;
  /** Variables as JSON text. */
  variables?: string;
  operationName?: string;
  /** File names shown above each part, e.g. `{query: 'create-message.graphql'}`. */
  titles?: Partial<Record<ExampleFile, string>>;
  /** Names the example in its accessible label (default "GraphQL playground"). */
  label?: string;
}

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

/** The parts an example shows, in reading order; resolvers and variables only when it has them. */
export function shownFiles(texts: ExampleTexts, original: ExampleTexts): ExampleFile[] {
  return (['schema', 'resolvers', 'query', 'variables'] as const).filter(
    (file) => file === 'schema' || file === 'query' || original[file] !== '' || texts[file] !== '',
  );
}
