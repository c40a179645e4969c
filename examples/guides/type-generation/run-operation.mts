import { execute, type DocumentNode, type ExecutionResult } from 'graphql';
import { rootValue, schema } from './schema.mjs';

type Variables = { readonly [name: string]: unknown };

// A document that carries its types, as graphql's TypedQueryDocumentNode and
// gql.tada's documents both do, through this one optional member.
type TypedDocument<TData, TVariables> = DocumentNode & {
  __ensureTypesOfVariablesAndResultMatching?: (variables: TVariables) => TData;
};

// TData becomes the type of `data`, and the variables must match TVariables.
// NoInfer lets the document alone decide what TVariables is.
export async function runOperation<TData, TVariables extends Variables>(
  document: TypedDocument<TData, TVariables>,
  variableValues: NoInfer<TVariables>,
): Promise<ExecutionResult<TData>> {
  const result = await execute({ schema, document, rootValue, variableValues });
  return result as ExecutionResult<TData>;
}
