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
const [field] = operation.selectionSet.selections;

// The type an operation starts from.
const rootType = getOperationRootType(schema, operation);

// Names checked before a code generator uses them.
assertValidName('Greeting');
const nameError = isValidNameError('1st');

// The function a visitor runs when it enters a field.
const enterField = getVisitFn(
  { Field: { enter: (node) => `entered ${node.name.value}` } },
  Kind.FIELD,
  false,
);

const error = new GraphQLError('Not allowed', field);

console.log(
  JSON.stringify(
    {
      rootType: rootType.name,
      nameError: nameError.message,
      visited: enterField(field),
      json: formatError(error),
      text: printError(error).split('\n'),
    },
    null,
    2,
  ),
);
