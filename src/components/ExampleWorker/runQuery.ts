import {
  buildASTSchema,
  execute,
  experimentalExecuteIncrementally,
  GraphQLError,
  GraphQLSchema,
  introspectionFromSchema,
  KnownDirectivesRule,
  KnownTypeNamesRule,
  LoneSchemaDefinitionRule,
  parse,
  PossibleTypeExtensionsRule,
  UniqueArgumentDefinitionNamesRule,
  UniqueArgumentNamesRule,
  UniqueDirectiveNamesRule,
  UniqueDirectivesPerLocationRule,
  UniqueEnumValueNamesRule,
  UniqueFieldDefinitionNamesRule,
  UniqueInputFieldNamesRule,
  UniqueOperationTypesRule,
  UniqueTypeNamesRule,
  validate,
  validateSchema,
  type DocumentNode,
  type IntrospectionQuery,
  type ValidationRule,
} from 'graphql';
import {loadModule, ModuleError} from './loadModule';
import {toLineColumn, type ExampleFile, type LocatedError} from './locate';

/** One playground example, as the reader sees (and edits) it. */
export interface PlaygroundExample {
  /** The schema in SDL, when the example keeps it in its own file. */
  schema?: string;
  /**
   * The sample module's source (see loadModule): it exports `schema` and/or `rootValue`, or passes them to
   * graphql-http's `createHandler`. From code, its exports can be given directly.
   */
  resolvers?: string | {schema?: GraphQLSchema; rootValue?: unknown};
  query: string;
  /** Variables as JSON text; empty means none. */
  variables?: string;
  operationName?: string;
  /** The files' names: the module reads the SDL under `schema`'s name and is called `resolvers`' name. */
  fileNames?: {schema?: string; resolvers?: string};
  /** Other files the module imports (`./random-die.mjs`), by file name. */
  modules?: Record<string, string>;
  /** Separates runs that must not share module state (see loadModule). */
  instance?: number;
}

/** The schema and root value an example runs with. */
export interface LoadedExample {
  schema: GraphQLSchema;
  rootValue: unknown;
}

export type JsonObject = {[key: string]: unknown};

export type RunOutcome =
  /** The example could not run: nothing was executed. */
  | {kind: 'errors'; errors: LocatedError[]}
  /**
   * What execution returned, as the JSON a server would send. A plain run yields one payload; an
   * incremental one yields the initial payload, then each subsequent payload as it arrives.
   */
  | {kind: 'payloads'; incremental: boolean; payloads: AsyncGenerator<JsonObject, void, void>};

// buildSchema reports invalid SDL as one unlocated message; these public rules, run first, report the same
// mistakes with their places. (graphql-js runs this list as its internal `specifiedSDLRules`.)
const sdlRules = [
  LoneSchemaDefinitionRule,
  UniqueOperationTypesRule,
  UniqueTypeNamesRule,
  UniqueEnumValueNamesRule,
  UniqueFieldDefinitionNamesRule,
  UniqueArgumentDefinitionNamesRule,
  UniqueDirectiveNamesRule,
  KnownTypeNamesRule,
  KnownDirectivesRule,
  UniqueDirectivesPerLocationRule,
  PossibleTypeExtensionsRule,
  UniqueArgumentNamesRule,
  UniqueInputFieldNamesRule,
] as unknown as ValidationRule[];

// The SDL rules look types up in the schema being extended; an empty one means "define everything here".
const emptySchema = new GraphQLSchema({assumeValid: true});

function located(file: ExampleFile, error: unknown): LocatedError {
  if (error instanceof GraphQLError) {
    return {file, message: error.message, locations: [...(error.locations ?? [])]};
  }
  return {file, message: error instanceof Error ? error.message : String(error), locations: []};
}

class ExampleError extends Error {
  constructor(readonly errors: LocatedError[]) {
    super(errors.map((error) => error.message).join('\n'));
  }
}

/** Builds the schema from SDL, or throws every problem with its place in the SDL. */
export function toSchema(sdl: string): GraphQLSchema {
  let document: DocumentNode;
  try {
    document = parse(sdl);
  } catch (error) {
    throw new ExampleError([located('schema', error)]);
  }
  const sdlErrors = validate(emptySchema, document, sdlRules);
  if (sdlErrors.length > 0) throw new ExampleError(sdlErrors.map((error) => located('schema', error)));
  let schema: GraphQLSchema;
  try {
    schema = buildASTSchema(document, {assumeValidSDL: true});
  } catch (error) {
    throw new ExampleError([located('schema', error)]);
  }
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length > 0) throw new ExampleError(schemaErrors.map((error) => located('schema', error)));
  return schema;
}

/** True when the schema declares `@defer` or `@stream`, which plain `execute` refuses to run. */
export function isIncremental(schema: GraphQLSchema): boolean {
  return schema.getDirective('defer') !== undefined || schema.getDirective('stream') !== undefined;
}

function toVariables(text: string | undefined): JsonObject | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ExampleError([
      {file: 'variables', message: (error as Error).message, locations: jsonErrorPlace(text, error as Error)},
    ]);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ExampleError([{file: 'variables', message: 'Variables must be a JSON object.', locations: []}]);
  }
  return value as JsonObject;
}

// JSON.parse names the place only in its message: V8 says "position N" (newer V8 adds line and column),
// Firefox says "at line L column C".
function jsonErrorPlace(text: string, error: Error) {
  const lineColumn = /line (\d+) column (\d+)/.exec(error.message);
  if (lineColumn) return [{line: Number(lineColumn[1]), column: Number(lineColumn[2])}];
  const position = /position (\d+)/.exec(error.message);
  return position ? [toLineColumn(text, Number(position[1]))] : [];
}

// Results hold null-prototype objects and GraphQLError instances; a JSON round trip gives what a server sends.
function toJson(value: unknown): JsonObject {
  return JSON.parse(JSON.stringify(value)) as JsonObject;
}

async function* single(result: unknown): AsyncGenerator<JsonObject, void, void> {
  yield toJson(result);
}

async function* incremental(
  initialResult: unknown,
  subsequentResults: AsyncIterable<unknown>,
): AsyncGenerator<JsonObject, void, void> {
  yield toJson(initialResult);
  for await (const payload of subsequentResults) yield toJson(payload);
}

/**
 * Builds what the example runs with: the schema the module exports or hands to `createHandler`, else the one
 * built from the SDL; the root value likewise. Invalid SDL is reported with its places before the module runs.
 */
export async function loadExample(example: Omit<PlaygroundExample, 'query'>): Promise<LoadedExample> {
  const sdlSchema = example.schema === undefined ? undefined : toSchema(example.schema);
  let provided: {schema?: unknown; rootValue?: unknown} = {};
  if (typeof example.resolvers === 'string') {
    const fileNames = {schema: 'schema.graphql', resolvers: 'resolvers.mjs', ...example.fileNames};
    const loaded = await loadModule({
      entryName: fileNames.resolvers,
      entrySource: example.resolvers,
      files: {
        ...example.modules,
        ...(example.schema === undefined ? {} : {[fileNames.schema]: example.schema}),
      },
      instance: example.instance ?? 0,
    });
    provided = {...loaded.handlerOptions, ...loaded.exports};
  } else if (example.resolvers) {
    provided = example.resolvers;
  }
  const schema = provided.schema instanceof GraphQLSchema ? provided.schema : sdlSchema;
  if (!schema) {
    throw new ExampleError([
      {
        file: 'resolvers',
        message:
          'The example has no schema: give SDL, or a module that exports `schema` or passes it to createHandler.',
        locations: [],
      },
    ]);
  }
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length > 0) {
    throw new ExampleError(
      schemaErrors.map((error) => located(sdlSchema === schema ? 'schema' : 'resolvers', error)),
    );
  }
  return {schema, rootValue: provided.rootValue};
}

/**
 * Like loadExample, for the editor's completion: the schema's introspection (the part of a schema that can
 * leave the worker), or null while the example is broken.
 */
export async function introspectExample(
  example: Omit<PlaygroundExample, 'query'>,
): Promise<IntrospectionQuery | null> {
  try {
    return introspectionFromSchema((await loadExample(example)).schema);
  } catch {
    return null;
  }
}

/**
 * Parses, validates and executes an example with graphql-js, as a server would. Mistakes that stop the run
 * (in the SDL, the module, the query or the variables) come back as located errors; everything execution
 * itself reports, resolver errors included, is part of the result.
 */
export async function runQuery(example: PlaygroundExample): Promise<RunOutcome> {
  try {
    const {schema, rootValue} = await loadExample(example);
    let document: DocumentNode;
    try {
      document = parse(example.query);
    } catch (error) {
      throw new ExampleError([located('query', error)]);
    }
    const validationErrors = validate(schema, document);
    if (validationErrors.length > 0) {
      throw new ExampleError(validationErrors.map((error) => located('query', error)));
    }
    const args = {
      schema,
      document,
      rootValue,
      variableValues: toVariables(example.variables),
      operationName: example.operationName,
    };
    if (!isIncremental(schema)) {
      return {kind: 'payloads', incremental: false, payloads: single(await execute(args))};
    }
    const result = await experimentalExecuteIncrementally(args);
    return 'initialResult' in result
      ? {
          kind: 'payloads',
          incremental: true,
          payloads: incremental(result.initialResult, result.subsequentResults),
        }
      : {kind: 'payloads', incremental: true, payloads: single(result)};
  } catch (error) {
    if (error instanceof ExampleError || error instanceof ModuleError) {
      return {kind: 'errors', errors: error.errors};
    }
    throw error;
  }
}
