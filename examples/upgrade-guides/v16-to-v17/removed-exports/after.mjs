import {
  assertName,
  buildSchema,
  getEnterLeaveForKind,
  GraphQLError,
  Kind,
  parse,
  Source,
} from 'graphql';

const schema = buildSchema('type Query { hello: String }');
const document = parse(new Source('query Greeting { hello }', 'greeting.graphql'));
const [operation] = document.definitions;

// The schema knows the root type of each operation type.
const rootType = schema.getRootType(operation.operation);

// assertName throws the error that isValidNameError returned.
assertName('Greeting');
let nameError;
try {
  assertName('1st');
} catch (error) {
  nameError = error;
}

// getEnterLeaveForKind returns both functions; pick the one you need.
const visitor = { Field: { enter: (node) => `entered ${node.name.value}` } };
const { enter: enterField } = getEnterLeaveForKind(visitor, Kind.FIELD);

const error = new GraphQLError('Not allowed', {
  nodes: operation.selectionSet.selections[0],
  extensions: { code: 'FORBIDDEN' },
});

console.log(
  JSON.stringify(
    {
      rootType: rootType.name,
      nameError: nameError?.message,
      visited: enterField(operation.selectionSet.selections[0]),
      json: error.toJSON(),
      text: error.toString().split('\n'),
    },
    null,
    2,
  ),
);
