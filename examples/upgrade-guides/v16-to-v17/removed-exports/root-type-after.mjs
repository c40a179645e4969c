import { buildSchema, GraphQLError, parse } from 'graphql';

const schema = buildSchema('type Query { hello: String }');
const [operation] = parse('mutation { hello }').definitions;

// getRootType returns undefined instead of throwing: raise the error yourself.
try {
  const rootType = schema.getRootType(operation.operation);
  if (rootType === undefined) {
    throw new GraphQLError(`Schema is not configured for ${operation.operation}s.`, {
      nodes: operation,
    });
  }
} catch (error) {
  console.log(JSON.stringify(error, null, 2));
}
