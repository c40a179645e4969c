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
const [field] = operation.selectionSet.selections;

// The schema knows the root type of each operation type.
const rootType = schema.getRootType(operation.operation);

// assertName() throws the error that isValidNameError() returned.
assertName('Greeting');
let nameError;
try {
  assertName('1st');
} catch (error) {
  nameError = error;
}

// Both functions for a kind; take the one you need.
const { enter: enterField } = getEnterLeaveForKind(
  { Field: { enter: (node) => `entered ${node.name.value}` } },
  Kind.FIELD,
);

const error = new GraphQLError('Not allowed', { nodes: field });

console.log(
  JSON.stringify(
    {
      rootType: rootType.name,
      nameError: nameError.message,
      visited: enterField(field),
      json: error.toJSON(),
      text: error.toString().split('\n'),
    },
    null,
    2,
  ),
);
