import { GraphQLError, parse } from 'graphql';

const document = parse('{ order(id: 7) { total } }');
const field = document.definitions[0].selectionSet.selections[0];
const failure = new Error('connection reset by billing.internal');

// message, nodes, source, positions, path, originalError, extensions
const error = new GraphQLError(
  'Order 7 is unavailable',
  field,
  undefined,
  undefined,
  ['order'],
  failure,
  { code: 'UNAVAILABLE' },
);

console.log(JSON.stringify({ ...error.toJSON(), cause: error.originalError?.message }));
