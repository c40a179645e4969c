import { GraphQLError, parse } from 'graphql';

const document = parse('{ order(id: 7) { total } }');
const field = document.definitions[0].selectionSet.selections[0];
const failure = new Error('connection reset by billing.internal');

const error = new GraphQLError('Order 7 is unavailable', {
  nodes: field,
  path: ['order'],
  cause: failure,
  extensions: { code: 'UNAVAILABLE' },
});

console.log(JSON.stringify({ ...error.toJSON(), cause: error.cause?.message }));
