import { buildSchema, getOperationRootType, parse } from 'graphql';

const schema = buildSchema('type Query { hello: String }');
const [operation] = parse('mutation { hello }').definitions;

// The schema has no Mutation type: getOperationRootType throws.
try {
  getOperationRootType(schema, operation);
} catch (error) {
  console.log(JSON.stringify(error, null, 2));
}
