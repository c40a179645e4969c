import {
  assertValidName,
  buildSchema,
  formatError,
  getOperationRootType,
  getVisitFn,
  GraphQLError,
  isValidNameError,
  Kind,
  parse,
  printError,
  Source,
} from 'graphql';

const schema = buildSchema('type Query { hello: String }');
const document = parse(new Source('query Greeting { hello }', 'greeting.graphql'));
const [operation] = document.definitions;

// The root type an operation starts from.
const rootType = getOperationRootType(schema, operation);

// A name a code generator wants to use, checked before it builds a type.
assertValidName('Greeting');
const nameError = isValidNameError('1st');

// The function a visitor runs when it enters a field.
const visitor = { Field: { enter: (node) => `entered ${node.name.value}` } };
const enterField = getVisitFn(visitor, Kind.FIELD, false);

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
      json: formatError(error),
      text: printError(error).split('\n'),
    },
    null,
    2,
  ),
);
